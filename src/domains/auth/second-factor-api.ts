import { SECOND_FACTOR_API } from '@contract/second-factor/constants';
import type {
  EnrolConfirmResponse,
  EnrolmentResponse,
  RecoveryCodesResponse,
  StatusResponse,
  VerifyResponse,
} from '@contract/second-factor/schemas';
import { apiPost } from '@/shared/request/client';
import { keepSessionToken } from '@/shared/request/session-token';

// Silent like the other auth calls: the screens show their errors next to the code field.

/** POST secondFactor/verify.json: an app or recovery code after the password; the session starts. */
export async function verifySecondFactor(pendingToken: string, code: string, rememberDevice: boolean) {
  const response = await apiPost<VerifyResponse>(
    SECOND_FACTOR_API.verify,
    { pendingToken, code: code.trim(), rememberDevice },
    { silent: true },
  );
  return { ...response, sessionKept: keepSessionToken(response.ctoken) };
}

/** POST secondFactor/enrolStart.json: the secret to add to an app (account that must enrol). */
export const startEnrolment = (pendingToken: string) =>
  apiPost<EnrolmentResponse>(SECOND_FACTOR_API.enrolStart, { pendingToken }, { silent: true });

/** POST secondFactor/enrolConfirm.json: the app's first code; the session and the recovery codes. */
export async function confirmEnrolment(pendingToken: string, code: string, rememberDevice: boolean) {
  const response = await apiPost<EnrolConfirmResponse>(
    SECOND_FACTOR_API.enrolConfirm,
    { pendingToken, code: code.trim(), rememberDevice },
    { silent: true },
  );
  return { ...response, sessionKept: keepSessionToken(response.ctoken) };
}

// The signed-in user's own factor (account page).

export const secondFactorStatus = () =>
  apiPost<StatusResponse>(SECOND_FACTOR_API.status, {}, { silent: true });
export const setupSecondFactor = () =>
  apiPost<EnrolmentResponse>(SECOND_FACTOR_API.setup, {}, { silent: true });
export const enableSecondFactor = (code: string) =>
  apiPost<RecoveryCodesResponse>(SECOND_FACTOR_API.enable, { code: code.trim() }, { silent: true });
export const disableSecondFactor = (code: string) =>
  apiPost(SECOND_FACTOR_API.disable, { code: code.trim() }, { silent: true });
export const newRecoveryCodes = (code: string) =>
  apiPost<RecoveryCodesResponse>(SECOND_FACTOR_API.recoveryCodes, { code: code.trim() }, { silent: true });
export const forgetRememberedDevices = () => apiPost(SECOND_FACTOR_API.forgetDevices, {}, { silent: true });
