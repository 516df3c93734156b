import { Spin } from 'antd';
import { shellMessages } from '@/app/messages/app';

export function PageLoading() {
  return (
    <div role="status" style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin aria-label={shellMessages.loading} />
    </div>
  );
}
