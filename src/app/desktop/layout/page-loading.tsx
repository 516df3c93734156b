import { Spin } from 'antd';
import { useBootOutlineHold } from '@/app/host/boot-skeleton';
import { shellMessages } from '@/app/messages/app';

export function PageLoading() {
  // The page's outline stands for it while it is up (boot-skeleton.tsx).
  if (useBootOutlineHold()) return null;
  return (
    <div role="status" style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin aria-label={shellMessages.loading} />
    </div>
  );
}
