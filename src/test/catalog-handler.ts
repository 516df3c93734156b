/**
 * Answers the catalogue files a test's screens fetch for a language other than English, compiled
 * from src/locales the way the build emits them (scripts/i18n/catalog-loader.cjs), the pseudo-locale
 * made from English. Every MSW server of startMswServer includes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { compileCatalog, pseudoCatalog } from '../../scripts/i18n/catalog-compiler.cjs';

const localesDir = path.join(__dirname, '..', 'locales');

function readCatalog(locale: string, namespace: string) {
  const file = path.join(localesDir, locale, `${namespace}.json`);
  if (!/^[\w-]+$/.test(namespace) || !fs.existsSync(file)) return null;
  return compileCatalog(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

export const catalogHandler = http.get('*/locales/:locale/:file', ({ params }) => {
  const locale = String(params.locale);
  const namespace = String(params.file).replace(/\.json$/, '');
  const catalog =
    locale === 'en-XA'
      ? (() => {
          const english = readCatalog('en', namespace);
          return english && pseudoCatalog(english);
        })()
      : readCatalog(locale, namespace);
  return catalog ? HttpResponse.json(catalog) : new HttpResponse(null, { status: 404 });
});
