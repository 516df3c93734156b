import { expect } from '@playwright/test';
import type { APIRequestContext, APIResponse, Browser, BrowserContext, Page } from '@playwright/test';
import { desktopContext } from './devices';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/src/seed/demo-accounts';
import { totpCodeAt } from '../../server/src/security/second-factor';

export const PARTNER_EMAIL = 'ops@gcash.demo';
export const STAFF_EMAIL = 'staff@partner-portal.demo';
export const ADMIN_EMAIL = 'admin@partner-portal.demo';
export { DEMO_PASSWORD, DEMO_TOTP_SECRET };

const LOGIN = '/api/spportal/auth/login.json';
const VERIFY = '/api/spportal/auth/secondFactor/verify.json';
const DEVICE_COOKIE = 'pp_device';

/**
 * The remembered-device token of each demo staff or admin account, per portal origin, for this
 * test run: the first sign-in passes the second factor with the demo secret (docs/security.md,
 * "Second factor") and asks to remember the device; every later context gets that cookie, as a
 * browser that ticked "Remember this device" would, so the same code is never sent twice (the
 * server refuses a replayed code).
 */
const devices = new Map<string, string>();

/** The current code of the demo secret; after a refusal (a replay), the code of the next step. */
async function codeAfter(refusedStep: number | null): Promise<string> {
  const stepOf = () => Math.floor(Date.now() / 30_000);
  while (refusedStep !== null && stepOf() <= refusedStep) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return totpCodeAt(DEMO_TOTP_SECRET, new Date());
}

type LoginBody = {
  success: boolean;
  resultCode: string;
  data?: { email: string; givenName: string; familyName: string; fullName: string; role: string };
  secondFactor?: { step: string; pendingToken: string };
};

/** The sign-in's answer, with the second factor passed for a demo staff or admin account. */
async function signInCall(context: BrowserContext, portalOrigin: string, email: string, password: string) {
  await rememberDemoDevice(context, portalOrigin, email);
  let response: APIResponse = await context.request.post(`${portalOrigin}${LOGIN}`, {
    data: { email, password },
  });
  let body = (await response.json()) as LoginBody;
  let refusedStep: number | null = null;
  for (let attempt = 0; body.secondFactor && attempt < 2; attempt += 1) {
    const pendingToken: string = body.secondFactor.pendingToken;
    response = await context.request.post(`${portalOrigin}${VERIFY}`, {
      data: { pendingToken, code: await codeAfter(refusedStep), rememberDevice: true },
    });
    const verified = (await response.json()) as LoginBody;
    if (verified.success) {
      body = verified;
      break;
    }
    // The code of this step was used by an earlier sign-in: a new password step, the next code.
    refusedStep = Math.floor(Date.now() / 30_000);
    body = (await (
      await context.request.post(`${portalOrigin}${LOGIN}`, { data: { email, password } })
    ).json()) as LoginBody;
  }
  // The cookie's path is the sign-in calls' (it is sent nowhere else).
  const device = (await context.cookies(`${portalOrigin}${LOGIN}`)).find((c) => c.name === DEVICE_COOKIE);
  if (device) devices.set(`${portalOrigin} ${email}`, device.value);
  return body;
}

/**
 * Gives the context the remembered-device cookie of a demo account that signed in before in this
 * run, so a sign-in through the form asks for no code (the second factor's own spec tests that step).
 */
export async function rememberDemoDevice(
  context: BrowserContext,
  portalOrigin: string,
  email: string,
): Promise<void> {
  const token = devices.get(`${portalOrigin} ${email}`);
  if (!token) return;
  const { hostname } = new URL(portalOrigin);
  await context.addCookies([
    {
      name: DEVICE_COOKIE,
      value: token,
      domain: hostname,
      path: '/api/spportal/auth',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/**
 * Makes sure a demo staff or admin account has a remembered device for this origin (signing it in
 * once through the API if needed) and gives it to the context: the form's sign-in then needs no code.
 */
export async function prepareDemoSignIn(
  context: BrowserContext,
  portalOrigin: string,
  email: string,
): Promise<void> {
  if (email !== STAFF_EMAIL && email !== ADMIN_EMAIL) return;
  if (!devices.has(`${portalOrigin} ${email}`)) {
    const scratch = await context.browser()!.newContext();
    try {
      await signInCall(scratch, portalOrigin, email, DEMO_PASSWORD);
    } finally {
      await scratch.close();
    }
  }
  await rememberDemoDevice(context, portalOrigin, email);
}

/**
 * Signs in through the API (sets the ctoken cookie for the portal's host name, which the demo
 * host shares) and stores userInfo the way the login page does, for `origin`'s localStorage.
 */
export async function signIn(
  context: BrowserContext,
  portalOrigin: string,
  email = PARTNER_EMAIL,
): Promise<void> {
  const body = await signInCall(context, portalOrigin, email, DEMO_PASSWORD);
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

/**
 * Signs in through the login page (it remembers the role the staff area checks) and lands on
 * `route`; a demo staff or admin account passes the second factor by its remembered device.
 */
export async function signInThroughForm(page: Page, portalOrigin: string, route: string, email: string) {
  await prepareDemoSignIn(page.context(), portalOrigin, email);
  await page.goto(`${portalOrigin}/auth/login?redirect=${encodeURIComponent(route)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${route}`);
}

/**
 * A partner user's call through the API with a session of its own (the ctoken header the app
 * sends), for what that partner sees. A refused sign-in fails here, by name.
 */
export async function partnerCall<T>(
  request: APIRequestContext,
  portalOrigin: string,
  email: string,
  url: string,
  data: object,
): Promise<T> {
  const login = await request.post(`${portalOrigin}${LOGIN}`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const token = /ctoken=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1] ?? '';
  const response = await request.post(`${portalOrigin}${url}`, { data, headers: { ctoken: token } });
  return (await response.json()) as T;
}

/** A new desktop context signed in as the demo staff account, on `path` of the portal. */
export async function staffPage(browser: Browser, portalOrigin: string, path: string): Promise<Page> {
  const context = await browser.newContext(desktopContext);
  await signIn(context, portalOrigin, STAFF_EMAIL);
  const page = await context.newPage();
  await page.goto(`${portalOrigin}${path}`);
  return page;
}
