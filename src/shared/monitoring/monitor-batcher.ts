import { MONITOR_API } from '@contract/monitor/constants';
import {
  MONITOR_DETAIL_MAX,
  MONITOR_FLUSH_EVENTS,
  MONITOR_FLUSH_MS,
  MONITOR_PATH_MAX,
} from '@contract/monitor/constants';
import type { MonitorWireEvent } from '@contract/monitor/schemas';
import { apiOrigin } from '@/shared/request/api-origin';
import { SESSION_COOKIE, readSessionToken } from '@/shared/request/session-token';
import type { MonitorEvent } from './monitor-event';

interface MonitorBatcherOptions {
  /** Send once this many events wait (default MONITOR_FLUSH_EVENTS). */
  maxEvents?: number;
  /** Send at most this long after the first waiting event (default MONITOR_FLUSH_MS). */
  maxWaitMs?: number;
  /** The session token at the time of an event (default: the request client's). */
  readToken?: () => string | undefined;
}

export interface MonitorBatcher {
  add: (event: MonitorEvent) => void;
  /** Sends what waits now (page hidden, sign-out, unmount); resolves when the server answered. */
  flush: () => Promise<void>;
  /** Sends what waits and stops listening to the page. */
  dispose: () => void;
}

const KNOWN_CODES = new Set<unknown>([
  500,
  'CHUNK_LOAD_ERROR',
  'CSS_CHUNK_LOAD_FAILED',
  'RENDER_ERROR',
  'INVALID_LINK',
]);

/**
 * The event as the server takes it (contract/monitor/): no user, since the server puts the
 * session's user and partner on it (the email or staff marker the host's sink gets stays in the
 * browser); strings cut to the server's limits, so one long message never loses the whole batch.
 */
function toWireEvent(event: MonitorEvent): MonitorWireEvent | null {
  if (!KNOWN_CODES.has(event.code)) return null;
  const detail = event.chunk ?? event.message;
  return {
    code: event.code as MonitorWireEvent['code'],
    ...(event.path !== undefined ? { path: event.path.slice(0, MONITOR_PATH_MAX) } : {}),
    ...(detail !== undefined ? { detail: String(detail).slice(0, MONITOR_DETAIL_MAX) } : {}),
    time: Math.max(0, Math.round(event.time)),
  };
}

/**
 * Sends one batch. fetch with `keepalive` lets the request outlive the page (page hide, reload,
 * closing the tab) the way navigator.sendBeacon would; sendBeacon itself cannot be used because it
 * cannot set the `ctoken` header, the only place the server reads the session from
 * (docs/embedding.md, "A host on another site"). Failures are dropped: monitoring never disturbs the
 * user, and the host's own sink has already received every event.
 */
async function send(origin: string, token: string, eventList: MonitorWireEvent[]): Promise<void> {
  try {
    await fetch(`${origin}${MONITOR_API.batch}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'content-type': 'application/json', [SESSION_COOKIE]: token },
      body: JSON.stringify({ eventList }),
    });
  } catch {
    // Offline, or the browser refused the keepalive request: nothing to do.
  }
}

/**
 * Collects monitoring events and sends them to the server in batches (MON-ROUTE): after
 * `maxEvents` events, `maxWaitMs` after the first waiting one, when the page is hidden, and on
 * dispose (unmount). Events are only sent with the session they happened in: a batch never mixes
 * two sessions, and an event without a session (the sign-in page) is not sent, since the server
 * could not say whose it is.
 */
export function createMonitorBatcher(options: MonitorBatcherOptions = {}): MonitorBatcher {
  const maxEvents = options.maxEvents ?? MONITOR_FLUSH_EVENTS;
  const maxWaitMs = options.maxWaitMs ?? MONITOR_FLUSH_MS;
  const readToken = options.readToken ?? readSessionToken;
  let queue: MonitorWireEvent[] = [];
  let queueToken: string | undefined;
  // Taken while the app runs: by the time a host has unmounted it (and the flush on dispose runs),
  // qiankun has already taken back the injected public path the API origin comes from.
  let queueOrigin = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0 || !queueToken) return Promise.resolve();
    const batch = queue;
    const token = queueToken;
    queue = [];
    return send(queueOrigin, token, batch);
  };

  const add = (event: MonitorEvent) => {
    if (disposed) return;
    const token = readToken();
    const wire = toWireEvent(event);
    if (!token || !wire) return;
    // A new session (sign-in as someone else, partner switch): the old one's events go first.
    if (queueToken !== token) void flush();
    queueToken = token;
    queueOrigin = apiOrigin();
    queue.push(wire);
    if (queue.length >= maxEvents) void flush();
    else if (timer === undefined) timer = setTimeout(() => void flush(), maxWaitMs);
  };

  // The last chance a page reliably gets: it may never run again (tab closed, app switched away).
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') void flush();
  };
  const onPageHide = () => void flush();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);

  return {
    add,
    flush,
    dispose: () => {
      if (disposed) return;
      void flush();
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}
