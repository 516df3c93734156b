/**
 * How antd's style entries are grouped into prebuilt sheets, shared by the extractor
 * (extract.tsx) and the webpack loader that adds each sheet to the chunks using it (sheet-loader.cjs).
 * A sheet is named after the first part of the style hook's name: `Input` holds Input-Shared,
 * Input-OTP, Input-TextArea...; the theme's variables, the shared reset and the icons' base rules go
 * to the base sheet, which the desktop tree's providers import.
 */
const BASE_SHEET = 'base';

/** The sheet of one CSS-in-JS cache key ("style%<hash>%Menu-Menu%pp-menu%ppicon", "cssVar%Menu%..."). */
function sheetOf(cacheKey) {
  const [type, ...rest] = cacheKey.split('%');
  if (type === 'token') return BASE_SHEET;
  if (type === 'cssVar') return familyOf(rest[0]);
  if (type === 'style') {
    const name = rest[1];
    if (name === 'Shared' || name === 'ant-design-icons') return BASE_SHEET;
    return familyOf(name);
  }
  return null;
}

/** "Input-OTP" and ["Input", "OTP"] both belong to the Input sheet. */
function familyOf(hookName) {
  return String(hookName).split('-')[0];
}

/** The style hook names declared in one of antd's style modules. */
function declaredHooks(source) {
  const names = [];
  const pattern = /gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(\[\s*'([^']+)'|'([^']+)')/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source))
    names.push(match[2] ?? match[3]);
  return names;
}

module.exports = { BASE_SHEET, sheetOf, familyOf, declaredHooks };
