import { ANSWER_CACHE } from './offline-files';

/**
 * Deletes every answer the phone app kept for offline use (docs/offline.md): the session ended or
 * changed partner, and no one after it may see them. Inside a host the cache storage is the host's
 * origin's, where the portal keeps nothing: left alone.
 */
export function forgetKeptAnswers(): void {
  if (window.__POWERED_BY_QIANKUN__ || typeof caches === 'undefined') return;
  caches.delete(ANSWER_CACHE).catch(() => undefined);
}
