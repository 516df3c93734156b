import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/routing/lazy-page';
import { paths } from '@/app/routing/paths';
import { lazyRoute } from '@/app/routing/route-helpers';
import { RequireSession } from '@/app/session/require-session';
import { titled } from '@/app/routing/document-title';
import { shellMessages } from '@/app/messages/app';
import { staffSections } from './iboss-sections';

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
      ...staffSections.map((section) =>
        lazyRoute(rel(section.path), section.load, section.chunk, { title: () => section.title }),
      ),
      {
        path: '*',
        element: titled(
          () => shellMessages.pageTitles.notFound,
          <DesktopNotFound home={paths.iboss.configuration} />,
        ),
      },
    ],
  };
}
