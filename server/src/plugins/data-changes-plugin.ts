import { globalPlugin } from '@server/http/global-plugin';

/** Whose data changed: the partners whose documents, contracts or claims a committed write touched. */
export interface DataChange {
  partnerIds: readonly string[];
}

type Listener = (change: DataChange) => Promise<void>;

/**
 * A committed change to what partners watch, told to whoever listens (the alert rules,
 * docs/alerts.md) without the writing module knowing them. Listeners handle their own failures:
 * the change has succeeded whatever they do.
 */
export interface DataChanges {
  listen(listener: Listener): void;
  committed(change: DataChange): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dataChanges: DataChanges;
  }
}

export const dataChangesPlugin = globalPlugin('data-changes', async (app) => {
  const listeners: Listener[] = [];
  app.decorate('dataChanges', {
    listen: (listener) => {
      listeners.push(listener);
    },
    async committed(change) {
      for (const listener of listeners) await listener(change);
    },
  } satisfies DataChanges);
});
