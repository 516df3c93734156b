import type { UserResponse } from '@contract/account/schemas';
import type { ParameterResponse } from '@contract/parameter/schemas';
import type {
  AdminAccountResponse,
  DefaultPartnerResponse,
  SetPartnerResponse,
} from '@contract/partner/schemas';
import { apiGet, apiPost } from '@/shared/request/client';
import { isApiError, NETWORK_ERROR_CODE } from '@/shared/request/api-error';
import { keepSessionToken, markSessionTokenReplaced, readSessionToken } from '@/shared/request/session-token';
import { ResultCode } from '@contract/shared/result-codes';
import type { UserInfoResult } from './types';
import { ACCOUNT_API } from '@contract/account/constants';
import { PARAMETER_API } from '@contract/parameter/constants';
import { PARTNER_API } from '@contract/partner/constants';

export const USER_PARAMETER_TYPE = 'SP_PORTAL_USER';

/**
 * GET /ighome/api/account/user.json. SESSION-USER: a failed fetch is logged and yields success false with
 * null data, so callers only look at the success flag. Silent: a signed-out visitor is normal.
 */
export async function fetchUserInfo(): Promise<UserInfoResult> {
  // Without a token nobody is signed in: no request, and nothing failed that needs logging.
  if (!readSessionToken()) return { success: false, data: null, resultCode: ResultCode.SESSION_TIMEOUT };
  try {
    const response = await apiGet<UserResponse>(ACCOUNT_API.user, undefined, { silent: true });
    return { success: response.success, data: response.data ?? null, resultCode: response.resultCode };
  } catch (error) {
    console.error('get user info failed!', error);
    return { success: false, data: null, resultCode: isApiError(error) ? error.code : NETWORK_ERROR_CODE };
  }
}

/** POST /api/spportal/show/parameter.json {type: SP_PORTAL_USER}: the first entry holds the profile. */
export const fetchUserParameter = () =>
  apiPost<ParameterResponse>(PARAMETER_API.parameter, { type: USER_PARAMETER_TYPE }, { silent: true });

/** POST /api/spportal/admin/account.json: admins get data.spPortalList; anyone else data null. */
export const fetchAdminAccount = () =>
  apiPost<AdminAccountResponse>(PARTNER_API.adminAccount, {}, { silent: true });

/** POST /api/spportal/admin/setPartner.json {partnerId}: an admin picks the current partner (new ctoken, kept here). */
export async function setPartner(partnerId: string) {
  // The server revokes the current token: late answers to calls made with it are not a session end.
  const keepOldToken = markSessionTokenReplaced();
  try {
    const response = await apiPost<SetPartnerResponse>(
      PARTNER_API.setPartner,
      { partnerId },
      { replacesToken: true },
    );
    keepSessionToken(response.ctoken);
    return response;
  } catch (error) {
    keepOldToken();
    throw error;
  }
}

/** POST /api/spportal/partner/default.json: the current partner (webRequest.partner). */
export const fetchDefaultPartner = () =>
  apiPost<DefaultPartnerResponse>(PARTNER_API.defaultPartner, {}, { silent: true });
