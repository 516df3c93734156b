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
  fullTitle,
  titleAs: Title = 'div',
  back,
  right,
}: {
  title?: ReactNode;
  /**
   * The whole title where `title` is a short form of it or may be cut off: it is what a screen
   * reader reads, and a long press or hover shows it.
   */
  fullTitle?: string;
  titleAs?: 'h1' | 'h2' | 'div';
  back?: TopBarBack;
  right?: ReactNode;
}) {
  const shortened = fullTitle !== undefined && fullTitle !== title;
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
      {title ? (
        <Title className={styles.title} title={fullTitle}>
          {shortened ? (
            <>
              <span aria-hidden>{title}</span>
              <span className={styles.visuallyHidden}>{fullTitle}</span>
            </>
          ) : (
            title
          )}
        </Title>
      ) : (
        <div />
      )}
      <div className={styles.right}>{right}</div>
    </div>
  );
}
