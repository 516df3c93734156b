/**
 * Network-level answers for client tests (MSW). Import it first in a test file that declares
 * `@jest-environment-options {"customExportConditions": ["node", "require", "default"]}` so jest
 * resolves msw's Node build under jsdom. Requests go through the real request client.
 */
import { inspect } from 'node:util';

// jsdom has no fetch. Node's own (spec-complete: streams, Blob, AbortSignal) lives on the outer
// realm's global, reached through a function created there; msw patches it on listen().
const nodeGlobal = inspect.constructor('return globalThis')() as typeof globalThis;
const nodeFetch = nodeGlobal.fetch;

Object.assign(globalThis, {
  Headers: nodeGlobal.Headers,
  Request: nodeGlobal.Request,
  Response: nodeGlobal.Response,
  FormData: nodeGlobal.FormData,
  ReadableStream: nodeGlobal.ReadableStream,
  TransformStream: nodeGlobal.TransformStream,
  WritableStream: nodeGlobal.WritableStream,
  TextEncoderStream: nodeGlobal.TextEncoderStream,
  TextDecoderStream: nodeGlobal.TextDecoderStream,
  BroadcastChannel: nodeGlobal.BroadcastChannel,
  // Relative URLs (the app calls same-origin paths) resolve against the jsdom page.
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    nodeFetch(typeof input === 'string' ? new URL(input, window.location.href) : input, init),
});
