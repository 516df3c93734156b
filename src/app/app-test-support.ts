/**
 * Test support for rendering the whole app in jsdom: the browser APIs the UI kits expect and
 * jsdom lacks. Imported by the app-level tests only.
 */
import { TextDecoder, TextEncoder } from 'node:util';
// The data router builds fetch Request objects; jsdom has none, whatwg-fetch fills them in.
import 'whatwg-fetch';

// react-router reads these at import time; jsdom does not provide them. Import this module first.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

export function installBrowserPolyfills(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
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
