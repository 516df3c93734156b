/** ROUTE-DEVICE: a phone or tablet is detected from these user-agent markers, and only these. */
const MOBILE_USER_AGENT = /Android|iPhone|iPod|webOS|BlackBerry|IEMobile|Opera Mini/i;

export type Platform = 'desktop' | 'mobile';

export const isMobileUserAgent = (userAgent: string): boolean => MOBILE_USER_AGENT.test(userAgent);

export const platformForUserAgent = (userAgent: string): Platform =>
  isMobileUserAgent(userAgent) ? 'mobile' : 'desktop';
