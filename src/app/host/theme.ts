/** Brand values shared by both UI kits; every other colour comes from the kits' theme tokens. */
export const BRAND_PRIMARY = '#1f5eff';
export const BRAND_RADIUS = 8;
/**
 * Colours dark enough for WCAG AA text (4.5:1 on white and on the kits' light fills and tag
 * backgrounds). The kits' defaults for hint text, placeholders and status tags are lighter.
 */
export const ACCESSIBLE_COLORS = {
  weakText: '#666666',
  placeholder: '#707070',
  success: '#135200',
  warning: '#874d00',
  error: '#a8071a',
  // antd derives status backgrounds and borders from the status colour; from the darker text
  // colours above they would come out dark, so the kit's light defaults are kept explicitly.
  successBg: '#f6ffed',
  successBorder: '#b7eb8f',
  warningBg: '#fffbe6',
  warningBorder: '#ffe58f',
  errorBg: '#fff2f0',
  errorBorder: '#ffccc7',
  // antd-mobile's checked tint (--adm-color-wathet, #e7f1ff) leaves the brand blue on it at 4.49:1,
  // just under AA (a chosen Selector option); this one gives 4.71:1.
  checkedTint: '#f0f6ff',
} as const;
/** antd class and icon prefixes, so the host's own antd (if any) never styles us or the reverse. */
export const ANTD_PREFIX = 'pp';
export const ANTD_ICON_PREFIX = 'ppicon';
/** Wrapper class the scoped antd-mobile global sheet hangs from (postcss.config.js APP_SCOPE). */
export const APP_SCOPE_CLASS = 'partner-portal';
/**
 * Text outside kit components (headings, panels) must not inherit the host's font: the wrapper
 * carries the same system stack the kits use.
 */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** The letter of the portal's mark: a logo, the same in every language (not a word to translate). */
export const BRAND_MARK = 'P';
