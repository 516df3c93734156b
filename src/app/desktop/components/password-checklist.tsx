import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { authMessages } from '@/domains/auth/messages';
import { passwordChecklist } from '@/domains/auth/password-checklist';
import styles from './components.module.css';

/** The password rules (VALID-PASSWORD), ticked live as the new password is typed. */
export function PasswordChecklist({ value }: { value: string }) {
  const items = passwordChecklist(value);
  return (
    <div className={styles.checklist}>
      <Typography.Text type="secondary" id="password-rules-heading">
        {authMessages.rules.heading}
      </Typography.Text>
      <ul aria-labelledby="password-rules-heading" className={styles.checklistRules}>
        {items.map(({ rule, label, met }) => (
          <li
            key={rule}
            aria-label={`${label}, ${met ? authMessages.rules.met : authMessages.rules.notMet}`}
            className={met ? `${styles.checklistRule} ${styles.checklistRuleMet}` : styles.checklistRule}
          >
            {met ? (
              <CheckCircleFilled aria-hidden className={styles.checklistMet} />
            ) : (
              <CloseCircleOutlined aria-hidden className={styles.checklistNotMet} />
            )}
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
