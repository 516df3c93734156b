import { Button, CenterPopup } from 'antd-mobile';
import { formatCountdown } from '@/domains/session/idle-plan';
import { usePopupContainer } from '@/app/host/mount-context';
import { idleMessages as m } from '@/app/session/idle-messages';
import type { IdleWarningState } from '@/app/session/use-idle-warning';
import styles from './session.module.css';

/** Mobile idle time-out dialog (idle-warning.tsx opens it): a countdown with "stay signed in" and "sign out". */
export default function IdleDialog({ secondsLeft, staySignedIn, signOutNow }: IdleWarningState) {
  const getContainer = usePopupContainer();
  return (
    <CenterPopup
      visible={secondsLeft !== null}
      getContainer={getContainer}
      role="dialog"
      aria-label={m.title}
    >
      <div className={styles.idle}>
        <h2 className={styles.idleTitle}>{m.title}</h2>
        <p role="timer" aria-live="polite" data-testid="idle-countdown" className={styles.idleBody}>
          {m.body(formatCountdown(secondsLeft ?? 0))}
        </p>
        <Button block color="primary" onClick={() => void staySignedIn()}>
          {m.stay}
        </Button>
        <Button block onClick={() => void signOutNow()}>
          {m.signOut}
        </Button>
      </div>
    </CenterPopup>
  );
}
