import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import type { AtRule, Rule } from 'postcss';
import { APP_SCOPE_CLASS } from './theme';

/**
 * antd-mobile's style sheets as the production build gets them: postcss.config.js over the files
 * webpack resolves (docs/embedding.md: antd-mobile's global and component styles apply only inside
 * the portal's wrapper, so a host's :root, body, buttons and own `.adm-*` classes keep their look).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const postcssConfig = require('../../../postcss.config.js');

const ROOT = path.resolve(__dirname, '../../..');
const GLOBAL_CSS = path.join(ROOT, 'node_modules/antd-mobile/es/global/global.css');
const BUTTON_CSS = path.join(ROOT, 'node_modules/antd-mobile/es/components/button/button.css');
const WRAPPER = `.${APP_SCOPE_CLASS}`;

async function build(file: string) {
  // postcss-loader calls the config with the file being compiled.
  const { plugins } = postcssConfig({ file, mode: 'production' });
  const result = await postcss(plugins).process(readFileSync(file, 'utf8'), { from: file });
  const rules: Rule[] = [];
  result.root.walkRules((rule) => {
    const parent = rule.parent;
    // Keyframe steps (`from`, `50%`) are not selectors.
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return;
    rules.push(rule);
  });
  return rules;
}

describe("antd-mobile's style sheets in the build (postcss.config.js)", () => {
  it('scopes every rule of the global sheet to the wrapper and moves the :root variables onto it', async () => {
    const rules = await build(GLOBAL_CSS);
    expect(rules.length).toBeGreaterThan(5);
    const selectors = rules.flatMap((rule) => rule.selectors);
    const unscoped = selectors.filter(
      (selector) =>
        !(
          selector === WRAPPER ||
          selector.startsWith(`${WRAPPER} `) ||
          selector.startsWith(`${WRAPPER}.`) ||
          // antd-mobile's dark theme switch stays on the host's <html>, its variables on the wrapper.
          /^html\[data-prefers-color-scheme=['"]?dark['"]?\] \.partner-portal$/.test(selector)
        ),
    );
    expect(unscoped).toEqual([]);
    expect(selectors.filter((selector) => /(^|[\s,>+~])(:root|html|body)(?![\w-[])/.test(selector))).toEqual(
      [],
    );

    // antd-mobile's theme variables live on the wrapper, not on the host's :root.
    const variables = rules
      .filter((rule) => rule.selector === WRAPPER)
      .flatMap((rule) => rule.nodes.filter((node) => node.type === 'decl').map((decl) => decl.prop));
    expect(variables).toEqual(expect.arrayContaining(['--adm-color-primary', '--adm-font-family']));
  });

  it('puts every rule of a component sheet under the wrapper without adding weight (:where)', async () => {
    const rules = await build(BUTTON_CSS);
    const selectors = rules.flatMap((rule) => rule.selectors);
    expect(selectors).toEqual(expect.arrayContaining([`:where(${WRAPPER}) .adm-button`]));
    expect(selectors.filter((selector) => !selector.startsWith(`:where(${WRAPPER}) `))).toEqual([]);
  });
});
