import { useEffect, useState } from 'react';
import type { CurrentUser } from '@contract/account/schemas';
import type { Enrolment } from '@contract/second-factor/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { authFailure } from '@/domains/auth/auth-failure';
import type { AuthFailure } from '@/domains/auth/auth-failure';
import { authMessages } from '@/domains/auth/messages';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from '@/domains/auth/second-factor-api';
import { secondFactorMessages } from '@/domains/auth/second-factor-messages';
import { isApiError } from '@/shared/request/api-error';
import type { Platform } from './login-redirect';
import type { LoginChallenge } from './use-auth-actions';
import { useFinishSignIn } from './use-auth-actions';
import { usePendingAction } from './use-pending-action';

export interface CodeValues {
  code: string;
  remember?: boolean;
}

/**
 * What both trees' second-factor step does after the password: for an account that must enrol,
 * the key and QR code, then the recovery codes shown once; the code (app or recovery) that
 * starts the session. A step that has expired sends the user back to the password.
 */
export function useSecondFactorStep(
  platform: Platform,
  challenge: LoginChallenge,
  restart: (message?: string) => void,
) {
  const finish = useFinishSignIn(platform);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  /** After enrolling: the codes to save, and the user the session belongs to. */
  const [saved, setSaved] = useState<{ codes: string[]; user: CurrentUser } | null>(null);
  const enrolling = challenge.step === 'ENROL';

  const failed = (error: unknown) => {
    if (isApiError(error) && error.code === ResultCode.SECOND_FACTOR_STEP_EXPIRED) {
      restart(error.serverMessage || error.message);
      return;
    }
    setFailure(authFailure(error, secondFactorMessages.throttled));
  };

  useEffect(() => {
    if (!enrolling) return;
    let live = true;
    startEnrolment(challenge.pendingToken).then(
      (answer) => live && setEnrolment(answer.enrolment),
      (error: unknown) => live && failed(error),
    );
    return () => {
      live = false;
    };
    // Once per challenge: a new password step brings a new token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challenge.pendingToken, enrolling]);

  const { run, pending } = usePendingAction(async ({ code, remember = false }: CodeValues) => {
    setFailure(null);
    try {
      if (enrolling) {
        const answer = await confirmEnrolment(challenge.pendingToken, code, remember);
        if (!answer.sessionKept)
          return setFailure({ field: null, message: authMessages.login.sessionNotKept });
        setSaved({ codes: answer.recoveryCodes, user: answer.data });
        return;
      }
      const answer = await verifySecondFactor(challenge.pendingToken, code, remember);
      if (!answer.sessionKept) return setFailure({ field: null, message: authMessages.login.sessionNotKept });
      finish(answer.data);
    } catch (error) {
      failed(error);
    }
  });

  const done = () => {
    if (saved) finish(saved.user);
  };

  return { enrolling, enrolment, failure, pending, submit: run, recoveryCodes: saved?.codes ?? null, done };
}
