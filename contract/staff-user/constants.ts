/**
 * Plain values of the staff user calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

export const STAFF_USER_API = {
  pageQuery: '/api/spportal/iboss/user/pageQuery.json',
  create: '/api/spportal/iboss/user/create.json',
  update: '/api/spportal/iboss/user/update.json',
  setDisabled: '/api/spportal/iboss/user/setDisabled.json',
  unlock: '/api/spportal/iboss/user/unlock.json',
  sendReset: '/api/spportal/iboss/user/sendReset.json',
} as const;

export const USER_ROLES = ['PARTNER', 'ADMIN', 'STAFF'] as const;

export type UserRole = (typeof USER_ROLES)[number];

/** LOCKED: enabled, but too many failed sign-ins in the throttle window. */
export const USER_STATUSES = ['ACTIVE', 'DISABLED', 'LOCKED'] as const;

export type UserStatus = (typeof USER_STATUSES)[number];
