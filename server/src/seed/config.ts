import { CONFIG_KEYS } from '@contract/config/constants';
import type { Queryable } from '@server/db/database';
import { isoDate, utcDate } from './support/dates';
import type { PartnerProfile } from './support/partner-profiles';

/** The partner's welcome text and home currency (portal_config). */
export async function seedPartnerSettings(
  db: Queryable,
  partnerId: string,
  profile: PartnerProfile,
): Promise<void> {
  await setConfig(db, CONFIG_KEYS.OVERVIEW_WELCOME, partnerId, profile.welcome);
  await setConfig(db, CONFIG_KEYS.PARTNER_CURRENCY, partnerId, profile.homeCurrency);
}

/** Network-wide settings: welcome text, support address, sibling site, the calendar's published range. */
export async function seedNetworkSettings(db: Queryable, today: Date): Promise<void> {
  const year = today.getUTCFullYear();
  await setConfig(
    db,
    CONFIG_KEYS.OVERVIEW_WELCOME,
    null,
    'Welcome back! Here is how your users paid abroad this month.',
  );
  await setConfig(db, CONFIG_KEYS.SUPPORT_EMAIL, null, 'partner-support@network.example');
  await setConfig(db, CONFIG_KEYS.SIBLING_SITE_URL, null, 'https://merchant-portal.network.example/');
  await setConfig(
    db,
    CONFIG_KEYS.CALENDAR_PUBLISHED_RANGE,
    null,
    JSON.stringify({ start: isoDate(utcDate(year - 1, 1, 1)), end: isoDate(utcDate(year + 1, 12, 31)) }),
  );
}

async function setConfig(db: Queryable, key: string, partnerId: string | null, value: string): Promise<void> {
  await db.query(
    `INSERT INTO portal_config (key, partner_id, value) VALUES ($1, $2, $3)
     ON CONFLICT (key, coalesce(partner_id, '')) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, partnerId, value],
  );
}
