import { APP_SCOPE_CLASS, BRAND_PRIMARY } from './theme';

/**
 * A scoped reset that seals the portal from a host's element rules (docs/embedding.md).
 * A host styling `h2`, `button`, `a`, `img`, inputs or lists (specificity 0,0,1), or its `body`
 * (inherited), must not restyle the portal, and nothing here may reach the host.
 *
 * Every selector is `:where(.partner-portal) <element>:not(html)`: specificity 0,0,2. That beats a
 * host's bare element rule, and stays below every class rule (antd's `.pp-*`, antd-mobile's
 * `.adm-*`, our CSS modules), so the kits and our own styles apply exactly as standalone.
 * `revert` hands a property back to the browser's own style sheet (what a page without a host
 * rule shows); width and height are left alone, since `<img width>` sets them at this level.
 *
 * One link style on every page: the brand colour (visited too; the browser's blue and purple
 * showed on some pages only) with an underline, which sets links in running text apart from it
 * (axe link-in-text-block); antd's own links follow the same rule (linkDecoration in
 * antd-isolation.tsx). Links that are navigation (menus, nav bars, breadcrumbs, the page header)
 * drop the underline, at 0,1,2: the menus were underlined item by item.
 */
const scope = `:where(.${APP_SCOPE_CLASS})`;
const sel = (elements: string[]) => elements.map((element) => `${scope} ${element}:not(html)`).join(',\n');

const TEXT_RESET = `
  font-family: revert;
  text-transform: none;
  letter-spacing: normal;
  word-spacing: normal;
  text-shadow: none;
  text-indent: 0;
  background: revert;
  border: revert;
  border-radius: revert;
  box-shadow: none;
  outline: revert;
  opacity: revert;
  filter: none;
  transform: none;`;

export const PORTAL_RESET_CSS = `
${scope} {
  text-transform: none;
  letter-spacing: normal;
  word-spacing: normal;
  font-style: normal;
  font-weight: normal;
  text-align: start;
  text-shadow: none;
  line-height: normal;
}
${sel(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])} {${TEXT_RESET}
  color: inherit;
  font-size: revert;
  font-weight: revert;
  font-style: revert;
  line-height: inherit;
  text-decoration: none;
  text-align: inherit;
  margin: revert;
  padding: revert;
}
${sel(['button'])} {${TEXT_RESET}
  color: revert;
  font-size: revert;
  font-weight: revert;
  font-style: revert;
  line-height: revert;
  text-decoration: none;
  margin: revert;
  padding: revert;
  cursor: revert;
}
${sel(['a'])} {${TEXT_RESET}
  color: ${BRAND_PRIMARY};
  font-size: inherit;
  font-weight: inherit;
  font-style: inherit;
  text-decoration: underline;
  margin: revert;
  padding: revert;
  cursor: revert;
}
${scope} :is(nav, header, [role='menu'], [role='menubar'], [role='navigation'], [role='banner']) a:not(html) {
  text-decoration: none;
}
${sel(['img', 'svg', 'video'])} {
  border: revert;
  border-radius: revert;
  box-shadow: none;
  margin: revert;
  padding: revert;
  background: revert;
  opacity: revert;
  filter: none;
  transform: none;
  max-width: revert;
  object-fit: revert;
  vertical-align: revert;
}
${sel(['input', 'select', 'textarea'])} {${TEXT_RESET}
  color: revert;
  font-size: revert;
  font-weight: revert;
  font-style: revert;
  line-height: revert;
  margin: revert;
  padding: revert;
}
${sel(['ul', 'ol', 'li', 'dl', 'dd', 'dt'])} {${TEXT_RESET}
  color: inherit;
  font-size: inherit;
  font-weight: inherit;
  font-style: inherit;
  list-style: revert;
  margin: revert;
  padding: revert;
}
`;

/** The reset as a style element for the app's style container (it goes with the app). */
export function createPortalResetStyle(): HTMLStyleElement {
  const style = document.createElement('style');
  style.dataset.partnerPortalReset = '';
  style.textContent = PORTAL_RESET_CSS;
  return style;
}
