import type { Database } from '@server/db/database';
import { globalPlugin } from '@server/http/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Decorates app.db and closes it when the app closes (graceful shutdown, end of a test file). */
export const dbPlugin = globalPlugin<{ db: Database }>('db', async (app, { db }) => {
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.close();
  });
});
