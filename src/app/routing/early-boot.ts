import { startEarlySessionCheck } from '@/domains/session/early-check';
import { platformForUserAgent } from '@/shared/device/device';
import type { Platform } from '@/shared/device/device';
import { readSessionToken } from '@/shared/request/session-token';
import {
  currentAppPath,
  landingChunkNames,
  preloadLandingChunks,
  scriptOnlyLoader,
  treeChunk,
} from './landing-chunks';
import { primeLandingReads } from './landing-reads';

/** The landing the boot below started, until createApp takes it. */
let started: string | null = null;

const landingKey = (platform: Platform, path: string) => `${platform} ${path}`;

/**
 * A standalone page load with a session, on a partner section: starts the tree's, the layout's and
 * the page's downloads and the session check (then the page's reads) as soon as the first chunk
 * begins to run, before the rest of it (React, the router, the kit's runtime) is evaluated: on the
 * slow profile that evaluation kept the network idle for about half a second before createApp
 * started the same work (docs/quality-gates.md). index.tsx imports this module first; it imports
 * nothing of React. Under a qiankun host createApp starts them, with the host's base path.
 */
export function bootLandingEarly(): void {
  if (window.__POWERED_BY_QIANKUN__ || !document.getElementById('root') || !readSessionToken()) return;
  const platform = platformForUserAgent(navigator.userAgent);
  const path = currentAppPath('browser', '/');
  const landing = landingChunkNames(platform, path);
  if (landing.length === 0) return;
  started = landingKey(platform, path);
  // The tree and the layout first, side by side; the page once they are in. Scripts only: their
  // style sheets wait for the app's container (scriptOnlyLoader).
  preloadLandingChunks([treeChunk(platform), ...landing], 2, scriptOnlyLoader());
  startEarlySessionCheck(() => primeLandingReads(landing));
}

/** Whether bootLandingEarly already started this landing (once: a later mount starts its own). */
export function takeEarlyLanding(platform: Platform, path: string): boolean {
  const taken = started === landingKey(platform, path);
  started = null;
  return taken;
}
