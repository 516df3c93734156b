import type { RouteObject } from 'react-router-dom';
import { createAntdIsolation } from '@/app/host/antd-isolation';
import { DeviceRedirect } from '@/app/routing/device-redirect';
import { InsightTypeGuard } from '@/app/routing/insight-type-guard';
import { lazyPage } from '@/app/routing/lazy-page';
import { paths } from '@/app/routing/paths';
import { lazyRoute } from '@/app/routing/route-helpers';
import type { RouteTree, TreeContext } from '@/app/routing/route-tree';
import { RequireSession } from '@/app/session/require-session';
import { createIbossRoute } from './iboss/iboss-routes';
import { DesktopRoot } from './layout/desktop-root';
import { desktopPageLoaders } from './desktop-pages';
import { desktopSections } from './sections';
import { layoutChunks } from '@/app/routing/page-chunks';
import { titled } from '@/app/routing/document-title';
import { shellMessages } from '@/app/messages/app';

// Titles are functions: the browser's title is read in the language shown.
const t = shellMessages.pageTitles;

const DesktopNotFound = lazyPage(
  () => import(/* webpackChunkName: "desktop-not-found" */ './layout/desktop-not-found'),
  'desktop-not-found',
);
const DesktopLayout = lazyPage(
  () => import(/* webpackChunkName: "desktop-layout" */ './layout/desktop-layout'),
  layoutChunks.desktop,
);

// Route patterns are relative to the tree root; drop the leading "/" of the registry's paths.
const rel = (path: string) => path.replace(/^\//, '');

/** Every desktop route of ROUTE-TREES; each page is its own chunk. */
export function desktopRoutes(Providers: Parameters<typeof DesktopRoot>[0]['Providers']): RouteObject[] {
  const notFound = titled(() => t.notFound, <DesktopNotFound />);
  return [
    {
      element: <DesktopRoot Providers={Providers} />,
      children: [
        // Root and /mobile... resolve in one redirect (ROUTE-REDIRECT).
        { index: true, element: <DeviceRedirect platform="desktop" fallback={notFound} /> },
        { path: 'mobile/*', element: <DeviceRedirect platform="desktop" fallback={notFound} /> },

        // Auth pages skip the session check.
        lazyRoute(
          rel(paths.login),
          () => import(/* webpackChunkName: "desktop-login" */ './routes/auth/login-page'),
          'desktop-login',
          { title: () => t.login },
        ),
        lazyRoute(
          rel(paths.checkEmail),
          () => import(/* webpackChunkName: "desktop-check-email" */ './routes/auth/check-email-page'),
          'desktop-check-email',
          { title: () => t.checkEmail },
        ),
        lazyRoute(
          rel(paths.resetPassword),
          () => import(/* webpackChunkName: "desktop-reset-password" */ './routes/auth/reset-password-page'),
          'desktop-reset-password',
          { title: () => t.resetPassword },
        ),

        {
          element: (
            <RequireSession area="partner">
              <DesktopLayout />
            </RequireSession>
          ),
          handle: { preload: DesktopLayout.preload },
          children: [
            // Inside the layout: the user is signed in, and keeps the menu to go elsewhere.
            lazyRoute(
              rel(paths.noAuthority),
              () =>
                import(
                  /* webpackChunkName: "desktop-no-authority" */ './routes/no-authority/no-authority-page'
                ),
              'desktop-no-authority',
              { title: () => t.noAuthority },
            ),
            ...desktopSections.map((section) =>
              lazyRoute(rel(section.path), desktopPageLoaders[section.chunk], section.chunk, {
                title: section.title,
                wrap: section.insightTypeGuard
                  ? (page) => <InsightTypeGuard notFound={notFound}>{page}</InsightTypeGuard>
                  : undefined,
              }),
            ),
          ],
        },

        createIbossRoute(),
        { path: '*', element: notFound },
      ],
    },
  ];
}

export function createDesktopTree(context: TreeContext): RouteTree {
  const { Providers, teardown } = createAntdIsolation(context);
  return { routes: desktopRoutes(Providers), teardown };
}
