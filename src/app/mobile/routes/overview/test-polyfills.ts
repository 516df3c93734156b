// What jsdom lacks and react-router (TextEncoder at import time) or antd (matchMedia, ResizeObserver)
// need. Tests import this first, before any module that imports them.
import { TextDecoder, TextEncoder } from 'node:util';

// MessageChannel: rc-component's virtual list schedules with it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!('MessageChannel' in globalThis)) {
  // A timer-based stand-in: node's real MessageChannel keeps jest from exiting.
  class TimerPort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: TimerPort | null = null;
    postMessage(data: unknown) {
      setTimeout(() => this.other?.onmessage?.({ data }), 0);
    }
    close() {}
  }
  Object.assign(globalThis, {
    MessageChannel: class {
      port1 = new TimerPort();
      port2 = new TimerPort();
      constructor() {
        this.port1.other = this.port2;
        this.port2.other = this.port1;
      }
    },
  });
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
