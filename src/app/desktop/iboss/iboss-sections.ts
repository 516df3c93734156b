import type { ComponentType } from 'react';
import { shellMessages } from '@/app/messages/app';
import { paths } from '@/app/routing/paths';

const t = shellMessages.staff;

export interface StaffSection {
  /** The section's address, also its menu entry's key (the selected entry is the current path). */
  path: string;
  /**
   * Its name in the top menu, the browser's title and (by convention) its page heading: a getter,
   * read in the language shown when it is read (docs/i18n.md).
   */
  title: string;
  /** The page's chunk name (budgets.json names the staff chunks). */
  chunk: string;
  load: () => Promise<{ default: ComponentType<object> }>;
}

/**
 * The staff area (ROUTE-STAFF), one entry per section in menu order: its routes (iboss-routes.tsx)
 * and its top menu (layout/iboss-layout.tsx) both derive from this list, as the partner area's do
 * from src/app/desktop/sections.ts. A new staff section is one entry here.
 */
export const staffSections: StaffSection[] = [
  {
    path: paths.iboss.configuration,
    get title() {
      return t.configuration;
    },
    chunk: 'iboss-configuration',
    load: () =>
      import(/* webpackChunkName: "iboss-configuration" */ './routes/configuration/configuration-page'),
  },
  {
    path: paths.iboss.dfDetail,
    get title() {
      return t.dfDetail;
    },
    chunk: 'iboss-df-detail',
    load: () => import(/* webpackChunkName: "iboss-df-detail" */ './routes/df-detail/df-detail-page'),
  },
  {
    path: paths.iboss.user,
    get title() {
      return t.user;
    },
    chunk: 'iboss-user',
    load: () => import(/* webpackChunkName: "iboss-user" */ './routes/user/user-page'),
  },
  {
    path: paths.iboss.contractDetail,
    get title() {
      return t.contractDetail;
    },
    chunk: 'iboss-contract-detail',
    load: () =>
      import(/* webpackChunkName: "iboss-contract-detail" */ './routes/contract-detail/contract-detail-page'),
  },
  {
    path: paths.iboss.carouselDetail,
    get title() {
      return t.carouselDetail;
    },
    chunk: 'iboss-carousel-detail',
    load: () =>
      import(/* webpackChunkName: "iboss-carousel-detail" */ './routes/carousel-detail/carousel-detail-page'),
  },
];
