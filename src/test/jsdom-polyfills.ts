/**
 * Browser APIs jsdom lacks that react-router (TextEncoder at import time) and the UI kits
 * (matchMedia, ResizeObserver, MessageChannel) use. Loaded by jest before every client test file.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

if (!('MessageChannel' in globalThis)) {
  // Timer-based: node's real MessageChannel keeps jest from exiting. rc-component schedules with it.
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

if (!window.matchMedia) {
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

if (!('ResizeObserver' in window)) {
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

// jsdom does not implement pseudo-elements; antd's scrollbar measurement asks for one.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
