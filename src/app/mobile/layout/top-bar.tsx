import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './top-bar.module.css';

export interface TopBarBack {
  /** The button's accessible name, and its visible text when `showLabel`. */
  label: string;
  onBack: () => void;
  showLabel?: boolean;
}

/**
 * The mobile top bar: an optional back button, a centred title and actions on the right.
 * Our own instead of antd-mobile's NavBar, whose left side is an unnamed role="button" even when
 * it is empty (an accessibility failure we cannot fix from outside).
 */
export function TopBar({
  title,
  titleAs: Title = 'div',
  back,
  right,
}: {
  title?: ReactNode;
  titleAs?: 'h1' | 'div';
  back?: TopBarBack;
  right?: ReactNode;
}) {
  return (
    <div className={styles.bar}>
      <div className={styles.left}>
        {back && (
          <button
            type="button"
            className={styles.back}
            onClick={back.onBack}
            aria-label={back.showLabel ? undefined : back.label}
          >
            <LeftOutline className={styles.backIcon} aria-hidden />
            {back.showLabel && <span>{back.label}</span>}
          </button>
        )}
      </div>
      {title ? <Title className={styles.title}>{title}</Title> : <div />}
      <div className={styles.right}>{right}</div>
    </div>
  );
}
