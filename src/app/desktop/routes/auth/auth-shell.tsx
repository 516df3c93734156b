import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { authMessages } from '@/domains/auth/messages';
import styles from './auth-shell.module.css';
import { BRAND_MARK } from '@/app/host/theme';
import { LanguageLinks } from '@/app/desktop/components/language-switch';

interface AuthShellProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of every sign-in screen: a branded panel beside a centred card. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  const { token } = theme.useToken();
  const m = authMessages.brand;
  return (
    <div className={styles.page} style={{ background: token.colorBgLayout, fontFamily: token.fontFamily }}>
      <aside
        className={styles.brand}
        style={{
          background: `linear-gradient(145deg, ${token.colorPrimary} 0%, ${token.colorPrimaryActive} 100%)`,
          color: token.colorTextLightSolid,
        }}
      >
        <div>
          <div className={styles.brandRow}>
            <span
              aria-hidden
              className={styles.mark}
              style={{ background: token.colorBgContainer, color: token.colorPrimary }}
            >
              {BRAND_MARK}
            </span>
            <span className={styles.product}>{m.product}</span>
          </div>
          <p className={styles.tagline}>{m.tagline}</p>
          <ul className={styles.points}>
            {Object.values(m.points).map((point) => (
              <li key={point}>
                <CheckCircleOutlined aria-hidden />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className={styles.main}>
        <Card className={styles.card} classNames={{ body: styles.cardBody }}>
          <Typography.Title level={1} className={styles.title}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" className={styles.subtitle}>
              {subtitle}
            </Typography.Paragraph>
          )}
          {children}
        </Card>
        <div className={styles.languages}>
          <LanguageLinks />
        </div>
      </main>
    </div>
  );
}
