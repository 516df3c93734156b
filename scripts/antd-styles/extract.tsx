/**
 * Builds the desktop tree's antd style sheets ahead of time (docs/embedding.md, "Styles"): every
 * antd component is rendered once on the server with the portal's prefix and theme, and what antd's
 * CSS-in-JS layer would have written into the page is saved as CSS files, one per antd style hook
 * family (Menu, Table, Select...), plus a base sheet (theme variables, the shared reset, icons). The
 * page then runs antd with `theme.zeroRuntime` and loads only the sheets its chunks import
 * (scripts/antd-styles/sheet-loader.cjs).
 *
 *   npx tsx scripts/antd-styles/extract.tsx [outDir]   (run by webpack.config.ts before a build)
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { desktopTheme } from '../../src/app/host/desktop-theme';
import { ANTD_ICON_PREFIX, ANTD_PREFIX } from '../../src/app/host/theme';
import { BASE_SHEET, sheetOf } from './sheets.cjs';

type AnyComponent = ComponentType<Record<string, unknown>>;

const outDir = path.resolve(process.argv[2] ?? path.join(__dirname, '../../.cache/antd-styles'));

const el = (type: unknown, props: Record<string, unknown> = {}, ...children: ReactNode[]) =>
  createElement(type as AnyComponent, props, ...children);

const lib = antd as unknown as Record<string, AnyComponent & Record<string, AnyComponent>>;
const internalPanel = (name: string) => lib[name]._InternalPanelDoNotUseOrYouWillBeFired;

/**
 * Components that need props to render, and the parts that only render inside a popup, a compact
 * group or a variant (each with the prefix antd gives it there).
 */
const special: Record<string, () => ReactNode> = {
  Affix: () => el(lib.Affix, {}, el('div')),
  Dropdown: () => el(lib.Dropdown, { menu: { items: [] } }, el('div')),
  Menu: () => el(lib.Menu, { items: [] }),
  QRCode: () => el(lib.QRCode, { value: 'https://example.com' }),
  Tree: () => el(lib.Tree, { treeData: [] }),
  Grid: () => el(Fragment),
};
const extras = (): ReactNode[] => [
  el(lib.Badge.Ribbon, { text: 'x' }, el('div')),
  el(lib.Input.OTP),
  el(lib.Input.Search),
  el(lib.Input.TextArea),
  el(lib.Input.Password),
  el(lib.Layout.Sider),
  el(lib.Space.Compact, {}, el(lib.Button), el(lib.Input), el(lib.Select)),
  el(lib.Space.Addon ?? Fragment, {}, 'x'),
  el(lib.Tag, { color: 'blue' }),
  el(lib.Tag, { color: 'success' }),
  el(lib.Pagination, { total: 100, showSizeChanger: true, showQuickJumper: true }),
  el(lib.Form, {}, el(lib.Form.Item, { label: 'x', name: 'x' }, el(lib.Input))),
  el(lib.Cascader.Panel),
  el(internalPanel('Modal'), { type: 'confirm', title: 'x' }),
  el(internalPanel('Modal')),
  el(internalPanel('message'), { content: 'x' }),
  el(internalPanel('notification'), { title: 'x' }),
  el(internalPanel('Popover'), { content: 'x' }),
  el(internalPanel('Popconfirm'), { title: 'x' }),
  el(internalPanel('Tooltip'), { title: 'x' }),
  el(internalPanel('DatePicker')),
  el(internalPanel('Select')),
  el(internalPanel('Dropdown'), { menu: { items: [{ key: 'a', label: 'a' }] } }),
  el(internalPanel('Tour') ?? Fragment),
  el(lib.Typography.Link, {}, 'x'),
  el(lib.Table, {
    columns: [{ title: 'x', dataIndex: 'x', sorter: true, filters: [{ text: 'a', value: 'a' }] }],
    dataSource: [{ key: 1, x: 'x' }],
    rowSelection: {},
  }),
];

const isComponent = (name: string) => /^[A-Z]/.test(name) && name !== 'ConfigProvider';

function app(): ReactNode {
  const items = Object.keys(antd)
    .filter(isComponent)
    .map((name) => el(Fragment, { key: name }, special[name] ? special[name]() : el(lib[name])));
  return el(Fragment, {}, ...items, ...extras().map((node, i) => el(Fragment, { key: `extra-${i}` }, node)));
}

type Cache = ReturnType<typeof createCache>;

/** extractStyle over a subset of the cache's entries; the trailing SSR cache map is not needed. */
function extractSubset(cache: Cache, keys: string[]): string {
  const view = {
    cache: new Map(keys.map((key) => [key, cache.cache.get(key)])),
    updateTimes: cache.updateTimes,
    extracted: new Set<string>(),
  } as unknown as Cache;
  return extractStyle(view, { plain: true }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}$/, '');
}

/**
 * One sheet: variables first (each declaration block once; the internal panels rendered above nest
 * their own theme roots named after React ids, which the page never has), then the rules.
 */
function sheetCss(cache: Cache, keys: string[]): string {
  const rootSelector = `.${desktopTheme.cssVar?.key}{`;
  const variables = new Set<string>();
  for (const key of keys.filter((k) => !k.startsWith('style%'))) {
    const css = extractSubset(cache, [key]);
    if (key.startsWith('token%') && !css.startsWith(rootSelector)) continue;
    variables.add(css);
  }
  return (
    [...variables].join('') +
    extractSubset(
      cache,
      keys.filter((k) => k.startsWith('style%')),
    )
  );
}

function main() {
  const cache = createCache();
  const errors: unknown[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && /Warning|\[antd/.test(args[0])) return;
    errors.push(args);
  };
  try {
    renderToString(
      el(
        StyleProvider,
        { cache },
        el(
          antd.ConfigProvider,
          { prefixCls: ANTD_PREFIX, iconPrefixCls: ANTD_ICON_PREFIX, theme: desktopTheme },
          app(),
        ),
      ),
    );
  } finally {
    console.error = originalError;
  }
  const groups = new Map<string, string[]>();
  for (const key of cache.cache.keys()) {
    const sheet = sheetOf(key);
    if (!sheet) throw new Error(`antd style entry with no sheet: ${key}`);
    groups.set(sheet, [...(groups.get(sheet) ?? []), key]);
  }
  if (!groups.has(BASE_SHEET)) throw new Error('no theme variables were produced');

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const [sheet, keys] of groups) {
    const css = sheetCss(cache, keys);
    writeFileSync(path.join(outDir, `${sheet}.css`), css);
    sizes[sheet] = css.length;
  }
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify({ sheets: sizes }, null, 1)}\n`);
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  console.log(
    `antd style sheets: ${readdirSync(outDir).length - 1} files, ${(total / 1024).toFixed(1)} KB in ${outDir}`,
  );
}

main();
