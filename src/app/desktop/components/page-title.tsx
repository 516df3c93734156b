import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import styles from './components.module.css';

/**
 * A desktop page's main heading: the one h1 of the page, which the skip link and route changes
 * focus (src/app/focus-main.tsx). Every section uses it, so headings read the same everywhere.
 */
export default function PageTitle({
  id,
  children,
  className,
  style,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Typography.Title
      level={1}
      id={id}
      className={className ? `${styles.pageTitle} ${className}` : styles.pageTitle}
      style={style}
    >
      {children}
    </Typography.Title>
  );
}
