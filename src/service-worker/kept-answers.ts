import { Strategy } from 'workbox-strategies';
import type { StrategyHandler } from 'workbox-strategies';
import { FETCHED_AT_HEADER, READ_MESSAGE, SESSION_HEADER } from '@/shared/offline/offline-reads';
import type { ReadMessage } from '@/shared/offline/offline-reads';
import type { WorkerScope } from './worker-scope';

declare const self: WorkerScope;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Where a read's answer is kept: a GET key (Cache Storage keeps no POST) naming the session and
 * the call. The session is the token the call carries, hashed: another user, or the same admin
 * after a partner switch (a new token), never finds this session's answers. Reads the body of a
 * copy, so it runs before the request goes out.
 */
export async function keyOf(request: Request): Promise<Request | null> {
  const token = request.headers.get(SESSION_HEADER);
  if (!token) return null;
  const url = new URL(request.url);
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const [session, call] = await Promise.all([
    sha256(token),
    sha256(`${request.method} ${url.search} ${body}`),
  ]);
  return new Request(`${url.origin}${url.pathname}?session=${session}&call=${call}`);
}

/**
 * Keeps one session's answers only: the first kept answer of a new session (another user, or a
 * partner switch, which gives a new token) deletes the previous session's.
 */
async function forgetOtherSessions(cacheName: string, key: Request): Promise<void> {
  const session = new URL(key.url).searchParams.get('session');
  const cache = await caches.open(cacheName);
  for (const kept of await cache.keys()) {
    if (new URL(kept.url).searchParams.get('session') !== session) await cache.delete(kept);
  }
}

/** A successful envelope, copied with the time it was fetched; null for anything else. */
async function keepable(response: Response, fetchedAt: string): Promise<Response | null> {
  if (response.status !== 200) return null;
  const text = await response.clone().text();
  try {
    if ((JSON.parse(text) as { success?: unknown }).success !== true) return null;
  } catch {
    return null;
  }
  return new Response(text, {
    status: 200,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/json; charset=utf-8',
      [FETCHED_AT_HEADER]: fetchedAt,
    },
  });
}

/** Pages this worker answered lately, each with its reads' last message (by path); the oldest go first. */
const toldPages = new Map<string, Map<string, ReadMessage>>();
const TOLD_PAGES_KEPT = 20;

/** What the worker told a page so far (READS_SO_FAR): the page's screen code may have come later. */
export const toldSoFar = (clientId: string): ReadMessage[] => [...(toldPages.get(clientId)?.values() ?? [])];

/** Tells the page that made the call where its answer came from (src/app/offline/read-stamps.ts). */
async function tell(clientId: string | undefined, read: Omit<ReadMessage, 'type'>): Promise<void> {
  if (!clientId) return;
  const message: ReadMessage = { type: READ_MESSAGE, ...read };
  const told = toldPages.get(clientId) ?? new Map<string, ReadMessage>();
  toldPages.delete(clientId);
  toldPages.set(clientId, told.set(read.path, message));
  if (toldPages.size > TOLD_PAGES_KEPT) toldPages.delete(toldPages.keys().next().value!);
  (await self.clients.get(clientId))?.postMessage(message);
}

/**
 * Network first, with the last successful answer of the same call in the same session when the
 * network fails (docs/offline.md). Workbox's NetworkFirst keys the cache by the request itself,
 * which a POST read and a per-session key rule out: this strategy keys by keyOf.
 */
export class KeptAnswers extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const key = await keyOf(request);
    const path = new URL(request.url).pathname;
    const clientId = (handler.event as { clientId?: string }).clientId;
    let response: Response;
    try {
      response = await handler.fetch(request);
    } catch (error) {
      const kept = key ? await handler.cacheMatch(key) : undefined;
      if (!kept) throw error;
      const fetchedAt = kept.headers.get(FETCHED_AT_HEADER) ?? '';
      await tell(clientId, { path, fetchedAt, fromCache: true });
      return kept;
    }
    const fetchedAt = new Date().toISOString();
    const toKeep = key ? await keepable(response, fetchedAt) : null;
    if (key && toKeep) {
      void handler.waitUntil(
        handler.cachePut(key, toKeep).then(() => forgetOtherSessions(this.cacheName, key)),
      );
    }
    await tell(clientId, { path, fetchedAt, fromCache: false });
    return response;
  }
}
