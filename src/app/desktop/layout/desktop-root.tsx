import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '@/app/session/session-provider';
import { PageLoading } from './page-loading';

/** Root element of the desktop tree: the kit's isolation providers, then the session. */
export function DesktopRoot({ Providers }: { Providers: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <Providers>
      <SessionProvider platform="desktop">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </SessionProvider>
    </Providers>
  );
}
