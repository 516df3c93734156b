import Bowser from 'bowser';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  /** desktop, mobile, tablet, tv, or null when the agent does not say. */
  platform: string | null;
}

/** Browser, system and kind of device from a User-Agent header; nulls for what it does not say. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, platform: null };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name || null,
    os: parsed.os.name || null,
    platform: parsed.platform.type || null,
  };
}

/** "Chrome on Windows", "Safari on iOS", or the part that is known; null when nothing is. */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? null;
}
