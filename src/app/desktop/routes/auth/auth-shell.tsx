import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { authMessages } from '@/domains/auth/messages';
import styles from './auth-shell.module.css';

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
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <span
              aria-hidden
              className={styles.mark}
              style={{ background: token.colorBgContainer, color: token.colorPrimary }}
            >
              P
            </span>
            <span style={{ fontSize: token.fontSizeXL, fontWeight: 600 }}>{m.product}</span>
          </div>
          <p style={{ fontSize: token.fontSizeHeading3, lineHeight: 1.3, margin: '40px 0 0', maxWidth: 420 }}>
            {m.tagline}
          </p>
          <ul className={styles.points}>
            {m.points.map((point) => (
              <li key={point}>
                <CheckCircleOutlined aria-hidden />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className={styles.main}>
        <Card
          className={styles.card}
          style={{ boxShadow: token.boxShadowTertiary }}
          styles={{ body: { padding: 32 } }}
        >
          <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, marginTop: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
              {subtitle}
            </Typography.Paragraph>
          )}
          {children}
        </Card>
      </main>
    </div>
  );
}
