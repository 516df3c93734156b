/**
 * jsdom with Node's own fetch, streams and BroadcastChannel, which jsdom leaves out: MSW answers
 * requests at the network level and needs real Request/Response bodies. Client tests that use
 * src/test/msw-server.ts opt in with `@jest-environment ./src/test/jsdom-fetch-environment.ts`.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JSDOMEnvironment from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Blob',
  'File',
  'FormData',
  'Headers',
  'Request',
  'Response',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'TextEncoder',
  'TextDecoder',
  'BroadcastChannel',
  'structuredClone',
  'AbortController',
  'AbortSignal',
] as const;

export default class JsdomFetchEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(
      {
        ...config,
        // msw/node must resolve to its Node build, not the browser one.
        projectConfig: {
          ...config.projectConfig,
          testEnvironmentOptions: {
            ...config.projectConfig.testEnvironmentOptions,
            customExportConditions: [''],
          },
        },
      },
      context,
    );
    for (const name of FROM_NODE) {
      if (name in globalThis)
        Object.assign(this.global, { [name]: (globalThis as Record<string, unknown>)[name] });
    }
  }
}
