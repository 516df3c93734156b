import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '@/app/session/session-provider';
import { PageLoading } from './page-loading';

const nothing: ComponentType = () => null;
// The kit's notifier for failed calls, in its own chunk (a failed load shows nothing rather than break).
const FailureNotifier = lazy<ComponentType>(() =>
  import(/* webpackChunkName: "desktop-failure-notifier" */ '@/app/desktop/session/failure-notifier').catch(
    () => ({ default: nothing }),
  ),
);

/** Root element of the desktop tree: the kit's isolation providers, then the session. */
export function DesktopRoot({ Providers }: { Providers: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <Providers>
      <SessionProvider platform="desktop" Notifier={FailureNotifier}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </SessionProvider>
    </Providers>
  );
}
