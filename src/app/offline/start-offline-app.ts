import {
  MANIFEST_URL,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  TOUCH_ICON_URL,
} from '@/shared/offline/offline-files';

import { forgetKeptAnswers } from '@/shared/offline/forget-kept-answers';
import { whenSessionEnds } from '@/domains/session/session-end';

function addLink(rel: string, href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Makes the standalone phone app installable and able to work offline (docs/offline.md): the web
 * app manifest, the home-screen icon and the service worker (the theme colour is the manifest's). The links are added here rather than
 * in the page: the same index.html is a qiankun host's entry and serves desktop, and qiankun keeps
 * a page's unknown links in what it puts into the host. Inside a host nothing happens (the host's
 * own workers are its business: none is registered, none removed), nor in development (no worker
 * there). After the page's load, when the browser is idle: nothing of it competes with the first load.
 */
export function startOfflineApp(): void {
  if (window.__POWERED_BY_QIANKUN__ || process.env.NODE_ENV !== 'production') return;
  if (!('serviceWorker' in navigator) || document.querySelector('link[rel="manifest"]')) return;
  // Sign-out, an expired session, another tab's sign-out: the kept answers go with the session.
  whenSessionEnds(forgetKeptAnswers);
  const start = () => {
    addLink('manifest', MANIFEST_URL);
    addLink('apple-touch-icon', TOUCH_ICON_URL);
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      // Refused (a private window, storage off): the app works as before, online.
      .catch(() => undefined);
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(start) : setTimeout(start));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
