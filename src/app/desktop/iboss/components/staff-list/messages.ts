/** Text of the staff list page (components/staff-list): its count, selection and states. */
export const staffListMessages = {
  count: (total: number) => `${total.toLocaleString('en-US')} in total`,
  selected: (count: number) => `${count} selected`,
  clearSelection: 'Clear selection',
  selectRow: (name: string) => `Select ${name}`,
  bulkActions: 'Actions on the selected rows',
  loadFailed: 'This list could not be loaded.',
  retry: 'Try again',
  noPermission: 'No permission',
  empty: 'Nothing here yet.',
  emptyFiltered: 'Nothing matches the search or filters.',
  clearFilters: 'Clear search and filters',
  cancel: 'Cancel',
  actionFailed: 'The action failed.',
};
