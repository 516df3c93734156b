/**
 * PostCSS for the child app. Three jobs, all for the mobile side only:
 * - px -> rem (spec 9: root 16, precision 5) for antd-mobile and the mobile tree;
 * - antd-mobile's global sheet is scoped to the app's wrapper, so the host's :root, html, body,
 *   a and button keep their own styles;
 * - antd-mobile's component sheets apply only inside the wrapper too (a host's own `.adm-button`
 *   keeps its look): every selector gets a `:where(.partner-portal)` ancestor, which adds no
 *   specificity, so the sheets' own order and weights stay as antd-mobile wrote them.
 */
/* global require, module */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pxtorem = require('postcss-pxtorem');

const APP_SCOPE = '.partner-portal';
const PXTOREM_OPTIONS = { rootValue: 16, unitPrecision: 5, propList: ['*'], minPixelValue: 0 };

const normalize = (file) => (file || '').split('\\').join('/');
const isMobileCss = (file) => /\/node_modules\/antd-mobile\//.test(file) || /\/src\/app\/mobile\//.test(file);
const isAntdMobileGlobal = (file) => /\/node_modules\/antd-mobile\/(es|cjs|2x\/es)\/global\//.test(file);
const isAntdMobileComponent = (file) =>
  /\/node_modules\/antd-mobile\/(es|cjs|2x\/es)\/components\//.test(file);
const COMPONENT_SCOPE = `:where(${APP_SCOPE})`;

function scopeSelector(selector) {
  const trimmed = selector.trim();
  if (trimmed === ':root' || trimmed === 'html' || trimmed === 'body') return APP_SCOPE;
  const dark = trimmed.match(/^html(\[data-prefers-color-scheme=['"]?dark['"]?\])$/);
  if (dark) return `html${dark[1]} ${APP_SCOPE}`;
  if (trimmed.startsWith('body.')) return `${APP_SCOPE}${trimmed.slice(4)}`;
  if (trimmed.startsWith(APP_SCOPE)) return trimmed;
  return `${APP_SCOPE} ${trimmed}`;
}

/** Rewrites every rule of antd-mobile's global sheet under the app's wrapper class. */
const scopeAntdMobileGlobal = () => ({
  postcssPlugin: 'partner-portal-scope-antd-mobile-global',
  Rule(rule) {
    if (insideKeyframes(rule) || rule.__scoped) return;
    rule.selectors = rule.selectors.map(scopeSelector);
    rule.__scoped = true;
  },
});
scopeAntdMobileGlobal.postcss = true;

const insideKeyframes = (rule) =>
  rule.parent && rule.parent.type === 'atrule' && /keyframes$/i.test(rule.parent.name);

/** Puts every rule of an antd-mobile component sheet under the wrapper, without extra weight. */
const scopeAntdMobileComponents = () => ({
  postcssPlugin: 'partner-portal-scope-antd-mobile-components',
  Rule(rule) {
    if (insideKeyframes(rule) || rule.__scoped) return;
    rule.selectors = rule.selectors.map((selector) => `${COMPONENT_SCOPE} ${selector.trim()}`);
    rule.__scoped = true;
  },
});
scopeAntdMobileComponents.postcss = true;

module.exports = (api) => {
  const file = normalize(api && (api.file || (api.resourcePath ?? '')));
  const plugins = [];
  if (isAntdMobileGlobal(file)) plugins.push(scopeAntdMobileGlobal());
  if (isAntdMobileComponent(file)) plugins.push(scopeAntdMobileComponents());
  if (isMobileCss(file)) plugins.push(pxtorem(PXTOREM_OPTIONS));
  return { plugins };
};
module.exports.PXTOREM_OPTIONS = PXTOREM_OPTIONS;
module.exports.APP_SCOPE = APP_SCOPE;
module.exports.scopeSelector = scopeSelector;
