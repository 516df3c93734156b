import { Button } from 'antd-mobile';
import type { Enrolment } from '@contract/second-factor/schemas';
import { secondFactorMessages } from '@/domains/auth/second-factor-messages';
import styles from './second-factor.module.css';

const m = secondFactorMessages;

/** The QR code and the key as text (on a phone the key is what one types into the app). */
export function MobileEnrolmentView({ enrolment }: { enrolment: Enrolment | null }) {
  if (!enrolment)
    return (
      <p className={styles.text} aria-busy>
        {m.enrol.loading}
      </p>
    );
  return (
    <div>
      <p className={styles.text}>{m.enrol.orKey}</p>
      <code className={styles.secret} data-testid="second-factor-secret">
        {enrolment.secret}
      </code>
      <p className={styles.text}>{m.enrol.scan}</p>
      <img className={styles.qr} src={enrolment.qrCodeDataUrl} alt={m.enrol.qrAlt} width={200} height={200} />
    </div>
  );
}

/** Recovery codes, shown once, with the way on. */
export function MobileRecoveryCodesView({
  codes,
  onDone,
  doneLabel = m.recovery.continue,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  return (
    <div>
      <p className={styles.text}>{m.recovery.intro}</p>
      <ul className={styles.codes} aria-label={m.recovery.title} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button block color="primary" size="large" onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
