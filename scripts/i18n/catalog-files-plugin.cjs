// Emits, for every chunk that holds English catalogues (src/locales/en/<namespace>.json through
// catalog-loader.cjs), ONE file per other language with all of that chunk's namespaces:
// locales/<locale>/<hash>.json = { "<namespace>": compiled messages, ... }. A Chinese visit then
// asks once per chunk instead of once per namespace: each response costs its headers (about
// 0.6 KiB on the wire) and compresses alone (docs/i18n.md, docs/quality-gates.md). The chunk's
// scripts learn the file's name: the loader's placeholder is replaced in them before they are
// minified, and webpack's real content hash then names the scripts after what they hold.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { compileCatalog } = require('./catalog-compiler.cjs');

const CATALOG_FILE_PLACEHOLDER = '__catalog_file_of_the_chunk__';
const ENGLISH_CATALOGUE = /[\\/]src[\\/]locales[\\/]en[\\/]([^\\/]+)\.json$/;
const NAME = 'CatalogFilesPlugin';

/** The English catalogues' files among a chunk's modules (concatenated ones included). */
function catalogueFiles(compilation, chunk) {
  const found = new Set();
  const visit = (module) => {
    if (module.modules) for (const inner of module.modules) visit(inner);
    if (typeof module.resource === 'string' && ENGLISH_CATALOGUE.test(module.resource))
      found.add(module.resource);
  };
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) visit(module);
  return [...found].sort();
}

class CatalogFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Before the scripts are minified, and so before their real content hash is taken.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        () => {
          const compiled = new Map();
          const compile = (file) => {
            if (!compiled.has(file)) {
              compiled.set(
                file,
                fs.existsSync(file)
                  ? compileCatalog(
                      JSON.parse(fs.readFileSync(file, 'utf8')),
                      path.relative(process.cwd(), file),
                    )
                  : null,
              );
            }
            return compiled.get(file);
          };
          for (const chunk of compilation.chunks) {
            const english = catalogueFiles(compilation, chunk);
            if (english.length === 0) continue;
            const localesDir = path.dirname(path.dirname(english[0]));
            const bodies = fs
              .readdirSync(localesDir)
              .filter((locale) => locale !== 'en' && fs.statSync(path.join(localesDir, locale)).isDirectory())
              .sort()
              .map((locale) => {
                const messages = {};
                for (const file of english) {
                  const namespace = path.basename(file, '.json');
                  const catalog = compile(path.join(localesDir, locale, `${namespace}.json`));
                  if (catalog) messages[namespace] = catalog;
                }
                return { locale, body: JSON.stringify(messages) };
              });
            const hash = crypto
              .createHash('sha256')
              .update(bodies.map(({ locale, body }) => `${locale}\n${body}`).join('\n'))
              .digest('hex')
              .slice(0, 8);
            for (const { locale, body } of bodies) {
              const name = `locales/${locale}/${hash}.json`;
              if (!compilation.getAsset(name)) compilation.emitAsset(name, new sources.RawSource(body));
            }
            for (const file of chunk.files) {
              if (!/\.m?js$/.test(file)) continue;
              compilation.updateAsset(file, (source) => {
                const text = source.source().toString();
                if (!text.includes(CATALOG_FILE_PLACEHOLDER)) return source;
                const replaced = new sources.ReplaceSource(source);
                for (
                  let at = text.indexOf(CATALOG_FILE_PLACEHOLDER);
                  at !== -1;
                  at = text.indexOf(CATALOG_FILE_PLACEHOLDER, at + 1)
                ) {
                  replaced.replace(at, at + CATALOG_FILE_PLACEHOLDER.length - 1, hash);
                }
                return replaced;
              });
            }
          }
        },
      );
    });
  }
}

module.exports = { CatalogFilesPlugin, CATALOG_FILE_PLACEHOLDER };
