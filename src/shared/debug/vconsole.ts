import type { Platform } from '@/shared/device/device';
import type { Environment } from '@/shared/env/environment';
import { setDebugConsole } from './debug-console-handle';

export const wantsDebugConsole = (env: Environment, platform: Platform): boolean =>
  platform === 'mobile' && (env === 'dev' || env === 'sim');

/**
 * Resolves once the page has loaded and the browser is idle: the debug console (about 64 KiB) must
 * not take bandwidth from the first screen's code and data on a slow phone (docs/quality-gates.md).
 */
function afterFirstLoad(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/** What leaveNothing() reads of vConsole's internals (protected in its types). */
interface VConsoleInternals {
  pluginList?: Record<string, { resourceErrorHandler?: EventListener }>;
}

/**
 * vConsole (3.15) adds its log plugin's resource-error listener to the window in the capture
 * phase and removes it in the bubble phase, so destroy() leaves it registered, and through it the
 * whole destroyed console (its panel's DOM, about 60 nodes, and its plugins) stays alive in the
 * host's page after every unmount (docs/embedding.md: we leave nothing behind). The listeners
 * are read before destroy() and removed afterwards in the phase they were added in.
 */
function destroyCompletely(instance: object & { destroy: () => void }, styles: Element[]): void {
  const plugins = Object.values((instance as VConsoleInternals).pluginList ?? {});
  const handlers = plugins.map((plugin) => plugin.resourceErrorHandler).filter((h) => h !== undefined);
  instance.destroy();
  handlers.forEach((handler) => window.removeEventListener('error', handler, true));
  // Its style elements: destroy() takes them out of the page directly, which a qiankun host does
  // not see; the host keeps them in its list of the app's styles, puts them back on the next
  // mount, and the new console adds its own again (7 more style elements every cycle). Removed
  // through the head, the host forgets them; one already out of the page is not a child (caught).
  for (const style of styles) {
    try {
      document.head.removeChild(style);
    } catch {
      // not in the head any more
    }
  }
}

const styleElements = () => new Set(document.querySelectorAll('style, link[rel="stylesheet"]'));

/**
 * ENV-VCONSOLE: the debug console loads only in dev and sim on mobile, from its own lazy chunk,
 * after the first load. `signal` is the app's unmount: the console is never created after it, and
 * one created before it is destroyed with it. Waiting for the load event and idle time leaves a
 * real window in which a host can unmount the portal; a console created then would stay in the
 * host's page (docs/embedding.md: we leave nothing behind).
 */
export async function loadDebugConsole(
  env: Environment,
  platform: Platform,
  signal: AbortSignal,
): Promise<void> {
  if (!wantsDebugConsole(env, platform)) return;
  await afterFirstLoad();
  if (signal.aborted) return;
  const { default: VConsole } = await import(/* webpackChunkName: "vconsole" */ 'vconsole');
  if (signal.aborted) return;
  const before = styleElements();
  const instance = new VConsole();
  const styles = [...styleElements()].filter((element) => !before.has(element));
  // Its floating button covered whatever lay under it (a back link, a sheet's row, KPI cards):
  // hidden, and the "More" sheet opens the console instead (debug-console-handle.ts).
  instance.hideSwitch();
  setDebugConsole(instance);
  signal.addEventListener(
    'abort',
    () => {
      setDebugConsole(null);
      destroyCompletely(instance, styles);
    },
    { once: true },
  );
}
