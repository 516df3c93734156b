import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin so its decorators and hooks apply to the parent instance (what fastify-plugin
 * does; that package is only a transitive dependency here, so we set the flag ourselves).
 */
export function globalPlugin<O extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<O>,
): FastifyPluginAsync<O> {
  const marked = plugin as FastifyPluginAsync<O> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
