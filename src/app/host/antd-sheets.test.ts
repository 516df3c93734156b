/**
 * @jest-environment jsdom
 */
import type * as AntdSheets from './antd-sheets';

type EnsureChunk = (chunkId: string | number) => Promise<unknown>;

// What webpack gives the module in a build: its chunk loader, the public path and, written by
// webpack.config.ts (AntdSheetsPlugin), which antd sheet each chunk needs.
let runtime: { e: EnsureChunk };
let frontAntdSheets: typeof AntdSheets.frontAntdSheets;
let container: HTMLElement;

const hrefs = (parent: HTMLElement) =>
  [...parent.children].map((child) => child.getAttribute('href') ?? child.tagName.toLowerCase());
const sheetLink = (file: string) =>
  container.querySelector<HTMLLinkElement>(`link[href="https://portal.example/css/as-${file}.css"]`)!;
const portalChunk = (name: string) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `https://portal.example/css/${name}.css`;
  return link;
};

beforeEach(() => {
  runtime = { e: () => Promise.resolve() };
  Object.assign(globalThis, {
    __webpack_require__: runtime,
    __webpack_public_path__: 'https://portal.example/',
    __ANTD_SHEETS__: { 12: 'aaaa1111', 34: 'bbbb2222' },
  });
  // The module wraps the chunk loader when it loads: each test starts from a fresh copy.
  jest.isolateModules(() => {
    ({ frontAntdSheets } = jest.requireActual<typeof AntdSheets>('./antd-sheets'));
  });
  container = document.createElement('div');
  container.appendChild(document.createElement('style'));
  window.__PARTNER_PORTAL_INSERT_STYLE__ = (link) => container.appendChild(link);
});

afterEach(() => {
  delete window.__PARTNER_PORTAL_INSERT_STYLE__;
});

it('counts a chunk as loaded once its antd sheet has loaded, and leaves chunks without one as they are', async () => {
  let loaded = false;
  const chunk = runtime.e(12).then(() => {
    loaded = true;
  });
  await Promise.resolve();
  expect(loaded).toBe(false);

  sheetLink('aaaa1111').dispatchEvent(new Event('load'));
  await chunk;
  expect(loaded).toBe(true);

  await runtime.e(56);
  expect(container.querySelectorAll('link')).toHaveLength(1);
});

it("puts antd's sheets in front of the portal's style chunks, in the order they arrive, on every mount", () => {
  container.appendChild(portalChunk('desktop-frame'));
  void runtime.e(12);
  container.appendChild(portalChunk('overview'));
  void runtime.e(34);
  expect(hrefs(container)).toEqual([
    'https://portal.example/css/as-aaaa1111.css',
    'https://portal.example/css/as-bbbb2222.css',
    'style',
    'https://portal.example/css/desktop-frame.css',
    'https://portal.example/css/overview.css',
  ]);

  // A remount: the style host puts every remembered tag back at the end of the new container.
  const links = [...container.querySelectorAll('link')];
  container = document.createElement('div');
  container.appendChild(document.createElement('style'));
  for (const link of links.reverse()) container.appendChild(link);
  frontAntdSheets(container);
  expect(hrefs(container)).toEqual([
    'https://portal.example/css/as-aaaa1111.css',
    'https://portal.example/css/as-bbbb2222.css',
    'style',
    'https://portal.example/css/overview.css',
    'https://portal.example/css/desktop-frame.css',
  ]);
});

it('fails the chunk as a style chunk fails when its sheet does not load, and asks again on the next try', async () => {
  const first = runtime.e(34);
  sheetLink('bbbb2222').dispatchEvent(new Event('error'));
  await expect(first).rejects.toMatchObject({
    code: 'CSS_CHUNK_LOAD_FAILED',
    request: 'https://portal.example/css/as-bbbb2222.css',
  });
  expect(container.querySelector('link')).toBeNull();

  const second = runtime.e(34);
  sheetLink('bbbb2222').dispatchEvent(new Event('load'));
  await expect(second).resolves.toBeDefined();
});
