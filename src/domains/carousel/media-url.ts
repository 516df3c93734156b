import { apiOrigin } from '@/shared/request/api-origin';

/** Media paths are absolute on the API origin; embedded in a host, that is not the page's origin. */
export function mediaUrl(path: string): string {
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${apiOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}
