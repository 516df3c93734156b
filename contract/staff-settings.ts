import { CONFIG_KEYS } from './overview-constants';
import { isValidEmail } from './validation';

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
        return (url.protocol === 'https:' || url.protocol === 'http:') && value.length <= 500 ? null : 'URL';
      } catch {
        return 'URL';
      }
    case 'text':
      return value.trim().length > 0 && value.length <= (def.max ?? 500) ? null : 'TOO_LONG';
    case 'integer': {
      if (!/^\d{1,9}$/.test(value)) return 'INTEGER';
      const number = Number(value);
      return number >= (def.min ?? 0) && number <= (def.max ?? Number.MAX_SAFE_INTEGER) ? null : 'RANGE';
    }
    case 'currency':
      return /^[A-Z]{3}$/.test(value) ? null : 'CURRENCY';
  }
}
