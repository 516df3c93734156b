import { CONFIG_KEYS } from '@contract/config/constants';
import { isValidEmail } from '@contract/shared/validation';

/**
 * Settings the staff edit on /iboss/configuration (read by partners through config/queryOne.json).
 * Plain constants and a pure check, shared by the server (which enforces them) and the form.
 * Each may have a network-wide value and a per-partner value that wins over it.
 */
export type SettingKind = 'email' | 'url' | 'text' | 'integer' | 'currency';

export interface SettingDef {
  key: string;
  kind: SettingKind;
  min?: number;
  max?: number;
}

export const SETTING_KEYS = {
  ...CONFIG_KEYS,
  /** Most rows one CSV export may hold (510872006 above it). */
  EXPORT_MAX_ROWS: 'export.maxRows',
  /** Seconds before the idle time-out at which the portal warns. */
  IDLE_WARNING_SECONDS: 'session.idleWarningSeconds',
} as const;

export const SETTING_DEFS: readonly SettingDef[] = [
  { key: SETTING_KEYS.SUPPORT_EMAIL, kind: 'email' },
  { key: SETTING_KEYS.SIBLING_SITE_URL, kind: 'url' },
  { key: SETTING_KEYS.OVERVIEW_WELCOME, kind: 'text', max: 200 },
  { key: SETTING_KEYS.EXPORT_MAX_ROWS, kind: 'integer', min: 1, max: 100_000 },
  { key: SETTING_KEYS.IDLE_WARNING_SECONDS, kind: 'integer', min: 10, max: 600 },
  { key: SETTING_KEYS.PARTNER_CURRENCY, kind: 'currency' },
];

export const settingDef = (key: string): SettingDef | undefined =>
  SETTING_DEFS.find((def) => def.key === key);

export type SettingProblem = 'EMAIL' | 'URL' | 'TOO_LONG' | 'INTEGER' | 'RANGE' | 'CURRENCY' | 'UNKNOWN';

/** Longest text a `text` setting takes when its definition names no maximum. */
export const SETTING_TEXT_MAX = 500;
/** Longest web address a `url` setting takes. */
export const SETTING_URL_MAX = 500;

/**
 * What to tell the staff about a refused value, naming the setting's own limits. The server sends
 * the same text (with the setting's key as `field`) so the form shows it under that field.
 */
export function settingProblemText(key: string, problem: SettingProblem): string {
  const def = settingDef(key);
  switch (problem) {
    case 'EMAIL':
      return 'Enter a valid email address, e.g. support@network.example.';
    case 'URL':
      return `Enter a web address starting with https:// or http:// (at most ${SETTING_URL_MAX} characters).`;
    case 'TOO_LONG':
      return `Enter 1 to ${def?.max ?? SETTING_TEXT_MAX} characters.`;
    case 'INTEGER':
      return 'Enter a whole number, digits only.';
    case 'RANGE':
      return `Enter a whole number from ${(def?.min ?? 0).toLocaleString('en-US')} to ${(def?.max ?? Number.MAX_SAFE_INTEGER).toLocaleString('en-US')}.`;
    case 'CURRENCY':
      return 'Enter a three-letter currency code in capitals, e.g. PHP.';
    case 'UNKNOWN':
      return 'This setting does not exist.';
  }
}

/** What is wrong with a value for a setting, or null when it may be saved. */
export function checkSetting(key: string, value: string): SettingProblem | null {
  const def = settingDef(key);
  if (!def) return 'UNKNOWN';
  switch (def.kind) {
    case 'email':
      return isValidEmail(value) ? null : 'EMAIL';
    case 'url':
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && value.length <= SETTING_URL_MAX
          ? null
          : 'URL';
      } catch {
        return 'URL';
      }
    case 'text':
      return value.trim().length > 0 && value.length <= (def.max ?? SETTING_TEXT_MAX) ? null : 'TOO_LONG';
    case 'integer': {
      if (!/^\d{1,9}$/.test(value)) return 'INTEGER';
      const number = Number(value);
      return number >= (def.min ?? 0) && number <= (def.max ?? Number.MAX_SAFE_INTEGER) ? null : 'RANGE';
    }
    case 'currency':
      return /^[A-Z]{3}$/.test(value) ? null : 'CURRENCY';
  }
}
