import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Storage } from '../../plugins/storage-plugin';

/** What every seed step gets besides the database. */
export interface SeedContext {
  storage: Storage;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
}
