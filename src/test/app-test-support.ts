/**
 * Test support for rendering the whole app in jsdom (app-level tests only); the common jsdom gaps
 * are filled by src/test/jsdom-polyfills.ts for every test.
 */

export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

export function installBrowserPolyfills(): void {
  if (!('IntersectionObserver' in window)) {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
  }
}

/** Puts the browser at `path` before the app's router is created. */
export function visit(path: string): void {
  window.history.replaceState(null, '', path);
}

export const here = (): string =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;
