import type { UserResponse } from '@contract/account';
import type { ParameterResponse } from '@contract/parameter';
import type { AdminAccountResponse, DefaultPartnerResponse, SetPartnerResponse } from '@contract/partner';
import { apiGet, apiPost } from '@/shared/request/client';
import { isApiError, NETWORK_ERROR_CODE } from '@/shared/request/api-error';
import { keepSessionToken, readSessionToken } from '@/shared/request/session-token';
import { ResultCode } from '@contract/result-codes';
import type { UserInfoResult } from './types';

export const USER_PARAMETER_TYPE = 'SP_PORTAL_USER';

/**
 * GET /ighome/api/account/user.json. SESSION-USER: a failed fetch is logged and yields success false with
 * null data, so callers only look at the success flag. Silent: a signed-out visitor is normal.
 */
export async function fetchUserInfo(): Promise<UserInfoResult> {
  // Without a token nobody is signed in: no request, and nothing failed that needs logging.
  if (!readSessionToken()) return { success: false, data: null, resultCode: ResultCode.SESSION_TIMEOUT };
  try {
    const response = await apiGet<UserResponse>('/ighome/api/account/user.json', undefined, { silent: true });
    return { success: response.success, data: response.data ?? null, resultCode: response.resultCode };
  } catch (error) {
    console.error('get user info failed!', error);
    return { success: false, data: null, resultCode: isApiError(error) ? error.code : NETWORK_ERROR_CODE };
  }
}

/** POST /api/spportal/show/parameter.json {type: SP_PORTAL_USER}: the first entry holds the profile. */
export const fetchUserParameter = () =>
  apiPost<ParameterResponse>(
    '/api/spportal/show/parameter.json',
    { type: USER_PARAMETER_TYPE },
    { silent: true },
  );

/** POST /api/spportal/admin/account.json: admins get data.spPortalList; anyone else data null. */
export const fetchAdminAccount = () =>
  apiPost<AdminAccountResponse>('/api/spportal/admin/account.json', {}, { silent: true });

/** POST /api/spportal/admin/setPartner.json {partnerId}: an admin picks the current partner (new ctoken, kept here). */
export async function setPartner(partnerId: string) {
  const response = await apiPost<SetPartnerResponse>('/api/spportal/admin/setPartner.json', { partnerId });
  keepSessionToken(response.ctoken);
  return response;
}

/** POST /api/spportal/partner/default.json: the current partner (webRequest.partner). */
export const fetchDefaultPartner = () =>
  apiPost<DefaultPartnerResponse>('/api/spportal/partner/default.json', {}, { silent: true });
