import type { MessageInstance } from 'antd/es/message/interface';

// The same module and chunk as the static APIs' clean-up (src/app/host/antd-isolation.tsx).
const load = (): Promise<MessageInstance> =>
  import(/* webpackChunkName: "antd-static-message" */ 'antd/es/message').then((module) => module.default);

/**
 * Starts loading antd's message when an action that reports is about to be used (the pointer or
 * focus on it, its menu opened), so the message is ready by the time the action ends.
 */
export function preloadMessage(): void {
  load().catch(() => undefined);
}

/**
 * Shows an action's outcome with antd's static message (our prefix, theme and container: see
 * antd-isolation.tsx). Its code (message and notification, about 8 KiB on the wire) loads when an
 * action first reports, not with the first screen (budgets.json, docs/quality-gates.md). One
 * `key` shows one message at a time: a newer one replaces it.
 */
export function showMessage(kind: 'success' | 'error', content: string, key?: string): void {
  load().then(
    (message) => void message[kind]({ content, key }),
    () => undefined,
  );
}
