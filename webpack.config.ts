import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import {
  Compilation,
  DefinePlugin,
  NormalModuleReplacementPlugin,
  RuntimeGlobals,
  RuntimeModule,
  sources,
  WebpackError,
} from 'webpack';
import type { Chunk, ChunkGraph, ChunkGroup, Compiler, Configuration, Module, Stats } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import pkg from './package.json';
import { BROWSER_CHECK_SCRIPT } from './contract/shared/browser-check';
import { BRAND_PRIMARY } from './src/app/host/theme';
import { pageShellMessages } from './src/app/messages/page-shell';
import { desktopPageChunks, layoutChunks, mobilePageChunks } from './src/app/routing/page-chunks';
import { OfflineAppAssetsPlugin, precacheEntries } from './scripts/offline-app-build';

type Mode = 'production' | 'development';
type WebpackConfig = Configuration & { name: string; devServer?: DevServerConfiguration };

const root = __dirname;
// The path prefixes of tsconfig.json (the client never imports the server's).
const alias = { '@': path.join(root, 'src'), '@contract': path.join(root, 'contract') };
const dist = path.join(root, 'dist');
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

// antd's style sheets for the portal's prefix and theme, built ahead of time before each build
// (scripts/antd-styles/extract.tsx; docs/embedding.md, "Styles"). antd runs with theme.zeroRuntime.
const antdSheetsDir = path.join(root, '.cache', 'antd-styles');
function buildAntdSheets(): void {
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'scripts', 'antd-styles', 'extract.tsx'), antdSheetsDir],
    { stdio: 'inherit' },
  );
}
const isAntdSheet = (module: Module) =>
  module.type === 'css/mini-extract' && module.identifier().includes(antdSheetsDir);
/** Written into src/app/host/antd-sheets.ts in place of `__ANTD_SHEETS__` once the chunk ids are known. */
const ANTD_SHEETS_PLACEHOLDER = '__ANTD_SHEETS_PLACEHOLDER__';

/**
 * antd's prebuilt sheets outside webpack's runtime (src/app/host/antd-sheets.ts). Left in the style
 * chunks, every chunk holding one got its name, hash and a flag in main.js's style-chunk maps, about
 * 18 B a chunk that the phone downloads too and never uses (its budget lines, docs/benchmarks.md).
 * Instead, the sheets of every chunk after the desktop tree are taken out of it and written as one
 * file per chunk, `css/as-<hash>.css`, and which file each chunk needs goes into the desktop tree's
 * own chunk, which loads them beside the chunk. The tree's sheets (theme variables, reset, what the
 * tree renders) stay in its style chunk.
 */
class AntdSheetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AntdSheetsPlugin', (compilation) => {
      const sheetsOf = new Map<Chunk, Set<Module>>();
      const add = (chunk: Chunk, modules: Iterable<Module>) =>
        sheetsOf.set(chunk, new Set([...(sheetsOf.get(chunk) ?? []), ...modules]));
      // After SplitChunksPlugin (STAGE_ADVANCED), so each sheet sits in the chunk that finally holds it.
      compilation.hooks.optimizeChunks.tap({ name: 'AntdSheetsPlugin', stage: 11 }, (chunks) => {
        const { chunkGraph } = compilation;
        const tree = compilation.namedChunkGroups.get('desktop-tree');
        // Only chunks that load after the desktop tree, whose chunk holds the loader; any other
        // chunk (the tree's own, a first chunk) keeps its sheets in its style chunk.
        const known = new Map<ChunkGroup, boolean>();
        const underTree = (group: ChunkGroup): boolean => {
          if (group === tree) return true;
          const answer = known.get(group);
          if (answer !== undefined) return answer;
          known.set(group, false); // an import cycle back to this group proves nothing
          const parents = group.getParents();
          known.set(group, parents.length > 0 && parents.every(underTree));
          return known.get(group)!;
        };
        for (const chunk of [...chunks]) {
          if (!tree || chunk.canBeInitial() || tree.chunks.includes(chunk)) continue;
          if (![...chunk.groupsIterable].every(underTree)) continue;
          const sheets = chunkGraph.getChunkModules(chunk).filter(isAntdSheet);
          if (sheets.length === 0) continue;
          for (const sheet of sheets) chunkGraph.disconnectChunkAndModule(chunk, sheet);
          if (chunkGraph.getNumberOfChunkModules(chunk) > 0 || chunk.hasRuntime()) {
            add(chunk, sheets);
            continue;
          }
          // A chunk of sheets only: they load with the other chunks of its groups instead.
          for (const group of chunk.groupsIterable)
            for (const other of group.chunks) if (other !== chunk) add(other, sheets);
          chunkGraph.disconnectChunk(chunk);
          compilation.chunks.delete(chunk);
        }
      });
      compilation.hooks.processAssets.tap(
        { name: 'AntdSheetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { moduleGraph } = compilation;
          const order = (module: Module) => moduleGraph.getPostOrderIndex(module) ?? 0;
          const fileOf: Record<string, string> = {};
          for (const [chunk, modules] of sheetsOf) {
            if (chunk.id === null || !compilation.chunks.has(chunk)) continue;
            // In import order: a style module that borrows another family's (Calendar, DatePicker)
            // imports its sheet after that family's (scripts/antd-styles/sheet-loader.cjs).
            const css = [...modules]
              .sort((a, b) => order(a) - order(b))
              .map((module) => String((module as Module & { content: Buffer }).content))
              .join('\n');
            const file = createHash('sha256').update(css).digest('hex').slice(0, 8);
            fileOf[String(chunk.id)] = file;
            const name = `css/as-${file}.css`;
            if (!compilation.getAsset(name)) compilation.emitAsset(name, new sources.RawSource(css));
          }
          const quoted = JSON.stringify(ANTD_SHEETS_PLACEHOLDER);
          let found = false;
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const text = asset.source.source().toString();
            let at = text.indexOf(quoted);
            if (at < 0) continue;
            found = true;
            const replaced = new sources.ReplaceSource(asset.source);
            for (; at >= 0; at = text.indexOf(quoted, at + 1))
              replaced.replace(at, at + quoted.length - 1, JSON.stringify(fileOf));
            compilation.updateAsset(asset.name, replaced);
          }
          if (!found && Object.keys(fileOf).length > 0)
            compilation.errors.push(
              new WebpackError('AntdSheetsPlugin: no chunk holds src/app/host/antd-sheets.ts'),
            );
        },
      );
    });
  }
}

/** Each antd style module imports its prebuilt sheet; a hook without one fails the build. */
const antdSheetRule = {
  test: /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+[\\/]style[\\/][^\\/]+|_util[\\/]wave[\\/]style)\.js$/,
  use: [
    {
      loader: path.join(root, 'scripts', 'antd-styles', 'sheet-loader.cjs'),
      options: { sheetsDir: antdSheetsDir },
    },
  ],
};

const swcRule = (mode: Mode) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic', development: mode === 'development' } },
      },
    },
  },
});

const cssRule = {
  test: /\.css$/,
  use: [
    MiniCssExtractPlugin.loader,
    {
      loader: 'css-loader',
      options: {
        modules: {
          auto: true,
          namedExport: false,
          exportLocalsConvention: 'as-is',
          localIdentName: 'pp-[local]-[hash:base64:5]',
        },
      },
    },
    'postcss-loader',
  ],
};

/** Which UI kit a module belongs to, for the chunk-separation evidence. */
export function kitOf(modulePath: string): 'antd' | 'antd-mobile' | null {
  const p = modulePath.split('\\').join('/');
  if (/\/node_modules\/(antd-mobile|antd-mobile-icons)\//.test(p)) return 'antd-mobile';
  if (/\/node_modules\/(antd|@ant-design\/[^/]+)\//.test(p)) return 'antd';
  return null;
}

/**
 * Writes dist/portal-chunks.json (outside the served folder): every chunk with its files, size
 * and which UI kit's modules it holds, and every named chunk group (entry, route, tree) with its
 * chunks. scripts/bench-bundle.ts reads it to prove the two trees never share a kit.
 */
class ChunkReportPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkReportPlugin', (stats: Stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkGroups: true,
        ids: true,
      });
      const chunks = (json.chunks ?? []).map((chunk) => {
        const kits = new Set<string>();
        const collect = (mods: typeof chunk.modules) => {
          for (const m of mods ?? []) {
            const kit = kitOf(m.nameForCondition ?? m.name ?? '');
            if (kit) kits.add(kit);
            collect(m.modules);
          }
        };
        collect(chunk.modules);
        return {
          id: chunk.id,
          names: chunk.names,
          files: chunk.files,
          initial: chunk.initial,
          size: chunk.size,
          kits: [...kits].sort(),
        };
      });
      const groups = Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => ({
        name,
        chunks: group.chunks ?? [],
      }));
      fs.mkdirSync(dist, { recursive: true });
      fs.writeFileSync(path.join(dist, 'portal-chunks.json'), JSON.stringify({ chunks, groups }, null, 2));
    });
  }
}

/**
 * Emits `<file>.br` beside every text asset (the PDF viewer's .mjs worker too), compressed once at
 * maximum quality, which the server sends to browsers that accept brotli (on-the-fly compression
 * must stay fast, so it can't afford quality 11 per request).
 */
class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!/\.(?:js|mjs|css|html|svg|json)$/.test(name) || asset.size() < 1024) continue;
            const compressed = zlib.brotliCompressSync(asset.buffer(), {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed));
          }
        },
      );
    });
  }
}

/** The page chunks a layout frames: every chunk name in a routes file. */
function pageChunks(file: string, pattern: RegExp): Set<string> {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const chunks = new Set([...source.matchAll(pattern)].map((match) => match[1]));
  // A renamed or restructured file must stop the build, not quietly undo the frame (and its bytes).
  if (chunks.size === 0) throw new Error(`webpack.config.ts: no page chunks found in ${file}`);
  return chunks;
}

const shellMessageStyle =
  'margin: 0; padding: 24px; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; text-align: center';

/**
 * The portal's page; `inRoot` goes inside the app's #root element. Without JavaScript the
 * noscript says so, and in a browser too old for the bundle the check shows its message, so
 * neither gets a blank page (text: src/app/messages/page-shell.ts; the check:
 * contract/shared/browser-check.ts). qiankun hosts skip the check (`ignore`): a host has its own
 * browser support.
 */
const portalHtml = (inRoot: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <link rel="icon" href="data:," />
    <title>Partner portal</title>
  </head>
  <body style="margin: 0">
    <noscript><p style='${shellMessageStyle}'>${pageShellMessages.noScript}</p></noscript>
    <p id="pp-old-browser" role="alert" hidden style='${shellMessageStyle}'>${pageShellMessages.oldBrowser}</p>
    <div id="root">${inRoot}</div>
    <script ignore>${BROWSER_CHECK_SCRIPT}</script>
  </body>
</html>`;

/** The signed-in layout's outline, in the brand's colour (src/app/host/theme.ts), for a partner or staff. */
const bootSkeleton = (variant: 'partner' | 'staff') =>
  fs
    .readFileSync(path.join(root, 'src/app/host/boot-skeleton.html'), 'utf8')
    .replaceAll('BRAND_PRIMARY', BRAND_PRIMARY)
    .replace('data-variant="partner"', `data-variant="${variant}"`);

/**
 * Writes into the first chunk's runtime the chunk ids of each signed-in landing's layout and page,
 * by chunk name (`__webpack_require__.landingChunks`), so src/app/routing/landing-chunks.ts can
 * start them beside the tree's chunk. Loading them by id leaves the chunk graph as it is: an
 * `import()` of the pages from the first chunk would make it their parent, and webpack would then
 * copy into each page everything it shares with its tree (measured: mobile /overview +31 KiB).
 */
class LandingChunksRuntimeModule extends RuntimeModule {
  constructor(private readonly names: string[]) {
    super('landing chunks');
  }

  generate(): string {
    const ids: Record<string, (string | number)[]> = {};
    for (const name of this.names) {
      const group = this.compilation?.namedChunkGroups.get(name);
      if (group) ids[name] = group.chunks.flatMap((chunk) => (chunk.id === null ? [] : [chunk.id]));
    }
    return `${RuntimeGlobals.require}.landingChunks = ${JSON.stringify(ids)};`;
  }
}

class LandingChunksPlugin {
  constructor(private readonly names: () => string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('LandingChunksPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('LandingChunksPlugin', (chunk) => {
        if (chunk.name === 'main')
          compilation.addRuntimeModule(chunk, new LandingChunksRuntimeModule(this.names()));
      });
    });
  }
}

/** A tree's first chunk: everything in it loads before any route of the tree, so nothing is split off it. */
const isTreeChunk = (chunk: Chunk) => chunk.name === 'desktop-tree' || chunk.name === 'mobile-tree';

/**
 * The desktop frame: every module of the desktop layout, in one file that the layout and each of its pages
 * load. The layout and the signed-in page load side by side (siblings, so webpack can't put the
 * shared modules in the layout's own file), and webpack copied what both use (ahooks, lists,
 * alerts, the grid) into both files or split it into more small ones: desktop /overview loaded 20
 * scripts and about 200 KB of its source twice (budgets.json, docs/quality-gates.md). Every
 * section renders inside the layout, so the frame costs its pages nothing extra; routes outside it
 * (sign-in, not found) keep their own copies. The phone tree keeps its split: measured with a frame,
 * /mobile/overview went from 10 to 6 scripts but showed its data 1.3 s later and grew 1 KiB.
 */
function frameGroup(layout: string, pages: Set<string>) {
  return {
    test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
      [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === layout),
    chunks: (chunk: Chunk) => chunk.name === layout || pages.has(chunk.name ?? ''),
    name: layout.replace(/-layout$/, '-frame'),
    minChunks: 1,
    minSize: 0,
    minRemainingSize: 0,
    maxAsyncRequests: Infinity,
    priority: 30,
  };
}

/**
 * antd parts that antd imports whatever a screen uses, and that no screen of the portal uses: each
 * import is swapped for a stand-in that loads the part when something renders it
 * (src/app/host/antd-on-demand/). Together about 110 KB minified off desktop /overview
 * (budgets.json, docs/quality-gates.md). [importing folder, request, stand-in]
 */
const antdOnDemand: [RegExp, string, string][] = [
  [/[\\/]antd[\\/]es[\\/]card$/, '../tabs', 'card-tabs.tsx'],
  [/[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/, './FilterDropdown', 'table-filter-dropdown.tsx'],
  [/[\\/]antd[\\/]es[\\/]table$/, './RcTable/VirtualTable', 'virtual-table.tsx'],
  [/[\\/]antd[\\/]es[\\/]radio$/, '../form/hooks/useForm', 'form-name-path.ts'],
  [/[\\/]antd[\\/]es[\\/]table[\\/]hooks$/, '../../checkbox', 'table-checkbox.tsx'],
  [/[\\/]antd[\\/]es[\\/]avatar$/, '../popover', 'avatar-popover.tsx'],
  [/[\\/]antd[\\/]es[\\/]typography[\\/]Base$/, './CopyBtn', 'typography-copy-button.tsx'],
  [/[\\/]antd[\\/]es[\\/]badge$/, './Ribbon', 'badge-ribbon.tsx'],
  [/[\\/]antd[\\/]es[\\/]result$/, './noFound', 'result-not-found.tsx'],
  [/[\\/]antd[\\/]es[\\/]result$/, './serverError', 'result-server-error.tsx'],
  [/[\\/]antd[\\/]es[\\/]result$/, './unauthorized', 'result-unauthorized.tsx'],
];

const antdOnDemandPlugins = () =>
  antdOnDemand.map(
    ([folder, request, standIn]) =>
      new NormalModuleReplacementPlugin(
        new RegExp(`^${request.replace(/[./]/g, (c) => `\\${c}`)}$`),
        (resource: { request: string; context: string }) => {
          if (folder.test(resource.context)) {
            resource.request = path.join(root, 'src/app/host/antd-on-demand', standIn);
          }
        },
      ),
  );

function portalConfig(mode: Mode): WebpackConfig {
  const production = mode === 'production';
  const hash = production ? '.[contenthash:8]' : '';
  buildAntdSheets();
  return {
    name: 'portal',
    mode,
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.join(dist, 'portal'),
      publicPath: '/',
      filename: `js/[name]${hash}.js`,
      chunkFilename: `js/[name]${hash}.js`,
      assetModuleFilename: `assets/[name]${hash}[ext]`,
      // qiankun finds the lifecycles on window[name]; the app is registered under the package name.
      library: { name: pkg.name, type: 'umd' },
      globalObject: 'window',
      uniqueName: pkg.name,
      // The webpack-5 form of a unique jsonpFunction: two webpack apps on one page never share it.
      chunkLoadingGlobal: `webpackJsonp_${pkg.name}`,
      chunkLoadTimeout: 120_000,
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // umi-request pulls a fetch polyfill; every browser the portal supports has fetch.
      // qs$: umi-request's query strings without qs's dependencies (src/shared/request/query-string.ts);
      // resize-observer-polyfill$: the browser's own (src/shared/native-resize-observer.ts).
      alias: {
        ...alias,
        'antd-prebuilt-styles': antdSheetsDir,
        'isomorphic-fetch': false,
        qs$: path.join(root, 'src/shared/request/query-string.ts'),
        'resize-observer-polyfill$': path.join(root, 'src/shared/native-resize-observer.ts'),
        // Catalogues arrive compiled (scripts/i18n/catalog-loader.cjs): the browser formats ICU
        // messages without the parser, as formatjs documents for precompiled messages.
        '@formatjs/icu-messageformat-parser$': path.join(
          root,
          'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
        ),
        // react-router's package exports name only its development build, which differs from the
        // production one by its dev warnings switched on; a production bundle takes the production build.
        ...(production
          ? {
              'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(
                root,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
      },
    },
    module: {
      // A missing export stops the build: the antd stand-ins (antdOnDemand) must keep offering what
      // antd's own modules import from the parts they replace, whatever antd version comes next.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        swcRule(mode),
        cssRule,
        antdSheetRule,
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        // Message catalogues: English compiled into the importing chunk, the other languages
        // emitted as files fetched when chosen (scripts/i18n/catalog-loader.cjs, docs/i18n.md).
        {
          test: /[\\/]src[\\/]locales[\\/]en[\\/][^\\/]+\.json$/,
          type: 'javascript/auto',
          use: path.join(root, 'scripts/i18n/catalog-loader.cjs'),
        },
        // antd-mobile's barrel is flagged side-effectful only because it imports the global sheet,
        // which ties every component any screen uses to the chunk that imports the barrel first
        // (the mobile tree). Unflagged, each import goes straight to its component's module; the
        // global sheet is imported explicitly by src/app/host/antd-mobile-isolation.tsx.
        { test: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/, sideEffects: false },
        {
          test: /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|react-slick))[\\/]/,
          sideEffects: false,
        },
        {
          test: /\.(png|jpe?g|svg|gif|webp|woff2?)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
        },
      ],
    },
    optimization: {
      runtimeChunk: false,
      // Scripts as webpack minifies them ('...'), and the extracted style sheets too: they shipped
      // with their comments and whitespace (phone first load about 1 KiB more, budgets.json).
      minimizer: ['...', new CssMinimizerPlugin()],
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      // Fewer, larger lazy chunks: on a slow network abroad every extra request costs a round
      // trip, while a few kilobytes shared by two screens cost little (first-load
      // budgets: budgets.json, docs/quality-gates.md). At most four files per lazy step, none split off under 40 KB.
      splitChunks: {
        chunks: (chunk: Chunk) => !chunk.canBeInitial() && !isTreeChunk(chunk),
        minSize: 40_000,
        maxAsyncRequests: 4,
        enforceSizeThreshold: 400_000,
        cacheGroups: {
          desktopFrame: frameGroup(layoutChunks.desktop, new Set(Object.keys(desktopPageChunks))),
          // The staff area's pages inside their own layout, the same way.
          ibossFrame: frameGroup(
            'iboss-layout',
            pageChunks(
              'src/app/desktop/iboss/iboss-sections.ts',
              /webpackChunkName: "(iboss-(?!layout)[a-z-]+)"/g,
            ),
          ),
          // Kit modules never share a chunk with the other kit (see ChunkReportPlugin).
          antdMobile: {
            test: /[\\/]node_modules[\\/](antd-mobile|antd-mobile-icons)[\\/]/,
            name: false,
            priority: 20,
            reuseExistingChunk: true,
          },
          // antd and its rc-* parts get more room than the default four files per lazy step: squeezed
          // into four, webpack copied the same menu, select, table and tag modules into several
          // route chunks, so one screen downloaded them twice (desktop /overview 527 -> 502 KiB, the
          // staff screens about 50 KiB less each; budgets.json).
          antd: {
            test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
            // antd-mobile uses rc-field-form too; its tree keeps the default grouping.
            chunks: (chunk: Chunk) =>
              !chunk.canBeInitial() && !isTreeChunk(chunk) && !(chunk.name ?? '').startsWith('mobile-'),
            name: false,
            // None under 40 KB, as for the rest: once the layout's drawers and messages loaded on
            // demand, the parts they had kept in the frame (card, skeleton, alert, tag) went to
            // files of 20 to 30 KB shared by every page, one request each (QBR 8 -> 10 scripts).
            minSize: 40_000,
            maxAsyncRequests: 8,
            priority: 20,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({
        filename: `css/[name]${hash}.css`,
        chunkFilename: `css/[name]${hash}.css`,
        // antd-mobile's per-component sheets are independent of each other, so the order in which
        // screens happen to import them does not matter.
        ignoreOrder: true,
        // Style chunks go into the app's own container while it is mounted (src/app/host/style-host.ts).
        insert: (linkTag: HTMLLinkElement) => {
          const place = window.__PARTNER_PORTAL_INSERT_STYLE__;
          if (place) place(linkTag);
          else document.head.appendChild(linkTag);
        },
      }),
      // antd's sheets outside webpack's runtime (src/app/host/antd-sheets.ts).
      new AntdSheetsPlugin(),
      new DefinePlugin({ __ANTD_SHEETS__: JSON.stringify(ANTD_SHEETS_PLACEHOLDER) }),
      // rc-table's scroll-bar measure at every mount (src/shared/vendor/rc-table-util.ts).
      new NormalModuleReplacementPlugin(
        /^@rc-component\/util$/,
        (resource: { request: string; context: string }) => {
          if (/[\\/]@rc-component[\\/]table[\\/]es([\\/]|$)/.test(resource.context)) {
            resource.request = path.join(root, 'src/shared/vendor/rc-table-util.ts');
          }
        },
      ),
      // antd's CSS-in-JS layer writes nothing: its theme and component variables are in the prebuilt
      // sheets too (src/app/host/prebuilt-style-writer.ts).
      new NormalModuleReplacementPlugin(
        /^@rc-component\/util\/es\/Dom\/dynamicCSS$/,
        (resource: { request: string; context: string }) => {
          if (/[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks$/.test(resource.context)) {
            resource.request = path.join(root, 'src/app/host/prebuilt-style-writer.ts');
          }
        },
      ),
      // antd's style hooks without the CSS-in-JS generator: the sheets are built ahead of time
      // (src/app/host/antd-zero-runtime/).
      new NormalModuleReplacementPlugin(
        /(^|[\\/])(theme[\\/])?util[\\/]genStyleUtils$/,
        (resource: { request: string; context: string }) => {
          if (/[\\/]node_modules[\\/]antd[\\/]es([\\/]|$)/.test(resource.context)) {
            resource.request = path.join(root, 'src/app/host/antd-zero-runtime/gen-style-utils.ts');
          }
        },
      ),
      new NormalModuleReplacementPlugin(
        /^\.\/util\/useResetIconStyle$/,
        (resource: { request: string; context: string }) => {
          if (/[\\/]node_modules[\\/]antd[\\/]es[\\/]theme$/.test(resource.context)) {
            resource.request = path.join(root, 'src/app/host/antd-zero-runtime/reset-icon-style.ts');
          }
        },
      ),
      // ahooks' cache-subscription list kept listeners of discarded renders, and with them every
      // unmounted copy of the app (src/shared/vendor/ahooks-cache-subscribe.ts).
      new NormalModuleReplacementPlugin(
        /^\.\.\/utils\/cacheSubscribe$/,
        (resource: { request: string; context: string }) => {
          if (/[\\/]ahooks[\\/](es|lib)[\\/]useRequest[\\/]/.test(resource.context)) {
            resource.request = path.join(root, 'src/shared/vendor/ahooks-cache-subscribe.ts');
          }
        },
      ),
      ...antdOnDemandPlugins(),
      // The same page three times: the others draw the signed-in layout's outline, a partner's or
      // the staff area's, until the app's first screen (src/app/host/boot-skeleton.html); the
      // server picks the page (portal-static.ts).
      ...[
        { filename: 'index.html', body: '' },
        { filename: 'index.signed-in.html', body: bootSkeleton('partner') },
        { filename: 'index.staff.html', body: bootSkeleton('staff') },
      ].map(
        ({ filename, body }) =>
          new HtmlWebpackPlugin({
            filename,
            inject: 'body',
            scriptLoading: 'blocking',
            templateContent: portalHtml(body),
          }),
      ),
      new LandingChunksPlugin(() => [
        layoutChunks.desktop,
        ...Object.keys(desktopPageChunks),
        layoutChunks.mobile,
        ...Object.keys(mobilePageChunks),
      ]),
      ...(production ? [new ChunkReportPlugin(), new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: 8000,
      host: process.env.HOST || '127.0.0.1',
      headers: CORS_HEADERS,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      allowedHosts: 'all',
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}

function hostDemoConfig(mode: Mode): WebpackConfig {
  const production = mode === 'production';
  const hash = production ? '.[contenthash:8]' : '';
  return {
    name: 'host-demo',
    mode,
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: { host: './host-demo/src/main.ts' },
    output: {
      path: path.join(dist, 'host-demo'),
      publicPath: '/',
      filename: `js/[name]${hash}.js`,
      chunkFilename: `js/[name]${hash}.js`,
      uniqueName: 'partner-portal-host-demo',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias },
    module: {
      rules: [
        swcRule(mode),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
      ],
    },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: `css/[name]${hash}.css` }),
      new HtmlWebpackPlugin({
        filename: 'index.html',
        inject: 'body',
        template: './host-demo/index.html',
      }),
    ],
    devServer: {
      port: 8001,
      host: process.env.HOST || '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      allowedHosts: 'all',
    },
  };
}

/**
 * The phone app's service worker (src/service-worker/, docs/offline.md), built after the portal
 * (`dependencies`) into dist/portal: its precache list is read from the portal's chunk report and
 * files. Production only: the development server has no worker, so no cached copy ever hides a change.
 */
function serviceWorkerConfig(): WebpackConfig {
  const portalDist = path.join(dist, 'portal');
  return {
    name: 'service-worker',
    dependencies: ['portal'],
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { 'service-worker': './src/service-worker/service-worker.ts' },
    output: { path: portalDist, publicPath: '/', filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.mjs', '.js'], alias },
    module: { rules: [swcRule('production'), { test: /\.m?js$/, resolve: { fullySpecified: false } }] },
    performance: { hints: false },
    plugins: [
      new DefinePlugin({
        __PRECACHE_MANIFEST__: DefinePlugin.runtimeValue(
          () => JSON.stringify(precacheEntries(portalDist, path.join(dist, 'portal-chunks.json'))),
          true,
        ),
      }),
      new OfflineAppAssetsPlugin(),
    ],
  };
}

export default (_env: unknown, argv: { mode?: Mode }): WebpackConfig[] => {
  const mode: Mode = argv.mode === 'development' ? 'development' : 'production';
  return mode === 'production'
    ? [portalConfig(mode), hostDemoConfig(mode), serviceWorkerConfig()]
    : [portalConfig(mode), hostDemoConfig(mode)];
};
