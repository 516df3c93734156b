import { Navigate, useLocation } from 'react-router-dom';
import type { Platform } from '@/shared/device/device';
import { deviceRedirectTarget } from './device-rules';

/** Route element for paths that belong to the other device (or a tree's root). */
export function DeviceRedirect({ platform, fallback }: { platform: Platform; fallback: React.ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const target = deviceRedirectTarget(platform, pathname);
  if (!target) return <>{fallback}</>;
  return <Navigate replace to={{ pathname: target, search, hash }} />;
}
