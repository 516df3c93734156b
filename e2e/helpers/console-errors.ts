import type { Page } from '@playwright/test';

interface ConsoleErrors {
  /** Console errors and uncaught page errors seen so far, minus the allowed ones. */
  readonly messages: string[];
}

/**
 * Collects console errors and uncaught exceptions of a page. `allow` lists patterns that are
 * expected in a scenario (e.g. the 401 of a signed-out current-user call).
 */
export function collectConsoleErrors(page: Page, allow: RegExp[] = []): ConsoleErrors {
  const messages: string[] = [];
  const keep = (text: string) => {
    if (!allow.some((pattern) => pattern.test(text))) messages.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`pageerror: ${error.message}`));
  return { messages };
}

/** What a signed-out visit legitimately logs: the 401 of the current-user call (SESSION-USER logs the failure). */
export const SIGNED_OUT_NOISE = [/status of 401/, /get user info failed/i];
