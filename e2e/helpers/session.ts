import type { BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-accounts';

export const PARTNER_EMAIL = 'ops@gcash.demo';
export const STAFF_EMAIL = 'staff@partner-portal.demo';
export const ADMIN_EMAIL = 'admin@partner-portal.demo';
export { DEMO_PASSWORD };

/**
 * Signs in through the API (sets the ctoken cookie for the portal's host name, which the demo
 * host shares) and stores userInfo the way the login page does, for `origin`'s localStorage.
 */
export async function signIn(
  context: BrowserContext,
  portalOrigin: string,
  email = PARTNER_EMAIL,
): Promise<void> {
  const response = await context.request.post(`${portalOrigin}/api/spportal/auth/login.json`, {
    data: { email, password: DEMO_PASSWORD },
  });
  const body = (await response.json()) as {
    success: boolean;
    resultCode: string;
    data?: { email: string; givenName: string; familyName: string; fullName: string; role: string };
  };
  if (!body.success || !body.data) throw new Error(`demo sign-in failed for ${email}: ${body.resultCode}`);
  const user = body.data;
  const userInfo = JSON.stringify({
    email: user.email,
    userEmail: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    userName: user.fullName,
    role: user.role,
  });
  // Every page of the context starts with it while signed in, on the portal's origin only (the
  // staff area reads the role); after a sign-out (no ctoken cookie) nothing is put back.
  await context.addInitScript(
    ({ origin, value }) => {
      const signedIn = document.cookie.split('; ').some((c) => c.startsWith('ctoken='));
      if (window.location.origin === origin && signedIn && !window.localStorage.getItem('userInfo')) {
        window.localStorage.setItem('userInfo', value);
      }
    },
    { origin: portalOrigin, value: userInfo },
  );
}

/**
 * Calls the API as the context's signed-in user: its cookies plus the ctoken header the app sends
 * with every call (the server refuses a call that carries the cookie alone).
 */
export async function apiCall<T>(
  context: BrowserContext,
  portalOrigin: string,
  url: string,
  data: object,
): Promise<T> {
  const token = (await context.cookies(portalOrigin)).find((c) => c.name === 'ctoken')?.value ?? '';
  const response = await context.request.post(`${portalOrigin}${url}`, { data, headers: { ctoken: token } });
  return (await response.json()) as T;
}
