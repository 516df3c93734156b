import type { ComponentType } from 'react';
import { shellMessages } from '@/app/messages/app';
import { paths } from '@/app/routing/paths';

export interface StaffSection {
  /** The section's address, also its menu entry's key (the selected entry is the current path). */
  path: string;
  /** Its name in the top menu, the browser's title and (by convention) its page heading. */
  title: string;
  /** The page's chunk name (budgets.json names the staff chunks). */
  chunk: string;
  load: () => Promise<{ default: ComponentType<object> }>;
}

/** A section whose title is read from the shell's catalogue each time it is asked for. */
function section({ title, ...rest }: Omit<StaffSection, 'title'> & { title: () => string }): StaffSection {
  return {
    ...rest,
    get title() {
      return title();
    },
  };
}

/**
 * The staff area (ROUTE-STAFF), one entry per section in menu order: its routes (iboss-routes.tsx)
 * and its top menu (layout/iboss-layout.tsx) both derive from this list, as the partner area's do
 * from src/app/desktop/sections.ts. A new staff section is one entry here. Each `title` is a getter,
 * read when shown, in the language shown then (docs/i18n.md).
 */
export const staffSections: StaffSection[] = [
  section({
    path: paths.iboss.configuration,
    title: () => shellMessages.staff.configuration,
    chunk: 'iboss-configuration',
    load: () =>
      import(/* webpackChunkName: "iboss-configuration" */ './routes/configuration/configuration-page'),
  }),
  section({
    path: paths.iboss.dfDetail,
    title: () => shellMessages.staff.dfDetail,
    chunk: 'iboss-df-detail',
    load: () => import(/* webpackChunkName: "iboss-df-detail" */ './routes/df-detail/df-detail-page'),
  }),
  section({
    path: paths.iboss.user,
    title: () => shellMessages.staff.user,
    chunk: 'iboss-user',
    load: () => import(/* webpackChunkName: "iboss-user" */ './routes/user/user-page'),
  }),
  section({
    path: paths.iboss.contractDetail,
    title: () => shellMessages.staff.contractDetail,
    chunk: 'iboss-contract-detail',
    load: () =>
      import(/* webpackChunkName: "iboss-contract-detail" */ './routes/contract-detail/contract-detail-page'),
  }),
  section({
    path: paths.iboss.carouselDetail,
    title: () => shellMessages.staff.carouselDetail,
    chunk: 'iboss-carousel-detail',
    load: () =>
      import(/* webpackChunkName: "iboss-carousel-detail" */ './routes/carousel-detail/carousel-detail-page'),
  }),
];
