import { globalPlugin } from '@server/http/global-plugin';

/**
 * Answers built from figures that change slowly (monthly merchant and growth figures, BI data:
 * loaded by the data pipeline, never edited through the API), kept per partner for
 * FIGURES_CACHE_MS in this process. A load for a key already under way is shared, so a burst of
 * identical requests sends the statements once. Nothing the API writes changes these figures, so
 * they expire by time only; docs/scale.md says what is cached.
 */
export class FiguresCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 5_000,
  ) {}

  get<T>(partnerId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const id = `${partnerId}\u0000${key}`;
    const now = this.now();
    const hit = this.entries.get(id);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(id, { value, until: now + this.ttlMs });
    // A failed load is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(id)?.value === value) this.entries.delete(id);
    });
    return value;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    figuresCache: FiguresCache;
  }
}

export const figuresCachePlugin = globalPlugin('figures-cache', async (app) => {
  app.decorate('figuresCache', new FiguresCache(app.config.figuresCacheMs, () => app.clock.now().getTime()));
});
