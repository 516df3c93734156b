import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { Storage } from '@server/plugins/storage-plugin';

/** What every seed step gets besides the database. */
export interface SeedContext {
  storage: Storage;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
}
