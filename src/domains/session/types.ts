import type { CurrentUser } from '@contract/account/schemas';

/** `GET /ighome/api/account/user.json`, after the SESSION-USER rule: a failure is success false, data null. */
export interface UserInfoResult {
  success: boolean;
  data: CurrentUser | null;
  resultCode?: string;
}
