// jsdom lacks TextEncoder, which react-router needs at import time. Import this first in tests
// until src/test/setup.ts provides it for everyone.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
