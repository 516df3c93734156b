import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { Config } from '@server/config';
import { documentOnlyHeaders } from '@server/http/document-headers';
import { serveSpa } from './spa-static';

/**
 * The demo qiankun host on HOST_DEMO_PORT. Its CSP lets it fetch the portal from the API origin;
 * qiankun evaluates the fetched scripts inside its sandbox, hence 'unsafe-eval'.
 */
export async function buildHostDemoApp(
  config: Config,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  // Its requests are not logged: they are the demo's static files (the API's are, at debug).
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: 30_000,
  });
  const portal = [
    ...new Set([`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`, config.publicUrl]),
  ];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'", ...portal],
        scriptSrc: ["'self'", "'unsafe-eval'", "'unsafe-inline'", ...portal],
        styleSrc: ["'self'", "'unsafe-inline'", ...portal],
        imgSrc: ["'self'", 'data:', 'blob:', ...portal],
        mediaSrc: ["'self'", 'blob:', ...portal],
        fontSrc: ["'self'", 'data:', ...portal],
        connectSrc: ["'self'", ...portal],
        frameSrc: ["'self'", 'blob:', ...portal],
        objectSrc: ["'self'", 'blob:', ...portal],
        workerSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: false,
  });
  documentOnlyHeaders(app);
  await app.register(compress, { threshold: 1024 });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await serveSpa(app, {
    root: path.join(config.distDir, 'host-demo'),
    buildHint: 'Run `npm run build` (or `npm start`, which builds what is missing).',
  });
  await app.ready();
  return app;
}
