import { Button, Modal } from 'antd';
import { formatCountdown } from '@/domains/session/idle-plan';
import { usePopupContainer } from '@/app/host/mount-context';
import { idleMessages as m } from '@/app/session/idle-messages';
import type { IdleWarningState } from '@/app/session/use-idle-warning';

/** Desktop idle time-out dialog (idle-warning.tsx opens it): a countdown with "stay signed in" and "sign out". */
export default function IdleDialog({ secondsLeft, staySignedIn, signOutNow }: IdleWarningState) {
  const getContainer = usePopupContainer();
  return (
    <Modal
      open={secondsLeft !== null}
      title={m.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      getContainer={getContainer}
      footer={[
        <Button key="out" onClick={() => void signOutNow()}>
          {m.signOut}
        </Button>,
        <Button key="stay" type="primary" onClick={() => void staySignedIn()}>
          {m.stay}
        </Button>,
      ]}
    >
      <p role="timer" aria-live="polite" data-testid="idle-countdown">
        {m.body(formatCountdown(secondsLeft ?? 0))}
      </p>
    </Modal>
  );
}
