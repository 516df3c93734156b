/**
 * jsdom with Node's own fetch, streams and BroadcastChannel, which jsdom leaves out: MSW answers
 * requests at the network level and needs real Request/Response bodies. Client tests that use
 * src/test/msw-server.ts opt in with `@jest-environment ./src/test/jsdom-fetch-environment.ts`.
 *
 * A file may also name the time zone its dates are read in with `@timezone Asia/Manila`: the test
 * sandbox's process.env is a copy, so only the real one, set here, moves Node's clock; teardown
 * puts it back for the next file in the same worker.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import ClientTestEnvironment from './jsdom-environment';

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

export default class JsdomFetchEnvironment extends ClientTestEnvironment {
  private readonly timeZone: string | undefined;
  private readonly previousTimeZone = process.env.TZ;

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
    const pragma = context.docblockPragmas.timezone;
    this.timeZone = typeof pragma === 'string' ? pragma : undefined;
  }

  override async setup() {
    await super.setup();
    if (this.timeZone) process.env.TZ = this.timeZone;
  }

  override async teardown() {
    if (this.timeZone) {
      if (this.previousTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.previousTimeZone;
    }
    await super.teardown();
  }
}
