/**
 * Stands in for antd's theme/util/genStyleUtils (wired by webpack.config.ts). The desktop tree runs
 * antd with `theme.zeroRuntime`: every sheet is built ahead of time (docs/embedding.md, "Styles"),
 * so a component's style hook only has to give back the class names antd's own hook returns in that
 * mode (the hash class, empty with `hashed: false`, and the theme's variable class). The style
 * modules declare their hooks by name only (scripts/antd-styles/sheet-loader.cjs), so the style
 * functions and the CSS-in-JS generator that ran them are left out of the bundle.
 */
import useLocalToken from 'antd/es/theme/useToken';

type StyleHook = (prefixCls: string, rootCls?: string) => [hashId: string, cssVarCls: string | undefined];

export function genStyleHooks(): StyleHook {
  return () => {
    const [, , hashId, , cssVar] = useLocalToken();
    return [hashId, cssVar?.key];
  };
}

export function genComponentStyleHook(): (prefixCls: string, rootCls?: string) => string {
  return () => useLocalToken()[2];
}

export function genSubStyleComponent(): (props: { prefixCls: string; rootCls?: string }) => null {
  return () => null;
}

/** As antd's: variable names and references for one component's own CSS variables. */
export const genCssVar = (antCls: string, component: string) => {
  const cssPrefix = `--${antCls.replace(/\./g, '')}-${component}-`;
  const varName = (name: string) => `${cssPrefix}${name}`;
  const varRef = (name: string, fallback?: string) =>
    fallback ? `var(${cssPrefix}${name}, ${fallback})` : `var(${cssPrefix}${name})`;
  return [varName, varRef] as const;
};
