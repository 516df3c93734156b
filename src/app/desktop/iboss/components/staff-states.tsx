import { Button, Result, Skeleton } from 'antd';
import { ResultCode } from '@contract/shared/result-codes';
import { isApiError } from '@/shared/request/api-error';
import { staffContentMessages as m } from '@/app/desktop/iboss/staff-content-messages';

/** Loading, failed (with retry) and no-permission states of a staff section; null when ready. */
export function StaffStates({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (error) {
    if (isApiError(error) && error.code === ResultCode.NO_AUTHORITY)
      return <Result status="403" title={m.noPermission} subTitle={error.message} />;
    return (
      <Result
        status="warning"
        title={m.loadFailed}
        subTitle={isApiError(error) ? error.message : undefined}
        extra={<Button onClick={onRetry}>{m.retry}</Button>}
      />
    );
  }
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  return null;
}
