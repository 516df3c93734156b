import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '@/app/session/session-provider';
import { MobilePageLoading } from './mobile-page-loading';

const nothing: ComponentType = () => null;
// The kit's notifier for failed calls, in its own chunk (a failed load shows nothing rather than break).
const FailureNotifier = lazy<ComponentType>(() =>
  import(/* webpackChunkName: "mobile-failure-notifier" */ '@/app/mobile/session/failure-notifier').catch(
    () => ({ default: nothing }),
  ),
);

/** Root element of the mobile tree: antd-mobile's providers, then the session. */
export function MobileRoot({ Providers }: { Providers: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <Providers>
      <SessionProvider platform="mobile" Notifier={FailureNotifier}>
        <Suspense fallback={<MobilePageLoading />}>
          <Outlet />
        </Suspense>
      </SessionProvider>
    </Providers>
  );
}
