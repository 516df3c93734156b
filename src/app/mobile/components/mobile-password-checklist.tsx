import { CheckCircleFill, CloseCircleOutline } from 'antd-mobile-icons';
import { authMessages } from '@/domains/auth/messages';
import { passwordChecklist } from '@/domains/auth/password-checklist';
import styles from './form-fields.module.css';
import { mobileMessages } from '@/app/mobile/layout/messages';

/** The password rules (VALID-PASSWORD), ticked live as the new password is typed. */
export function MobilePasswordChecklist({ value }: { value: string }) {
  return (
    <div className={styles.checklist}>
      <div id="mobile-password-rules-heading" className={styles.checklistHeading}>
        {authMessages.rules.heading}
      </div>
      <ul aria-labelledby="mobile-password-rules-heading" className={styles.checklistRules}>
        {passwordChecklist(value).map(({ rule, label, met }) => (
          <li
            key={rule}
            aria-label={mobileMessages.join.listed(
              label,
              met ? authMessages.rules.met : authMessages.rules.notMet,
            )}
            className={met ? `${styles.checklistRule} ${styles.met}` : styles.checklistRule}
          >
            {met ? (
              <CheckCircleFill aria-hidden className={styles.ruleMet} />
            ) : (
              <CloseCircleOutline aria-hidden className={styles.ruleNotMet} />
            )}
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
