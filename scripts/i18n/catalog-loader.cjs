// webpack loader for the English catalogues (src/locales/en/<namespace>.json), the only ones code
// imports: the module carries English compiled and, under "@", its namespace and a placeholder
// for the file that will hold the other languages' messages of its chunk, which
// catalog-files-plugin.cjs emits and names (docs/i18n.md).
const fs = require('node:fs');
const path = require('node:path');
const { compileCatalog, pseudoCatalog } = require('./catalog-compiler.cjs');
const { CATALOG_FILE_PLACEHOLDER } = require('./catalog-files-plugin.cjs');

module.exports = function catalogLoader(source) {
  const file = this.resourcePath;
  const namespace = path.basename(file, '.json');
  const localesDir = path.dirname(path.dirname(file));
  const english = compileCatalog(JSON.parse(source), path.relative(process.cwd(), file));
  // The other languages' files go into their chunk's file: a change to one rebuilds this module.
  for (const locale of fs.readdirSync(localesDir)) {
    if (locale !== 'en') this.addDependency(path.join(localesDir, locale, `${namespace}.json`));
  }
  // The pseudo-locale has a file per namespace and no hash: tests and development ask for it,
  // never a cached visit.
  this.emitFile(`locales/en-XA/${namespace}.json`, JSON.stringify(pseudoCatalog(english)));
  return `export default ${JSON.stringify({ ...english, '@': { ns: namespace, f: CATALOG_FILE_PLACEHOLDER } })};`;
};
