import type { MessageInstance } from 'antd/es/message/interface';

// The same module and chunk as the static APIs' clean-up (src/app/host/antd-isolation.tsx).
const load = (): Promise<MessageInstance> =>
  import(/* webpackChunkName: "antd-static-message" */ 'antd/es/message').then((module) => module.default);

/**
 * Starts loading antd's message when a header action that reports is about to be used (the pointer
 * or focus on it, its menu opened), so the message is ready by the time the action ends.
 */
export function preloadHeaderMessage(): void {
  load().catch(() => undefined);
}

/**
 * Shows a header action's outcome with antd's static message. Its code (message and notification,
 * about 7 KiB on the wire) loads when an action first reports, not with every first screen
 * (budgets.json, README "Quality gates").
 */
export function showHeaderMessage(kind: 'success' | 'error', content: string): void {
  load().then(
    (message) => void message[kind](content),
    () => undefined,
  );
}
