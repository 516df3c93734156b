import { CheckCircleFill, CloseCircleOutline } from 'antd-mobile-icons';
import { authMessages } from '@/domains/auth/messages';
import { passwordChecklist } from '@/domains/auth/password-checklist';

/** The password rules (VALID-PASSWORD), ticked live as the new password is typed. */
export function MobilePasswordChecklist({ value }: { value: string }) {
  return (
    <div style={{ padding: '4px 0 16px', fontSize: 14 }}>
      <div id="mobile-password-rules-heading" style={{ color: 'var(--adm-color-weak)', marginBottom: 6 }}>
        {authMessages.rules.heading}
      </div>
      <ul
        aria-labelledby="mobile-password-rules-heading"
        style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}
      >
        {passwordChecklist(value).map(({ rule, label, met }) => (
          <li
            key={rule}
            aria-label={`${label}, ${met ? authMessages.rules.met : authMessages.rules.notMet}`}
            style={{ display: 'flex', gap: 8, alignItems: 'center' }}
          >
            {met ? (
              <CheckCircleFill aria-hidden style={{ color: 'var(--adm-color-success)' }} />
            ) : (
              <CloseCircleOutline aria-hidden style={{ color: 'var(--adm-color-light)' }} />
            )}
            <span style={{ color: met ? 'var(--adm-color-text)' : 'var(--adm-color-weak)' }}>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
