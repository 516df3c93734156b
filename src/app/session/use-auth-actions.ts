import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CurrentUser } from '@contract/account/schemas';
import { changePassword, login, resetPassword, sendResetEmail } from '@/domains/auth/api';
import { authFailure } from '@/domains/auth/auth-failure';
import type { AuthFailure } from '@/domains/auth/auth-failure';
import { authMessages } from '@/domains/auth/messages';
import { useSession } from '@/domains/session/session-context';
import { md5Decimal } from '@/shared/md5/md5-decimal';
import { removeUserInfo, saveUserInfo } from '@/shared/storage/user-info-storage';
import { landingAfterLogin, loginHref, REDIRECT_PARAM } from './login-redirect';
import type { Platform } from './login-redirect';
import { usePendingAction } from './use-pending-action';

/** Each action resolves with null on success, or the failure to show; it never rejects. */
type Outcome = Promise<AuthFailure | null>;

/** The sign-in step a correct password may leave (docs/security.md, "Second factor"). */
export interface LoginChallenge {
  step: 'VERIFY' | 'ENROL';
  pendingToken: string;
}

/** After the session exists: userInfo as the spec stores it, then the landing page. */
export function useFinishSignIn(platform: Platform) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { reset } = useSession();
  return (user: CurrentUser) => {
    saveUserInfo({
      email: user.email,
      userEmail: user.email,
      givenName: user.givenName,
      familyName: user.familyName,
      userName: user.fullName,
      userId: md5Decimal(user.email),
      role: user.role,
    });
    reset();
    void navigate(landingAfterLogin(user.role, platform, search.get(REDIRECT_PARAM)), { replace: true });
  };
}

export function useLogin(platform: Platform, onChallenge: (challenge: LoginChallenge) => void) {
  const finish = useFinishSignIn(platform);
  return usePendingAction(async (email: string, password: string): Outcome => {
    try {
      const result = await login(email.trim(), password);
      if ('secondFactor' in result && result.secondFactor) {
        onChallenge(result.secondFactor);
        return null;
      }
      if (!result.sessionKept) return { field: null, message: authMessages.login.sessionNotKept };
      finish(result.data);
      return null;
    } catch (error) {
      return authFailure(error, authMessages.login.throttled);
    }
  });
}

export function useSendResetEmail() {
  return usePendingAction(async (email: string): Outcome => {
    try {
      await sendResetEmail(email.trim());
      return null;
    } catch (error) {
      return authFailure(error, authMessages.checkEmail.throttled);
    }
  });
}

export function useResetPassword() {
  return usePendingAction(async (token: string, newPassword: string): Outcome => {
    try {
      await resetPassword(token, newPassword);
      return null;
    } catch (error) {
      return authFailure(error, authMessages.login.throttled);
    }
  });
}

/** Success ends every session (the contract): forget this one and sign in again. */
export function useChangePassword(platform: Platform) {
  const navigate = useNavigate();
  const { markSignedOut, markLeaving } = useSession();
  return usePendingAction(async (currentPassword: string, newPassword: string): Outcome => {
    try {
      await changePassword(currentPassword, newPassword);
      markLeaving();
      removeUserInfo();
      // Navigate before forgetting, so the guard of this protected page doesn't redirect first.
      await navigate(loginHref(platform, null, 'password-changed'), { replace: true });
      markSignedOut();
      return null;
    } catch (error) {
      return authFailure(error, authMessages.login.throttled);
    }
  });
}
