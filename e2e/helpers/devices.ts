/** User agents for the device rules (ROUTE-DEVICE) (Chromium's own strings, one per platform). */
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Browser-context options for a phone. */
export const mobileContext = {
  userAgent: MOBILE_UA,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
export const desktopContext = { userAgent: DESKTOP_UA, viewport: { width: 1366, height: 860 } };
