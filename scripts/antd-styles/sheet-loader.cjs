/**
 * webpack loader for antd's style modules (antd/es/<component>/style/*.js): each one gets an import
 * of the prebuilt sheet(s) of the style hooks it declares (scripts/antd-styles/extract.tsx), so a
 * chunk that holds an antd component also holds its CSS and a route loads only the sheets of the
 * components it uses. A declared hook without a prebuilt sheet fails the build: that component would
 * render unstyled, since antd generates no styles at run time (theme.zeroRuntime).
 */
/* global module, require, process */
/* eslint-disable @typescript-eslint/no-require-imports -- webpack loads loaders with require() */
const fs = require('node:fs');
const path = require('node:path');
const { declaredHooks, familyOf } = require('./sheets.cjs');

module.exports = function antdSheetLoader(source) {
  const { sheetsDir } = this.getOptions();
  const sheets = [...new Set(declaredHooks(source).map(familyOf))];
  const imports = [];
  for (const sheet of sheets) {
    const file = path.join(sheetsDir, `${sheet}.css`);
    if (!fs.existsSync(file)) {
      this.emitError(
        new Error(
          `antd style hook "${sheet}" (${path.relative(process.cwd(), this.resourcePath)}) has no prebuilt sheet; ` +
            'render it in scripts/antd-styles/extract.tsx',
        ),
      );
      continue;
    }
    this.addDependency(file);
    imports.push(`import ${JSON.stringify(file)};`);
  }
  // After the module's own imports: a style module that borrows another family's helpers (Calendar
  // from DatePicker) then puts its sheet after that family's, so its overrides win as they did when
  // antd wrote the styles in render order.
  return `${source}\n${imports.join('\n')}\n`;
};
