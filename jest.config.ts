/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc: Config['transform'] = {
  // .mjs: MSW's dependencies ship only as ES modules.
  '^.+\\.((t|j)sx?|mjs)$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};

// The path prefixes of tsconfig.json.
const aliases = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
  '^@server/(.*)$': '<rootDir>/server/src/$1',
};

const config: Config = {
  // Typing tests and database set-ups are slow on a busy 2-core machine; a hang still fails.
  testTimeout: 30_000,
  // One worker per core (jest's default leaves one core idle): much of a server test's time is
  // spent waiting on PostgreSQL or a PGlite worker thread, so both cores stay busy.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'client',
      // jsdom with a larger selector cache for its style engine (the file says why).
      testEnvironment: '<rootDir>/src/test/jsdom-environment.ts',
      roots: ['<rootDir>/src', '<rootDir>/host-demo'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: {
        // The English catalogues as the build compiles them (scripts/i18n/catalog-loader.cjs).
        '/src/locales/en/[^/]+\\.json$': '<rootDir>/scripts/i18n/jest-catalog-transform.cjs',
        ...swc,
      },
      setupFiles: ['<rootDir>/src/test/jsdom-polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper: {
        '\\.(css|less)$': '<rootDir>/src/test/style-stub.ts',
        // As in webpack.config.ts: umi-request's qs is our small stand-in.
        '^qs$': '<rootDir>/src/shared/request/query-string.ts',
        // `antd` resolves to its CommonJS build here: a deep import takes the same build, so both
        // share one ConfigProvider context (the build bundles the ES one for both).
        '^antd/es/(.*)$': 'antd/lib/$1',
        // As in webpack.config.ts: the date library follows the portal's language.
        '^dayjs$': '<rootDir>/src/app/host/dayjs-following-language.ts',
        ...aliases,
      },
      transformIgnorePatterns: [
        // Every .mjs is compiled too (MSW's dependencies ship only as ES modules).
        '/node_modules/(?!(antd-mobile|@rc-component|rc-[^/]+|antd|@ant-design|msw|@mswjs|rettime|until-async|@open-draft|intl-messageformat|@formatjs)/).+\\.c?js$',
      ],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/contract', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: swc,
      moduleNameMapper: aliases,
      // The message formatter ships only as ES modules.
      transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/).+\\.c?js$'],
    },
  ],
};

export default config;
