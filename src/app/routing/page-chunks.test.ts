import fs from 'node:fs';
import path from 'node:path';
import { desktopPageChunks, layoutChunks, mobilePageChunks } from './page-chunks';

const root = path.join(__dirname, '../../..');
const source = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Each loader's key and the webpackChunkName of the import it runs: `'name': () => import(/* webpackChunkName: "name" *\/ ...`. */
const loaderNames = (file: string) =>
  [
    ...source(file).matchAll(/'([a-z-]+)': \(\) =>\s*import\(\s*\/\* webpackChunkName: "([a-z-]+)" \*\//g),
  ].map(([, key, comment]) => ({ key, comment }));

describe('page chunk names', () => {
  it.each([
    ['src/app/desktop/desktop-pages.ts', desktopPageChunks],
    ['src/app/mobile/mobile-pages.ts', mobilePageChunks],
  ])(
    "%s loads each declared page under the declared name (webpack's magic comment included)",
    (file, chunks) => {
      const loaders = loaderNames(file);
      expect(loaders.map(({ key }) => key)).toEqual(Object.keys(chunks));
      for (const loader of loaders) expect(loader.comment).toBe(loader.key);
    },
  );

  it("names each tree's layout chunk as its routes load it", () => {
    expect(source('src/app/desktop/desktop-routes.tsx')).toContain(
      `/* webpackChunkName: "${layoutChunks.desktop}" */ './layout/desktop-layout'`,
    );
    expect(source('src/app/mobile/mobile-routes.tsx')).toContain(
      `/* webpackChunkName: "${layoutChunks.mobile}" */ './layout/mobile-layout'`,
    );
  });
});
