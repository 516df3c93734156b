import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '@/app/session/session-provider';
import { BeforeLayout } from '@/app/host/boot-skeleton';
import { MobilePageLoading } from './mobile-page-loading';

// The kit's notifier for failed calls, in its own chunk: loaded at the first failure (session-provider.tsx).
const loadFailureNotifier = () =>
  import(/* webpackChunkName: "mobile-failure-notifier" */ '@/app/mobile/session/failure-notifier');

/** Root element of the mobile tree: antd-mobile's providers, then the session. */
export function MobileRoot({ Providers }: { Providers: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <Providers>
      <SessionProvider platform="mobile" loadNotifier={loadFailureNotifier}>
        <Suspense
          fallback={
            <BeforeLayout>
              <MobilePageLoading />
            </BeforeLayout>
          }
        >
          <Outlet />
        </Suspense>
      </SessionProvider>
    </Providers>
  );
}
