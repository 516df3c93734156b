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
import { mobilePageLoaders } from './mobile-pages';
import { mobileSections } from './sections';
import { layoutChunks } from '@/app/routing/page-chunks';
import { titled } from '@/app/routing/document-title';
import { shellMessages } from '@/app/messages/app';
import { startOfflineApp } from '@/app/offline/start-offline-app';

// Route titles are functions, read when a page shows, so they follow the language (docs/i18n.md).
const t = shellMessages.pageTitles;

const MobileNotFound = lazyPage(
  () => import(/* webpackChunkName: "mobile-not-found" */ './layout/mobile-not-found'),
  'mobile-not-found',
);
const MobileStaffNotice = lazyPage(
  () => import(/* webpackChunkName: "mobile-staff-notice" */ './layout/mobile-staff-notice'),
  'mobile-staff-notice',
);
const businessInsights = mobileSections.find((section) => section.insightTypeGuard)!;
const BusinessInsightsPage = lazyPage(mobilePageLoaders[businessInsights.chunk], businessInsights.chunk);
const MobileLayout = lazyPage(
  () => import(/* webpackChunkName: "mobile-layout" */ './layout/mobile-layout'),
  layoutChunks.mobile,
);

// Patterns inside the /mobile route: the registry's desktop path without its leading "/".
const rel = (path: string) => path.replace(/^\//, '');

/** Every mobile route of ROUTE-TREES under /mobile; each page is its own chunk. */
export function mobileRoutes(Providers: Parameters<typeof MobileRoot>[0]['Providers']): RouteObject[] {
  const notFound = titled(() => t.notFound, <MobileNotFound />);
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
              { title: () => t.login },
            ),
            lazyRoute(
              rel(paths.checkEmail),
              () => import(/* webpackChunkName: "mobile-check-email" */ './routes/auth/check-email-page'),
              'mobile-check-email',
              { title: () => t.checkEmail },
            ),
            lazyRoute(
              rel(paths.resetPassword),
              () =>
                import(/* webpackChunkName: "mobile-reset-password" */ './routes/auth/reset-password-page'),
              'mobile-reset-password',
              { title: () => t.resetPassword },
            ),

            {
              element: (
                <RequireSession area="partner">
                  <MobileLayout />
                </RequireSession>
              ),
              handle: { preload: MobileLayout.preload },
              children: [
                // Inside the layout: the user is signed in, and keeps the tab bar to go elsewhere.
                lazyRoute(
                  rel(paths.noAuthority),
                  () =>
                    import(
                      /* webpackChunkName: "mobile-no-authority" */ './routes/no-authority/no-authority-page'
                    ),
                  'mobile-no-authority',
                  { title: () => t.noAuthority },
                ),
                ...mobileSections
                  .filter((section) => !section.insightTypeGuard)
                  .map((section) =>
                    lazyRoute(rel(section.path), mobilePageLoaders[section.chunk], section.chunk, {
                      title: section.pageTitle,
                    }),
                  ),
              ],
            },

            // The type is checked before the layout, so an unknown type is a not-found page without it.
            {
              path: rel(businessInsights.path),
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
                      element: titled(businessInsights.pageTitle, <BusinessInsightsPage />),
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
        {
          path: `${paths.iboss.root.slice(1)}/*`,
          element: titled(() => t.staffNeedsDesktop, <MobileStaffNotice />),
        },
        // A mobile client outside /mobile goes to the same path with it, in one redirect.
        { path: '*', element: <DeviceRedirect platform="mobile" fallback={notFound} /> },
      ],
    },
  ];
}

export function createMobileTree(context: TreeContext): RouteTree {
  const { Providers, teardown } = createAntdMobileIsolation(context);
  // Standalone only: the installable app that works offline (docs/offline.md).
  startOfflineApp();
  return { routes: mobileRoutes(Providers), teardown };
}
