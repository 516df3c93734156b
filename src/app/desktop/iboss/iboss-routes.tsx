import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/routing/lazy-page';
import { paths } from '@/app/routing/paths';
import { lazyRoute } from '@/app/routing/route-helpers';
import { RequireSession } from '@/app/session/require-session';
import { titled } from '@/app/routing/document-title';
import { shellMessages } from '@/app/messages/app';

const t = shellMessages.staff;

const DesktopNotFound = lazyPage(
  () => import(/* webpackChunkName: "desktop-not-found" */ '@/app/desktop/layout/desktop-not-found'),
  'desktop-not-found',
);
const IbossLayout = lazyPage(
  () => import(/* webpackChunkName: "iboss-layout" */ './layout/iboss-layout'),
  'iboss-layout',
);

const rel = (path: string) => path.slice(`${paths.iboss.root}/`.length);

/** The staff area (/iboss, ROUTE-STAFF): desktop only, its own layout, staff session. */
export function createIbossRoute(): RouteObject {
  return {
    path: paths.iboss.root.slice(1),
    element: (
      <RequireSession area="staff">
        <IbossLayout />
      </RequireSession>
    ),
    handle: { preload: IbossLayout.preload },
    children: [
      { index: true, element: <Navigate replace to={paths.iboss.configuration} /> },
      lazyRoute(
        rel(paths.iboss.configuration),
        () =>
          import(/* webpackChunkName: "iboss-configuration" */ './routes/configuration/configuration-page'),
        'iboss-configuration',
        { title: t.configuration },
      ),
      lazyRoute(
        rel(paths.iboss.dfDetail),
        () => import(/* webpackChunkName: "iboss-df-detail" */ './routes/df-detail/df-detail-page'),
        'iboss-df-detail',
        { title: t.dfDetail },
      ),
      lazyRoute(
        rel(paths.iboss.user),
        () => import(/* webpackChunkName: "iboss-user" */ './routes/user/user-page'),
        'iboss-user',
        { title: t.user },
      ),
      lazyRoute(
        rel(paths.iboss.contractDetail),
        () =>
          import(
            /* webpackChunkName: "iboss-contract-detail" */ './routes/contract-detail/contract-detail-page'
          ),
        'iboss-contract-detail',
        { title: t.contractDetail },
      ),
      lazyRoute(
        rel(paths.iboss.carouselDetail),
        () =>
          import(
            /* webpackChunkName: "iboss-carousel-detail" */ './routes/carousel-detail/carousel-detail-page'
          ),
        'iboss-carousel-detail',
        { title: t.carouselDetail },
      ),
      {
        path: '*',
        element: titled(
          shellMessages.pageTitles.notFound,
          <DesktopNotFound home={paths.iboss.configuration} />,
        ),
      },
    ],
  };
}
