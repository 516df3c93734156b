/** Text of the staff usage card (route-change monitoring, MON-ROUTE). */
export const usageMessages = {
  title: 'Portal usage',
  intro:
    'Page views from the portal’s route-change monitoring, counted by the day the server received them. Staff pages count under the network’s staff.',
  period: 'Period',
  periods: { 7: 'Last 7 days', 30: 'Last 30 days', 90: 'Last 90 days' } as Record<number, string>,
  totals: (views: number, users: number) =>
    `${views.toLocaleString('en')} page ${views === 1 ? 'view' : 'views'} by ${users.toLocaleString('en')} ${
      users === 1 ? 'user' : 'users'
    }`,
  empty: 'No page views in this period.',
  byPath: 'Most viewed pages',
  byPartner: 'By partner',
  columns: { path: 'Page', partner: 'Partner', views: 'Views', users: 'Users' },
  networkStaff: 'Network staff',
};
