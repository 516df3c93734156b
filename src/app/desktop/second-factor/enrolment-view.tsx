import { Button, Typography } from 'antd';
import type { Enrolment } from '@contract/second-factor/schemas';
import { secondFactorMessages } from '@/domains/auth/second-factor-messages';
import styles from './second-factor.module.css';

const m = secondFactorMessages;

/** The QR code and the key as text, for adding the portal to an authenticator app. */
export function EnrolmentView({ enrolment }: { enrolment: Enrolment | null }) {
  if (!enrolment) return <Typography.Paragraph aria-busy>{m.enrol.loading}</Typography.Paragraph>;
  return (
    <div>
      <Typography.Paragraph>{m.enrol.scan}</Typography.Paragraph>
      <img className={styles.qr} src={enrolment.qrCodeDataUrl} alt={m.enrol.qrAlt} width={200} height={200} />
      <Typography.Paragraph>{m.enrol.orKey}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: enrolment.secret }}>
        <code className={styles.secret} data-testid="second-factor-secret">
          {enrolment.secret}
        </code>
      </Typography.Paragraph>
    </div>
  );
}

/** Recovery codes, shown once, with the way on. */
export function RecoveryCodesView({
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
      <Typography.Paragraph>{m.recovery.intro}</Typography.Paragraph>
      <ul className={styles.codes} aria-label={m.recovery.title} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Typography.Paragraph
        copyable={{ text: codes.join('\n'), tooltips: [m.recovery.copy, m.recovery.copied] }}
      >
        {m.recovery.copy}
      </Typography.Paragraph>
      <Button type="primary" size="large" block onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
