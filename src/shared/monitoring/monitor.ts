import type { MonitorEvent, MonitorSink } from './monitor-event';

const BUFFER_SIZE = 100;
const recent: MonitorEvent[] = [];

/** Standalone default: keeps the last events in memory (inspectable in a debug console) and logs them in development. */
export const defaultSink: MonitorSink = (event) => {
  recent.push(event);
  if (recent.length > BUFFER_SIZE) recent.shift();
  if (process.env.NODE_ENV === 'development') console.info('[monitor]', event);
};

let sink: MonitorSink = defaultSink;

/** The server batcher of the mounted app (monitor-batcher.ts), beside whatever sink is set. */
interface Forwarder {
  add: MonitorSink;
  flush: () => Promise<void>;
}
let forwarder: Forwarder | null = null;

export function setMonitorSink(next: MonitorSink | undefined): void {
  sink = typeof next === 'function' ? next : defaultSink;
}

/** The mounted app sends every event to the server too; null on unmount. */
export function setMonitorForwarder(next: Forwarder | null): void {
  forwarder = next;
}

/** Sends the waiting events now (before a sign-out ends the session they belong to); never rejects. */
export async function flushMonitor(): Promise<void> {
  try {
    await forwarder?.flush();
  } catch {
    // Monitoring never gets in the way.
  }
}

/**
 * Never throws: a broken sink must not break the screen that reports. The host's sink (or the
 * default one) gets every event whatever the server batcher does, and the reverse.
 */
export function report(event: Omit<MonitorEvent, 'time'>): void {
  const stamped = { ...event, time: Date.now() };
  try {
    sink(stamped);
  } catch {
    // The host's sink failed; nothing sensible to do but carry on.
  }
  try {
    forwarder?.add(stamped);
  } catch {
    // Same for the batcher.
  }
}

export const recentEvents = (): readonly MonitorEvent[] => recent.slice();
