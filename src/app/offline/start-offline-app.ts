import { BRAND_PRIMARY } from '@/app/host/theme';
import {
  MANIFEST_URL,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  TOUCH_ICON_URL,
} from '@/shared/offline/offline-files';

function addToHead(tag: 'link' | 'meta', attributes: Record<string, string>): void {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.appendChild(element);
}

/**
 * Makes the standalone phone app installable and able to work offline (docs/offline.md): the web
 * app manifest, the home-screen icon and the service worker. The links are added here rather than
 * in the page: the same index.html is a qiankun host's entry and serves desktop, and qiankun keeps
 * a page's unknown links in what it puts into the host. Inside a host nothing happens (the host's
 * own workers are its business: none is registered, none removed), nor in development (no worker
 * there). After the page's load, when the browser is idle: nothing of it competes with the first load.
 */
export function startOfflineApp(): void {
  if (window.__POWERED_BY_QIANKUN__ || process.env.NODE_ENV !== 'production') return;
  if (!('serviceWorker' in navigator) || document.querySelector('link[rel="manifest"]')) return;
  const start = () => {
    addToHead('link', { rel: 'manifest', href: MANIFEST_URL });
    addToHead('link', { rel: 'apple-touch-icon', href: TOUCH_ICON_URL });
    addToHead('meta', { name: 'theme-color', content: BRAND_PRIMARY });
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .catch((error: unknown) => console.warn('[offline] the service worker was not registered', error));
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(start) : setTimeout(start));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
