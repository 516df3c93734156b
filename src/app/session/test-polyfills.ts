// What jsdom lacks and react-router (TextEncoder at import time) or the UI kits (matchMedia,
// ResizeObserver, MessageChannel) need. Tests import this first, before any module that uses them,
// until src/test/setup.ts provides them for everyone.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

if (!('MessageChannel' in globalThis)) {
  type Port = {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage: (data: unknown) => void;
  };
  class TimerMessageChannel {
    port1: Port;
    port2: Port;
    constructor() {
      const deliver = (to: () => Port) => (data: unknown) => setTimeout(() => to().onmessage?.({ data }), 0);
      this.port1 = { onmessage: null, postMessage: deliver(() => this.port2) };
      this.port2 = { onmessage: null, postMessage: deliver(() => this.port1) };
    }
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}
