import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { theme, Typography } from 'antd';
import { authMessages } from '@/domains/auth/messages';
import { passwordChecklist } from '@/domains/auth/password-checklist';

/** The password rules (VALID-PASSWORD), ticked live as the new password is typed. */
export function PasswordChecklist({ value }: { value: string }) {
  const { token } = theme.useToken();
  const items = passwordChecklist(value);
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <Typography.Text type="secondary" id="password-rules-heading">
        {authMessages.rules.heading}
      </Typography.Text>
      <ul
        aria-labelledby="password-rules-heading"
        style={{ listStyle: 'none', padding: 0, margin: `${token.marginXS}px 0 0`, display: 'grid', gap: 4 }}
      >
        {items.map(({ rule, label, met }) => (
          <li
            key={rule}
            aria-label={`${label}, ${met ? authMessages.rules.met : authMessages.rules.notMet}`}
            style={{
              display: 'flex',
              gap: 8,
              alignItems: 'center',
              color: met ? token.colorText : token.colorTextSecondary,
            }}
          >
            {met ? (
              <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />
            ) : (
              <CloseCircleOutlined aria-hidden style={{ color: token.colorTextQuaternary }} />
            )}
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
