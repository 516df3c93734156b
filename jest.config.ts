/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc: Config['transform'] = {
  // .mjs: MSW's dependencies ship only as ES modules.
  '^.+\\.((t|j)sx?|mjs)$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};

const config: Config = {
  // Typing tests and database set-ups are slow on a busy 2-core machine; a hang still fails.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/host-demo'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: swc,
      setupFiles: ['<rootDir>/src/test/jsdom-polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper: { '\\.(css|less)$': '<rootDir>/src/test/style-stub.ts' },
      transformIgnorePatterns: [
        // Every .mjs is compiled too (MSW's dependencies ship only as ES modules).
        '/node_modules/(?!(antd-mobile|@rc-component|rc-[^/]+|antd|@ant-design|msw|@mswjs|rettime|until-async|@open-draft)/).+\\.c?js$',
      ],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/contract'],
      testMatch: ['**/*.test.ts'],
      transform: swc,
      // light-my-request (behind app.inject) needs cookie 2.x, which ships only as an ES module.
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
    },
  ],
};

export default config;
