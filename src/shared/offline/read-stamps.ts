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

/**
 * Whether `screen` shows kept figures, and from when; `refresh` reloads the screen when the
 * connection comes back.
 */
export function useOfflineFigures(screen: OfflineScreen, refresh: () => unknown = nothing): OfflineFigures {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const backOnline = () => void latest.current();
    window.addEventListener('online', backOnline);
    return () => window.removeEventListener('online', backOnline);
  }, []);
  const shown = SCREEN_READS[screen].flatMap((path) => reads.get(path) ?? []);
  const kept = shown.filter((read) => read.fromCache);
  const offline = !navigator.onLine || kept.length > 0;
  const times = (kept.length > 0 ? kept : shown).map((read) => read.fetchedAt).sort();
  return { offline, asOf: offline ? (times[0] ?? null) : null };
}
