/**
 * light-my-request (behind app.inject) requires `cookie` 2.x, which ships only as an ES module;
 * jest's CommonJS sandbox can't load it and jest.config.ts doesn't transform node_modules. We only
 * need its stringifySetCookie for inject's `cookies` option, so this stands in for it. Imported by
 * databases.ts before the first inject (fastify loads light-my-request lazily).
 */
jest.mock('cookie', () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) =>
    `${name}=${encodeURIComponent(value)}`,
}));

export {};
