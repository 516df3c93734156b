import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';

export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Debian's Chromium, headless; extra flags e.g. --js-flags=--expose-gc. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      ...extraArgs,
    ],
  });
}

/** Signs a browser context in through the API (the ctoken cookie is shared by the portal and the host). */
export async function signIn(
  context: BrowserContext,
  portalOrigin: string,
  email: string,
  password: string,
): Promise<void> {
  const response = await context.request.post(`${portalOrigin}/api/spportal/auth/login.json`, {
    data: { email, password },
  });
  const body = (await response.json()) as { success: boolean; resultCode: string };
  if (!body.success) throw new Error(`sign-in failed for ${email}: ${body.resultCode}`);
}
