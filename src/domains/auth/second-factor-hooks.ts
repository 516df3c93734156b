import { useState } from 'react';
import type { Enrolment } from '@contract/second-factor/schemas';
import { useRequest } from '@/shared/request/use-request';
import { authFailure } from './auth-failure';
import {
  disableSecondFactor,
  enableSecondFactor,
  forgetRememberedDevices,
  newRecoveryCodes,
  secondFactorStatus,
  setupSecondFactor,
} from './second-factor-api';
import { secondFactorMessages } from './second-factor-messages';

/** What the account page's dialog is doing: turning it on, turning it off, or new recovery codes. */
export type FactorDialog = 'enable' | 'disable' | 'codes';

/**
 * The signed-in user's second factor on the account page (both trees): its state, and the
 * dialog's steps (key and QR code, a code, the recovery codes shown once).
 */
export function useSecondFactorSettings() {
  const status = useRequest(secondFactorStatus);
  const [dialog, setDialog] = useState<FactorDialog | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async (next: FactorDialog) => {
    setDialog(next);
    setCodes(null);
    setError(null);
    setEnrolment(null);
    if (next !== 'enable') return;
    try {
      setEnrolment((await setupSecondFactor()).enrolment);
    } catch (failure) {
      setError(authFailure(failure, secondFactorMessages.throttled).message);
    }
  };

  const close = () => {
    setDialog(null);
    setCodes(null);
    setEnrolment(null);
    status.refresh();
  };

  /** Sends the code for the open dialog; true when it is done (then codes may be there to show). */
  const submit = async (code: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      if (dialog === 'enable') setCodes((await enableSecondFactor(code)).recoveryCodes);
      if (dialog === 'codes') setCodes((await newRecoveryCodes(code)).recoveryCodes);
      if (dialog === 'disable') {
        await disableSecondFactor(code);
        close();
      }
      return true;
    } catch (failure) {
      setError(authFailure(failure, secondFactorMessages.throttled).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const forgetDevices = async (): Promise<boolean> => {
    try {
      await forgetRememberedDevices();
      status.refresh();
      return true;
    } catch (failure) {
      setError(authFailure(failure, secondFactorMessages.throttled).message);
      return false;
    }
  };

  return {
    status: status.data?.status,
    loading: status.loading,
    loadError: status.error,
    reload: status.refresh,
    dialog,
    enrolment,
    codes,
    error,
    busy,
    open,
    close,
    submit,
    forgetDevices,
  };
}
