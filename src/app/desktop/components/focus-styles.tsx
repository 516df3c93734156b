import { theme } from 'antd';

export const FOCUSABLE_CLASS = 'pp-overview-focusable';

/** A visible keyboard focus ring for the overview's own clickable areas (antd controls bring theirs). */
export default function FocusStyles() {
  const { token } = theme.useToken();
  const css = `.${FOCUSABLE_CLASS}:focus-visible{outline:${token.lineWidthFocus * 2}px solid ${token.colorPrimaryBorderHover};outline-offset:2px;border-radius:${token.borderRadiusLG}px}`;
  return <style>{css}</style>;
}
