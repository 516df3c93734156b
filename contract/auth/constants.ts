/**
 * Plain values of the auth calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const AUTH_API = {
  login: '/api/spportal/auth/login.json',
  logout: '/api/spportal/auth/logout.json',
  sendResetEmail: '/api/spportal/auth/sendResetEmail.json',
  resetPassword: '/api/spportal/auth/resetPassword.json',
  checkResetToken: '/api/spportal/auth/checkResetToken.json',
  changePassword: '/api/spportal/auth/changePassword.json',
  sessions: '/api/spportal/auth/sessions.json',
  revokeSession: '/api/spportal/auth/revokeSession.json',
  revokeOtherSessions: '/api/spportal/auth/revokeOtherSessions.json',
  /** How long the session has left; does not count as activity. */
  sessionStatus: '/api/spportal/auth/sessionStatus.json',
  /** The same, after restarting the idle clock. */
  keepAlive: '/api/spportal/auth/keepAlive.json',
} as const;

/** Where the reset mail's link points, on the portal's standalone origin: `?token=...`. */
export const RESET_LINK_PATH = '/auth/reset-password';
