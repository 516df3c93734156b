import type { ResultEnvelope } from '../../../contract/envelope';

export type Role = 'PARTNER' | 'ADMIN' | 'STAFF';

/** Spec 3 current portal user. */
export interface CurrentUser {
  email: string;
  givenName?: string;
  familyName?: string;
  role?: Role;
  partnerId?: string | null;
}

export interface Partner {
  id: string;
  name: string;
  fullName?: string;
  logoUrl?: string | null;
  brandColor?: string;
}

/** `GET /ighome/api/account/user.json`, after the spec 8 rule: a failure is success false, data null. */
export interface UserInfoResult {
  success: boolean;
  data: CurrentUser | null;
  resultCode?: string;
}

export interface UserParameter {
  email: string;
  givenName: string;
  familyName: string;
}

export interface ParameterResponse extends ResultEnvelope {
  parameterList: UserParameter[];
}

export interface AdminAccountResponse extends ResultEnvelope {
  data?: { spPortalList?: Partner[] } | null;
}

export interface DefaultPartnerResponse extends ResultEnvelope {
  webRequest?: { partner?: string | null; partnerId?: string | null; logoUrl?: string | null } | null;
}
