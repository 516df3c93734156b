import type { ReactNode } from 'react';
import { authMessages } from '@/domains/auth/messages';
import styles from './mobile-auth-shell.module.css';
import { BRAND_MARK } from '@/app/host/theme';
import { LanguageButtons } from '@/app/mobile/components/language-switch';

interface MobileAuthShellProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of every mobile sign-in screen: a brand band and a card over it, no horizontal scroll. */
export function MobileAuthShell({ title, subtitle, children }: MobileAuthShellProps) {
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <div className={styles.product}>
          <span aria-hidden className={styles.mark}>
            {BRAND_MARK}
          </span>
          {authMessages.brand.product}
        </div>
        <p className={styles.tagline}>{authMessages.brand.tagline}</p>
      </header>
      <main className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        <div className={styles.languages}>
          <LanguageButtons />
        </div>
      </main>
    </div>
  );
}
