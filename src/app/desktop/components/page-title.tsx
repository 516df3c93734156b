import { Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A desktop page's main heading: the one h1 of the page, which the skip link and route changes
 * focus (src/app/focus-main.tsx). Every section uses it, so headings read the same everywhere.
 */
export default function PageTitle({
  id,
  children,
  style,
}: {
  id?: string;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <Typography.Title level={1} id={id} style={{ marginTop: 0, fontSize: token.fontSizeHeading3, ...style }}>
      {children}
    </Typography.Title>
  );
}
