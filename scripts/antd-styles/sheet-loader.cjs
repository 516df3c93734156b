/**
 * webpack loader for antd's style modules (antd/es/<component>/style/*.js): each one gets an import
 * of the prebuilt sheet(s) of the style hooks it declares (scripts/antd-styles/extract.tsx), so a
 * chunk that holds an antd component also holds its CSS and a route loads only the sheets of the
 * components it uses. A declared hook without a prebuilt sheet fails the build: that component would
 * render unstyled, since antd generates no styles at run time (theme.zeroRuntime).
 *
 * The hooks are declared with their name only: the style functions and component-token functions
 * passed after it only ever ran to generate CSS, which the prebuilt sheets now hold, so without
 * them the minifier drops that code from the bundle (src/app/host/antd-zero-runtime/ gives the
 * hooks' name-only form).
 */
const fs = require('node:fs');
const path = require('node:path');
const acorn = require('acorn');
const { declaredHooks, familyOf } = require('./sheets.cjs');

const HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/** The source with every hook factory call cut down to its first argument (the hook's name). */
function nameOnlyHooks(source) {
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const cuts = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      HOOK_FACTORIES.has(node.callee.name) &&
      node.arguments.length > 1
    ) {
      cuts.push([node.arguments[0].end, node.arguments[node.arguments.length - 1].end]);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  let out = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

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
  return `${nameOnlyHooks(source)}\n${imports.join('\n')}\n`;
};
