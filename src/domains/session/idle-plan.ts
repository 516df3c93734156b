/** What the idle watch does next, from the server's answer (remaining and warning seconds). */
export type IdlePlan = { kind: 'wait'; ms: number } | { kind: 'warn'; seconds: number } | { kind: 'expired' };

/** Checks again once the warning time comes; warns inside it; expired at zero. */
export function idlePlan(remainingSeconds: number, warningSeconds: number): IdlePlan {
  if (remainingSeconds <= 0) return { kind: 'expired' };
  if (remainingSeconds <= warningSeconds) return { kind: 'warn', seconds: remainingSeconds };
  return { kind: 'wait', ms: (remainingSeconds - warningSeconds) * 1000 };
}

/** "1:05" for a countdown. */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.max(0, seconds) % 60).padStart(2, '0')}`;

/** Tabs of the portal tell each other about activity and sign-out on this channel. */
export const SESSION_CHANNEL = 'partner-portal-session';
export type SessionBroadcast = { type: 'alive' } | { type: 'signed-out' };

let channel: BroadcastChannel | null | undefined;

/**
 * This tab's one channel object: a channel never receives its own messages, so a tab does not
 * react to what it said itself. Null where BroadcastChannel does not exist.
 */
export function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
    // Under Node (tests) an open channel would keep the process alive.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

/** Tells the other tabs. */
export function broadcastSession(message: SessionBroadcast): void {
  sessionChannel()?.postMessage(message);
}
