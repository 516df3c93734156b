import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '@/app/session/session-provider';
import { BeforeLayout } from '@/app/host/boot-skeleton';
import { PageLoading } from './page-loading';

// The kit's notifier for failed calls, in its own chunk: loaded at the first failure (session-provider.tsx).
const loadFailureNotifier = () =>
  import(/* webpackChunkName: "desktop-failure-notifier" */ '@/app/desktop/session/failure-notifier');

/** Root element of the desktop tree: the kit's isolation providers, then the session. */
export function DesktopRoot({ Providers }: { Providers: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <Providers>
      <SessionProvider platform="desktop" loadNotifier={loadFailureNotifier}>
        <Suspense
          fallback={
            <BeforeLayout>
              <PageLoading />
            </BeforeLayout>
          }
        >
          <Outlet />
        </Suspense>
      </SessionProvider>
    </Providers>
  );
}
