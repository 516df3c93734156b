import type { ThemeConfig } from 'antd';
import type { CSSProperties } from 'react';
import { ACCESSIBLE_COLORS, ANTD_PREFIX, BRAND_PRIMARY, BRAND_RADIUS, FONT_FAMILY } from './theme';

/**
 * The desktop tree's one antd theme. Its style sheets are produced at build time from this object
 * (scripts/antd-styles/extract.tsx, docs/embedding.md "Styles"), so it must stay a plain value
 * that Node can load: no browser code here.
 * - `hashed: false`: selectors are plain `.pp-…` classes; the `pp` prefix already keeps them apart
 *   from a host's antd, and the same selectors then hold in development and production.
 * - a fixed `cssVar.key`: antd would otherwise name the token class after React's useId, which
 *   differs between the build-time render and the page.
 */
export const desktopTheme: ThemeConfig = {
  hashed: false,
  cssVar: { key: 'pp-css-var' },
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    colorSuccess: ACCESSIBLE_COLORS.success,
    colorWarning: ACCESSIBLE_COLORS.warning,
    colorError: ACCESSIBLE_COLORS.error,
    colorSuccessBg: ACCESSIBLE_COLORS.successBg,
    colorSuccessBorder: ACCESSIBLE_COLORS.successBorder,
    colorWarningBg: ACCESSIBLE_COLORS.warningBg,
    colorWarningBorder: ACCESSIBLE_COLORS.warningBorder,
    colorErrorBg: ACCESSIBLE_COLORS.errorBg,
    colorErrorBorder: ACCESSIBLE_COLORS.errorBorder,
    colorTextTertiary: ACCESSIBLE_COLORS.weakText,
    colorTextDescription: ACCESSIBLE_COLORS.weakText,
    colorTextPlaceholder: ACCESSIBLE_COLORS.placeholder,
    borderRadius: BRAND_RADIUS,
    fontFamily: FONT_FAMILY,
    // The portal's one link rule (portal-reset.ts): brand colour, underlined in content.
    linkDecoration: 'underline',
    linkHoverDecoration: 'underline',
  },
  components: { Layout: { headerHeight: 56 } },
};

/**
 * The readable colour for days outside the month or the valid range (the kit draws them in the
 * disabled colour, too light to read), set as the theme variable on the calendar's own root: a
 * nested theme would make a second theme root, whose sheet is not built ahead of time.
 */
export const READABLE_OUT_OF_RANGE_STYLE = {
  [`--${ANTD_PREFIX}-color-text-disabled`]: ACCESSIBLE_COLORS.placeholder,
} as CSSProperties;
