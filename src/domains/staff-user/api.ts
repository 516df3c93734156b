import { STAFF_USER_API } from '@contract/staff-user/constants';
import { SECOND_FACTOR_STAFF_API } from '@contract/second-factor/constants';
import type {
  StaffUserCreateRequest,
  StaffUserPageQueryRequest,
  StaffUserPageQueryResponse,
  StaffUserResponse,
  StaffUserUpdateRequest,
} from '@contract/staff-user/schemas';
import { declareWrite } from '@/domains/session/invalidation';
import { apiPost } from '@/shared/request/client';

// Staff user management (contract/staff-user/). Failures are shown by the screen (silent).
// A write that changes an account reloads the account list; a reset link changes nothing it shows.
const USER_READS = [STAFF_USER_API.pageQuery];
export const fetchStaffUsers = (request: StaffUserPageQueryRequest) =>
  apiPost<StaffUserPageQueryResponse>(STAFF_USER_API.pageQuery, request, { silent: true });

export const createStaffUser = declareWrite(USER_READS, (request: StaffUserCreateRequest) =>
  apiPost<StaffUserResponse>(STAFF_USER_API.create, request, { silent: true }),
);

export const updateStaffUser = declareWrite(USER_READS, (request: StaffUserUpdateRequest) =>
  apiPost<StaffUserResponse>(STAFF_USER_API.update, request, { silent: true }),
);

export const setStaffUserDisabled = declareWrite(USER_READS, (userId: string, disabled: boolean) =>
  apiPost<StaffUserResponse>(STAFF_USER_API.setDisabled, { userId, disabled }, { silent: true }),
);

export const unlockStaffUser = declareWrite(USER_READS, (userId: string) =>
  apiPost<StaffUserResponse>(STAFF_USER_API.unlock, { userId }, { silent: true }),
);

export const sendStaffUserReset = (userId: string) =>
  apiPost(STAFF_USER_API.sendReset, { userId }, { silent: true });

/** The user lost their device and recovery codes: their second factor goes; they enrol again. */
export const resetStaffUserSecondFactor = (userId: string) =>
  apiPost(SECOND_FACTOR_STAFF_API.resetUser, { userId }, { silent: true });
