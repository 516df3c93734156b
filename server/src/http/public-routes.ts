/**
 * The only routes that answer without a session ("METHOD url" as registered). Every other route
 * must refuse a caller without a session with the session code before it reads the body;
 * server/src/http/route-guard.test.ts lists every route and fails otherwise. Add a line here
 * only for a route meant to be public.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /healthz',
  'GET /readyz',
  'POST /api/spportal/auth/login.json',
  'POST /api/spportal/auth/sendResetEmail.json',
  'POST /api/spportal/auth/resetPassword.json',
  // Whether a reset link can still be used, checked when the page opens (it is not consumed).
  'POST /api/spportal/auth/checkResetToken.json',
  'GET /api/spportal/file/public/:fileUrl',
  // The second-factor step after a correct password: its pending token stands for the session.
  'POST /api/spportal/auth/secondFactor/verify.json',
  'POST /api/spportal/auth/secondFactor/enrolStart.json',
  'POST /api/spportal/auth/secondFactor/enrolConfirm.json',
  // The weekly digest's one-click unsubscribe: the token in its address stands for the user.
  'GET /api/spportal/digest/unsubscribe',
  'POST /api/spportal/digest/unsubscribe',
];
