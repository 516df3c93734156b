// Jest's counterpart of catalog-loader.cjs: the English catalogue module as the build makes it.
// The other languages are answered by the test server (src/test/catalog-handler.ts), the way the
// browser fetches them from the build.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { compileCatalog } = require('./catalog-compiler.cjs');

// A change to this transform or to the compiler makes every catalogue compile again.
const ownSource = ['jest-catalog-transform.cjs', 'catalog-compiler.cjs']
  .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'))
  .join('\n');

module.exports = {
  getCacheKey(source, file) {
    return crypto.createHash('sha256').update(ownSource).update(file).update(source).digest('hex');
  },
  process(source, file) {
    const english = compileCatalog(JSON.parse(source), path.relative(process.cwd(), file));
    const meta = { ns: path.basename(file, '.json'), test: true };
    // Jest reads a .json module's transformed code as JSON.
    return { code: JSON.stringify({ ...english, '@': meta }) };
  },
};
