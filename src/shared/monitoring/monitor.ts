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

export function setMonitorSink(next: MonitorSink | undefined): void {
  sink = typeof next === 'function' ? next : defaultSink;
}

/** Never throws: a broken sink must not break the screen that reports. */
export function report(event: Omit<MonitorEvent, 'time'>): void {
  try {
    sink({ ...event, time: Date.now() });
  } catch {
    // The host's sink failed; nothing sensible to do but carry on.
  }
}

export const recentEvents = (): readonly MonitorEvent[] => recent.slice();
