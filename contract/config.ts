import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from './envelope';
import { Nullable } from './common';

/**
 * POST /api/spportal/config/queryOne.json — one portal setting. A value set for the current partner
 * wins over the global one. An unknown key is a success with `value: null` (settings are optional by
 * nature; the client falls back to its default). Values are strings; structured ones are JSON text.
 */

export const CONFIG_KEYS = {
  /** Text shown above the overview, e.g. "Welcome back, GCash team". */
  OVERVIEW_WELCOME: 'overview.welcomeMessage',
  /** Contact e-mail for incentive questions (also used for the special-partner explanation). */
  SUPPORT_EMAIL: 'support.email',
  /** Address of the sibling site. */
  SIBLING_SITE_URL: 'siblingSite.url',
  /** JSON `{ "start": "YYYY-MM-DD", "end": "YYYY-MM-DD" }` — the calendar's published range. */
  CALENDAR_PUBLISHED_RANGE: 'calendar.publishedRange',
  /** ISO currency of the partner's home market (PHP, THB, MYR, IDR), for local-currency hints. */
  PARTNER_CURRENCY: 'partner.currency',
} as const;

export const ConfigKey = Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' });

export const ConfigQueryOneRequest = Type.Object({ key: ConfigKey }, { additionalProperties: false });
export type ConfigQueryOneRequest = Static<typeof ConfigQueryOneRequest>;

export const ConfigEntry = Type.Object({ key: Type.String(), value: Nullable(Type.String()) });
export type ConfigEntry = Static<typeof ConfigEntry>;

export const ConfigQueryOneResponse = Envelope({ config: ConfigEntry });
export type ConfigQueryOneResponse = Static<typeof ConfigQueryOneResponse>;
