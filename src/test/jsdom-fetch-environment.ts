import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom plus Node's own fetch API (fetch, Request, Response, Headers, streams, BroadcastChannel),
 * which msw needs to answer requests at the network level. Used by a test file's docblock:
 * `@jest-environment ./src/test/jsdom-fetch-environment.ts`.
 */
export default class JsdomFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextEncoderStream',
      'TextDecoderStream',
      'BroadcastChannel',
      'structuredClone',
      'Blob',
      'File',
    ] as const) {
      Object.defineProperty(this.global, name, {
        value: globalThis[name],
        writable: true,
        configurable: true,
      });
    }
    // msw/node picks the node build only without the browser export condition.
    this.customExportConditions = [''];
  }
}
