import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

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

/**
 * Signs a context in the way the login page does (the ctoken cookie, and userInfo in localStorage,
 * which the staff area reads for the role): the e2e suite's helper, so a bench measures the same
 * signed-in screens the tests open.
 */
export { signIn } from '../../e2e/helpers/session';
