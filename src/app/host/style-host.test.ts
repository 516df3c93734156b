/**
 * @jest-environment jsdom
 */
import type * as StyleHost from './style-host';

// The style host remembers every sheet of the page (module state): each test starts with a fresh one.
let attachStyleHost: typeof StyleHost.attachStyleHost;
let detachStyleHost: typeof StyleHost.detachStyleHost;
beforeEach(() => {
  jest.isolateModules(() => {
    ({ attachStyleHost, detachStyleHost } = jest.requireActual<typeof StyleHost>('./style-host'));
  });
});

function sheet(file: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `https://portal.example/css/${file}`;
  return link;
}

const hrefs = (container: HTMLElement) =>
  [...container.children].map((child) => child.getAttribute('href') ?? child.tagName.toLowerCase());

afterEach(() => detachStyleHost());

it("puts antd's prebuilt sheets before the portal's own style chunks, whichever screen loaded first", () => {
  const container = document.createElement('div');
  container.appendChild(document.createElement('style'));
  attachStyleHost(container);
  const insert = window.__PARTNER_PORTAL_INSERT_STYLE__!;

  insert(sheet('desktop-frame.css'));
  insert(sheet('as-1.css'));
  insert(sheet('overview.css'));
  insert(sheet('as-2.css'));

  expect(hrefs(container)).toEqual([
    'https://portal.example/css/as-1.css',
    'https://portal.example/css/as-2.css',
    'style',
    'https://portal.example/css/desktop-frame.css',
    'https://portal.example/css/overview.css',
  ]);
});

it('keeps that order when the app is mounted again', () => {
  const first = document.createElement('div');
  attachStyleHost(first);
  window.__PARTNER_PORTAL_INSERT_STYLE__!(sheet('overview.css'));
  window.__PARTNER_PORTAL_INSERT_STYLE__!(sheet('as-3.css'));
  detachStyleHost();
  expect(first.children).toHaveLength(0);

  const second = document.createElement('div');
  second.appendChild(document.createElement('style'));
  attachStyleHost(second);
  expect(hrefs(second)).toEqual([
    'https://portal.example/css/as-3.css',
    'style',
    'https://portal.example/css/overview.css',
  ]);
});
