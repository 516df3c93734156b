import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isReadMessage, READS_SO_FAR, SCREEN_READS } from './offline-reads';
import type { OfflineScreen, ReadMessage } from './offline-reads';

/**
 * Where the answers on the phone's offline screens came from (docs/offline.md): the service worker
 * tells the page after each kept read (src/service-worker/kept-answers.ts), and the browser tells
 * it when the connection goes and comes back.
 */
const reads = new Map<string, ReadMessage>();
const listeners = new Set<() => void>();
let version = 0;
let listening = false;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function take(message: unknown): void {
  if (!isReadMessage(message)) return;
  reads.set(message.path, message);
  changed();
}

const worker = () => (typeof navigator === 'undefined' ? undefined : navigator.serviceWorker);

/** Starts listening, and asks the worker what it answered before (the landing's early reads). */
function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  worker()?.addEventListener('message', (event) => take(event.data));
  const controller = worker()?.controller;
  if (!controller) return;
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => {
    for (const message of Array.isArray(event.data) ? event.data : []) {
      if (!reads.has((message as ReadMessage).path)) take(message);
    }
  };
  controller.postMessage({ type: READS_SO_FAR }, [channel.port2]);
}

function subscribe(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => version;

export interface OfflineFigures {
  /** The network is gone (the browser says so, or a read of this screen was answered from the cache). */
  offline: boolean;
  /** When the figures shown were fetched, the oldest of the screen's answers (ISO 8601); null when unknown. */
  asOf: string | null;
}

const nothing = () => undefined;
/** How long after a kept answer, while online, the screen asks again. */
const ASK_AGAIN_MS = 3000;

/**
 * Whether `screen` shows kept figures, and from when; `refresh` reloads the screen when the
 * connection comes back.
 */
export function useOfflineFigures(screen: OfflineScreen, refresh: () => unknown = nothing): OfflineFigures {
  const seen = useSyncExternalStore(subscribe, snapshot, snapshot);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const backOnline = () => void latest.current();
    window.addEventListener('online', backOnline);
    return () => window.removeEventListener('online', backOnline);
  }, []);
  const shown = SCREEN_READS[screen].flatMap((path) => reads.get(path) ?? []);
  const kept = shown.filter((read) => read.fromCache);
  // The browser says the connection is back, but a read still came from the cache: the network
  // was not usable yet when the screen asked again (the worker's own connection can come back
  // after the page's 'online' event). Ask again shortly, until every answer is fresh.
  const stillKept = navigator.onLine && kept.length > 0;
  useEffect(() => {
    if (!stillKept) return undefined;
    const timer = window.setTimeout(() => void latest.current(), ASK_AGAIN_MS);
    return () => window.clearTimeout(timer);
  }, [stillKept, seen]);
  const offline = !navigator.onLine || kept.length > 0;
  const times = (kept.length > 0 ? kept : shown).map((read) => read.fetchedAt).sort();
  return { offline, asOf: offline ? (times[0] ?? null) : null };
}
