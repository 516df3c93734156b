import { addErrorHandler, loadMicroApp, registerMicroApps, start } from 'qiankun';
import type { MicroApp } from 'qiankun';
import './host.css';
import { clearLoadFailure, showLoadFailure } from './load-failure';
import {
  historyTypeFrom,
  isPortalActive,
  mountModeFrom,
  PORTAL_APP_NAME,
  PORTAL_BASE_PATH,
  portalEntry,
  portalHref,
  sandboxFor,
  styleIsolationFrom,
} from './portal-entry';

declare global {
  interface Window {
    /** Everything the portal reported through the host's monitoring sink (read by e2e and benchmarks). */
    __hostMonitorEvents: unknown[];
    /** Errors the portal announced with its custom DOM event. */
    __hostPortalErrors: unknown[];
    /** Lifecycle timings in ms, pushed by qiankun's hooks (read by the mount benchmark). */
    __hostLifecycle: { event: string; at: number }[];
  }
}

const HISTORY_KEY = 'host-demo:history';
const historyType = historyTypeFrom(window.location.search, sessionStorage.getItem(HISTORY_KEY));
sessionStorage.setItem(HISTORY_KEY, historyType);

window.__hostMonitorEvents = [];
window.__hostPortalErrors = [];
window.__hostLifecycle = [];

const counter = document.getElementById('host-monitor-count');
const home = document.getElementById('host-home');
const portalContainer = document.getElementById('portal-container')!;
const entry = portalEntry(window.location);
const reload = () => window.location.reload();

window.addEventListener('partner-portal:error', (event) => {
  window.__hostPortalErrors.push((event as CustomEvent).detail);
});

/** Called after each host link click (the manual mount mode listens here). */
const hostNavigation: (() => void)[] = [];

function go(path: string) {
  window.history.pushState(null, '', path);
  showHostContent();
  hostNavigation.forEach((listener) => listener());
}

function showHostContent() {
  const active = isPortalActive(historyType, window.location);
  if (home) home.hidden = active;
  if (!active) clearLoadFailure(portalContainer);
}

document.querySelectorAll<HTMLAnchorElement>('a[data-host-route]').forEach((link) => {
  const target = link.dataset.hostRoute === 'portal' ? portalHref(historyType) : '/';
  link.href = target;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    go(target);
  });
});
window.addEventListener('popstate', showHostContent);
window.addEventListener('hashchange', showHostContent);
showHostContent();

const stamp = (event: string) => async () => {
  window.__hostLifecycle.push({ event, at: performance.now() });
};

const props = {
  basePath: PORTAL_BASE_PATH,
  historyType,
  monitor: (event: unknown) => {
    window.__hostMonitorEvents.push(event);
    if (counter) counter.textContent = String(window.__hostMonitorEvents.length);
  },
};
const lifeCycles = {
  beforeMount: [stamp('beforeMount')],
  afterMount: [stamp('afterMount'), async () => clearLoadFailure(portalContainer)],
  beforeUnmount: [stamp('beforeUnmount')],
  afterUnmount: [stamp('afterUnmount')],
};
const sandbox = sandboxFor(styleIsolationFrom(window.location.search));

if (mountModeFrom(window.location.search) === 'manual') {
  // The host's own routing: loadMicroApp on entering, into a new element each visit; unmount and
  // remove it on leaving. One change at a time, so a quick leave waits for the mount it follows.
  const container = portalContainer;
  let mounted: { app: MicroApp; slot: HTMLElement } | null = null;
  let visits = 0;
  let queue = Promise.resolve();
  const sync = () => {
    queue = queue.then(async () => {
      const active = isPortalActive(historyType, window.location);
      if (active && !mounted) {
        const slot = document.createElement('div');
        visits += 1;
        slot.dataset.portalSlot = String(visits);
        container.appendChild(slot);
        const app = loadMicroApp(
          { name: PORTAL_APP_NAME, entry, container: slot, props },
          { sandbox },
          lifeCycles,
        );
        mounted = { app, slot };
        await app.mountPromise.catch(() => showLoadFailure(slot, entry, reload));
      } else if (!active && mounted) {
        const { app, slot } = mounted;
        mounted = null;
        // A portal that never started has nothing to unmount; its slot goes all the same.
        if (app.getStatus() === 'MOUNTED') await app.unmount();
        slot.remove();
      }
    });
  };
  hostNavigation.push(sync);
  window.addEventListener('popstate', sync);
  window.addEventListener('hashchange', sync);
  sync();
} else {
  registerMicroApps(
    [
      {
        name: PORTAL_APP_NAME,
        entry,
        container: '#portal-container',
        activeRule: (location) => isPortalActive(historyType, location),
        props,
      },
    ],
    lifeCycles,
  );
  // single-spa reports a portal that could not be fetched or started here (and tries again on the
  // next route change); without a handler it only throws into the console.
  addErrorHandler((error) => {
    if ((error as { appOrParcelName?: string }).appOrParcelName !== PORTAL_APP_NAME) return;
    if (isPortalActive(historyType, window.location)) showLoadFailure(portalContainer, entry, reload);
  });
  start({ prefetch: false, sandbox });
}
