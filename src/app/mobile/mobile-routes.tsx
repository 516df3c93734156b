import { Navigate, Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { createAntdMobileIsolation } from '@/app/host/antd-mobile-isolation';
import { DeviceRedirect } from '@/app/routing/device-redirect';
import { InsightTypeGuard } from '@/app/routing/insight-type-guard';
import { lazyPage } from '@/app/routing/lazy-page';
import { MOBILE_PREFIX, paths, toMobile } from '@/app/routing/paths';
import { lazyRoute } from '@/app/routing/route-helpers';
import type { RouteTree, TreeContext } from '@/app/routing/route-tree';
import { RequireSession } from '@/app/session/require-session';
import { MobileRoot } from './layout/mobile-root';

const MobileNotFound = lazyPage(
  () => import(/* webpackChunkName: "mobile-not-found" */ './layout/mobile-not-found'),
  'mobile-not-found',
);
const MobileStaffNotice = lazyPage(
  () => import(/* webpackChunkName: "mobile-staff-notice" */ './layout/mobile-staff-notice'),
  'mobile-staff-notice',
);
const BusinessInsightsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "mobile-business-insights" */ './routes/business-insights/business-insights-page'
    ),
  'mobile-business-insights',
);
const MobileLayout = lazyPage(
  () => import(/* webpackChunkName: "mobile-layout" */ './layout/mobile-layout'),
  'mobile-layout',
);

// Patterns inside the /mobile route: the registry's desktop path without its leading "/".
const rel = (path: string) => path.replace(/^\//, '');

/** Every mobile route of ROUTE-TREES under /mobile; each page is its own chunk. */
export function mobileRoutes(Providers: Parameters<typeof MobileRoot>[0]['Providers']): RouteObject[] {
  const notFound = <MobileNotFound />;
  return [
    {
      element: <MobileRoot Providers={Providers} />,
      children: [
        {
          path: MOBILE_PREFIX.slice(1),
          children: [
            { index: true, element: <Navigate replace to={toMobile(paths.overview)} /> },

            // Auth pages skip the session check.
            lazyRoute(
              rel(paths.login),
              () => import(/* webpackChunkName: "mobile-login" */ './routes/auth/login-page'),
              'mobile-login',
            ),
            lazyRoute(
              rel(paths.checkEmail),
              () => import(/* webpackChunkName: "mobile-check-email" */ './routes/auth/check-email-page'),
              'mobile-check-email',
            ),
            lazyRoute(
              rel(paths.resetPassword),
              () =>
                import(/* webpackChunkName: "mobile-reset-password" */ './routes/auth/reset-password-page'),
              'mobile-reset-password',
            ),
            lazyRoute(
              rel(paths.noAuthority),
              () =>
                import(
                  /* webpackChunkName: "mobile-no-authority" */ './routes/no-authority/no-authority-page'
                ),
              'mobile-no-authority',
            ),

            {
              element: (
                <RequireSession area="partner">
                  <MobileLayout />
                </RequireSession>
              ),
              handle: { preload: MobileLayout.preload },
              children: [
                lazyRoute(
                  rel(paths.overview),
                  () => import(/* webpackChunkName: "mobile-overview" */ './routes/overview/overview-page'),
                  'mobile-overview',
                ),
                lazyRoute(
                  rel(paths.performanceInsights),
                  () =>
                    import(
                      /* webpackChunkName: "mobile-performance-insights" */ './routes/performance-insights/performance-insights-page'
                    ),
                  'mobile-performance-insights',
                ),
                lazyRoute(
                  rel(paths.exclusiveIncentives),
                  () =>
                    import(
                      /* webpackChunkName: "mobile-exclusive-incentives" */ './routes/exclusive-incentives/exclusive-incentives-page'
                    ),
                  'mobile-exclusive-incentives',
                ),
                lazyRoute(
                  rel(paths.accountManagement),
                  () =>
                    import(
                      /* webpackChunkName: "mobile-account-management" */ './routes/account-management/account-management-page'
                    ),
                  'mobile-account-management',
                ),
                lazyRoute(
                  rel(paths.changePassword),
                  () =>
                    import(
                      /* webpackChunkName: "mobile-change-password" */ './routes/change-password/change-password-page'
                    ),
                  'mobile-change-password',
                ),
                lazyRoute(
                  rel(paths.contracts),
                  () =>
                    import(/* webpackChunkName: "mobile-contracts" */ './routes/contracts/contracts-page'),
                  'mobile-contracts',
                ),
                lazyRoute(
                  rel(paths.contractDetails),
                  () =>
                    import(
                      /* webpackChunkName: "mobile-contract-details" */ './routes/contract-details/contract-details-page'
                    ),
                  'mobile-contract-details',
                ),
                lazyRoute(
                  rel(paths.operationLog),
                  () =>
                    import(
                      /* webpackChunkName: "mobile-operation-log" */ './routes/operation-log/operation-log-page'
                    ),
                  'mobile-operation-log',
                ),
                lazyRoute(
                  rel(paths.eventsCarouselDetail),
                  () =>
                    import(
                      /* webpackChunkName: "mobile-events-carousel-detail" */ './routes/events-carousel-detail/events-carousel-detail-page'
                    ),
                  'mobile-events-carousel-detail',
                ),
              ],
            },

            // The type is checked before the layout, so an unknown type is a not-found page without it.
            {
              path: rel(paths.businessInsightsPattern),
              element: (
                <InsightTypeGuard notFound={notFound}>
                  <Outlet />
                </InsightTypeGuard>
              ),
              children: [
                {
                  element: (
                    <RequireSession area="partner">
                      <MobileLayout />
                    </RequireSession>
                  ),
                  handle: { preload: MobileLayout.preload },
                  children: [
                    {
                      index: true,
                      element: <BusinessInsightsPage />,
                      handle: { preload: BusinessInsightsPage.preload },
                    },
                  ],
                },
              ],
            },

            // ROUTE-TREES: any other mobile path shows the not-found page without the layout.
            { path: '*', element: notFound },
          ],
        },
        // The staff area is desktop-only: a phone there (a staff member's landing after sign-in
        // included) is told it needs a larger screen, with a way to sign out.
        { path: `${paths.iboss.root.slice(1)}/*`, element: <MobileStaffNotice /> },
        // A mobile client outside /mobile goes to the same path with it, in one redirect.
        { path: '*', element: <DeviceRedirect platform="mobile" fallback={notFound} /> },
      ],
    },
  ];
}

export function createMobileTree(context: TreeContext): RouteTree {
  const { Providers, teardown } = createAntdMobileIsolation(context);
  return { routes: mobileRoutes(Providers), teardown };
}
