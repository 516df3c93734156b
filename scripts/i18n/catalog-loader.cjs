// webpack loader for the English catalogues (src/locales/en/<namespace>.json), the only ones code
// imports: the module carries English compiled, and the other languages' files of the same
// namespace are emitted beside the build as locales/<locale>/<namespace>.<hash>.json, fetched
// only when that language is chosen (docs/i18n.md). The module names them under "@".
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { compileCatalog, pseudoCatalog } = require('./catalog-compiler.cjs');

module.exports = function catalogLoader(source) {
  const file = this.resourcePath;
  const namespace = path.basename(file, '.json');
  const localesDir = path.dirname(path.dirname(file));
  const english = compileCatalog(JSON.parse(source), path.relative(process.cwd(), file));
  const meta = { ns: namespace };
  for (const locale of fs.readdirSync(localesDir).sort()) {
    if (locale === 'en') continue;
    const other = path.join(localesDir, locale, `${namespace}.json`);
    this.addDependency(other);
    if (!fs.existsSync(other)) continue;
    const body = JSON.stringify(
      compileCatalog(JSON.parse(fs.readFileSync(other, 'utf8')), path.relative(process.cwd(), other)),
    );
    const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 8);
    this.emitFile(`locales/${locale}/${namespace}.${hash}.json`, body);
    meta[locale] = hash;
  }
  // The pseudo-locale has no hash: tests and development ask for it, never a cached visit.
  this.emitFile(`locales/en-XA/${namespace}.json`, JSON.stringify(pseudoCatalog(english)));
  return `export default ${JSON.stringify({ ...english, '@': meta })};`;
};
