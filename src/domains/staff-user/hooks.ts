import { useRequest } from '@/shared/request/use-request';
import { STAFF_USER_API } from '@contract/staff-user/constants';
import type { StaffUserPageQueryRequest } from '@contract/staff-user/schemas';
import { useReadVersion } from '@/domains/session/invalidation';
import { fetchStaffUsers } from './api';

/** One page of accounts; loaded again when the request changes or a declared write changes them. */
export function useStaffUsers(request: StaffUserPageQueryRequest) {
  const version = useReadVersion(STAFF_USER_API.pageQuery);
  return useRequest(() => fetchStaffUsers(request), { refreshDeps: [JSON.stringify(request), version] });
}
