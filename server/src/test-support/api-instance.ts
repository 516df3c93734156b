/**
 * One API server process on DATABASE_URL (a test starts two to stand for several instances or
 * workers on one PostgreSQL database). Listens on a free loopback port and sends it to the parent
 * over IPC; SESSION_CACHE_MS is taken from the environment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { createPgDatabase } from '@server/db/pg-database';
import { CORE_SEED, testConfig } from './databases';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-'));
  const db = await createPgDatabase(process.env.DATABASE_URL!, 4);
  const config = testConfig(dataDir, { sessionCacheMs: Number(process.env.SESSION_CACHE_MS) });
  const app = await buildApp({ db, config, seed: CORE_SEED });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ address });
  process.on('disconnect', () => {
    void app.close().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
