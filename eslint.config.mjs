import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;

/**
 * One zone per sub-folder of `dir`: its files may not import a sibling sub-folder (a piece two of
 * them share moves up to the tree's components/ or the domain layer). `allow` names siblings
 * every folder may use.
 */
const siblingZones = (dir, message, allow = [], allowFor = {}) =>
  fs
    .readdirSync(path.join(here, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${dir}/${name}`,
      from: `./${dir}`,
      except: [...new Set([name, ...allow, ...(allowFor[name] ?? [])])].map((other) => `./${other}`),
      message,
    }));

const kit = (names, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names.flatMap((n) => [n, `${n}/*`]), message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.data/**',
      'coverage/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Build-time helpers in CommonJS (webpack loaders, jest transforms): Node globals and require.
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // The path prefixes of tsconfig.json, so zones and cycles see through them.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          alias: {
            '@': [path.join(here, 'src')],
            '@contract': [path.join(here, 'contract')],
            '@server': [path.join(here, 'server/src')],
          },
        }),
      ],
      // no-cycle only follows our own modules; parsing bundled dependencies is slow and can overflow.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/domains', message: 'shared code never imports a domain' },
            { target: './src/shared', from: './src/app', message: 'shared code never imports the app' },
            { target: './src/domains', from: './src/app', message: 'domains never import the app' },
            {
              target: './src/app/desktop',
              from: './src/app/mobile',
              message: 'desktop never imports the mobile tree',
            },
            {
              target: './src/app/mobile',
              from: './src/app/desktop',
              message: 'mobile never imports the desktop tree',
            },
            { target: './src', from: './server', message: 'the client never imports server code' },
            { target: './server', from: './src', message: 'the server never imports client code' },
            ...siblingZones(
              'src/app/desktop/routes',
              'a desktop route folder never imports another route folder',
            ),
            ...siblingZones(
              'src/app/mobile/routes',
              'a mobile route folder never imports another route folder',
            ),
            ...siblingZones(
              'src/app/desktop/iboss/routes',
              'a staff route folder never imports another route folder',
            ),
            // The session is built on the auth calls; everything else reaches other domains through it.
            ...siblingZones(
              'src/domains',
              'a domain never imports another domain (only the session)',
              ['session'],
              {
                session: ['auth'],
              },
            ),
            ...fs
              .readdirSync(path.join(here, 'server/src/modules'), { withFileTypes: true })
              .filter((entry) => entry.isDirectory())
              .map(({ name }) => ({
                target: `./server/src/modules/${name}`,
                from: `./server/src/modules/!(${name})/**`,
                // Another module's repository is its public face (a read it owns); routes, rules
                // and texts shared by modules live in the layers below (http/, accounts/, security/).
                except: [path.join(here, 'server/src/modules/*/repository.ts')],
                message: "a server module never imports another module's routes or rules",
              })),
            // A piece two routes share lives in its tree's components/, with its own text and styles.
            {
              target: [
                './src/app/desktop/components',
                './src/app/mobile/components',
                './src/app/desktop/iboss/components',
              ],
              from: ['./src/app/desktop/routes', './src/app/mobile/routes', './src/app/desktop/iboss/routes'],
              message: "a tree's shared components never import a route folder",
            },
            {
              target: './src/app/session',
              from: ['./src/app/desktop', './src/app/mobile'],
              message: 'the session provider and guards never import a route tree',
            },
            // The app's layers from the top: the entry (index.tsx, create-app.tsx), the trees, the
            // session, host and pdf, routing, errors / insights / charts, messages. Each imports
            // only the layers under it: a piece a lower layer needs moves down to it.
            {
              target: './src/app',
              from: ['./src/index.tsx', './src/create-app.tsx'],
              message: 'the app never imports the entry that mounts it',
            },
            {
              target: ['./src/app/host', './src/app/pdf'],
              from: ['./src/app/desktop', './src/app/mobile', './src/app/session'],
              message: 'host and pdf code never import the session or a route tree',
            },
            {
              target: './src/app/routing',
              from: [
                './src/app/desktop',
                './src/app/mobile',
                './src/app/session',
                './src/app/host',
                './src/app/pdf',
              ],
              message: 'routing never imports the layers built on it (a tree declares its pages in routing)',
            },
            {
              target: ['./src/app/errors', './src/app/insights', './src/app/charts'],
              from: [
                './src/app/desktop',
                './src/app/mobile',
                './src/app/session',
                './src/app/host',
                './src/app/pdf',
                './src/app/routing',
              ],
              message: 'errors, insights and charts never import routing or the layers above it',
            },
            {
              target: './src/app/messages',
              from: './src/app',
              except: ['./messages'],
              message: 'the shared text never imports the app',
            },
            {
              target: './server/src/db',
              from: [
                './server/src/app.ts',
                './server/src/plugins',
                './server/src/modules',
                './server/src/repositories',
              ],
              message: 'the database layer never imports the layers built on it',
            },
            {
              target: './server/src/db',
              from: './server/src/security',
              message:
                'the database layer never imports security code (shared file modes live in private-files.ts)',
            },
            {
              target: './server/src/security',
              from: [
                './server/src/db',
                './server/src/repositories',
                './server/src/plugins',
                './server/src/modules',
                './server/src/app.ts',
              ],
              message:
                'security code is pure rules (hashing, tokens, limits): what stores a count is a plugin or a repository',
            },
            {
              // Tests may read the seed's data to know what to expect.
              target: './server/src/modules/**/!(*.test).ts',
              from: './server/src/seed',
              message:
                'route modules never import the seed (shared constants such as DEMO_PASSWORD live in config.ts)',
            },
            {
              target: './server/src/modules',
              from: './server/src/register-modules.ts',
              message: 'a route module never imports the list of modules (its options type lives with it)',
            },
            {
              target: [
                './server/src/!(main|reset-cli|jobs-cli|*.test).ts',
                './server/src/!(test-support)/**/!(*.test).ts',
              ],
              from: './server/src/app.ts',
              message: 'only entry points (main.ts, reset-cli.ts, jobs-cli.ts) and tests import app.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // Small named functions a reader can hold in view (server/README.md, Server rules).
    files: ['server/src/**/repository.ts', 'server/src/**/routes.ts', 'server/src/**/*-routes.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    files: ['src/app/desktop/**'],
    rules: kit(['antd-mobile'], 'desktop screens use antd, never antd-mobile'),
  },
  {
    files: ['src/app/mobile/**'],
    rules: kit(['antd', '@ant-design/icons'], 'mobile screens use antd-mobile, never antd'),
  },
  {
    // Schemas (TypeBox) stay on the server; the client takes their types and the plain constants.
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/shared/locale'],
              allowTypeImports: true,
              message: 'the client takes the languages from @contract/shared/locale-tags (no TypeBox)',
            },
            {
              group: ['@contract/*/schemas'],
              allowTypeImports: true,
              message: 'the client imports only types from a schema file; values live in constants.ts',
            },
          ],
          paths: [
            {
              name: 'ahooks',
              importNames: ['useRequest'],
              message:
                "use '@/shared/request/use-request': it keeps the failures screens show out of the console",
            },
            {
              name: 'antd-mobile',
              importNames: ['Toast'],
              message:
                "use showToast from '@/app/mobile/components/mobile-toast': it keeps a toast's words whole",
            },
          ],
        },
      ],
    },
  },
  {
    // Every word a user reads comes from a catalogue (docs/i18n.md): no words written into JSX.
    files: ['src/**/*.tsx', 'host-demo/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z\\u4e00-\\u9fff]/]',
          message: 'text in JSX comes from a message catalogue (src/locales, docs/i18n.md)',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(title|label|placeholder|alt|aria-label|aria-description|okText|cancelText|description|content|tooltip|extra|message|emptyText|text|subTitle|addonBefore|addonAfter)$/] > Literal[value=/[A-Za-z\\u4e00-\\u9fff]/]',
          message: 'text in JSX comes from a message catalogue (src/locales, docs/i18n.md)',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]',
          message: 'text in JSX comes from a message catalogue (src/locales, docs/i18n.md)',
        },
      ],
    },
  },
  {
    files: ['src/shared/request/use-request.ts', 'src/app/mobile/components/mobile-toast.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['src/domains/**', 'src/shared/**'],
    rules: kit(['antd', 'antd-mobile', '@ant-design/icons'], 'the service layer holds no UI kit'),
  },
);
