import type { Queryable } from '@server/db/database';
import { bulkInsert } from './support/bulk-insert';
import { buildCarousel, linkTargetFor } from './carousel';
import { daysInMonth, isoDate, monthStart, startOfDay, utcDate } from './support/dates';
import { buildNetworkEvents } from './event';
import type { EventSeed } from './event';
import { buildMerchantMonths, buildPartnerMonths } from './growth';
import { buildIncentives } from './incentive';
import { storeOverviewMedia } from './support/media';
import { buildMerchants } from './merchant';
import { buildNotifications } from './notification';
import { profileFor } from './support/partner-profiles';
import { createRng } from './support/prng';
import type { SeedContext } from './seed-context';
import { CONFIG_KEYS } from '@contract/config/constants';

/** Months of figures: the current month plus 24 before it, so all 24 shown months have a month-over-month change. */
const SEEDED_MONTHS = 25;

/**
 * Overview demo data for every partner in the database, relative to the clock's current date:
 * monthly figures, merchants, MDF/TDF programmes and claims (none for partners without funds),
 * notifications (read and unread), network events, carousel items with real media, settings.
 * The same date gives the same data (seeded PRNG).
 */
export async function seedOverview(
  db: Queryable,
  ctx: Pick<SeedContext, 'storage' | 'clock'>,
): Promise<void> {
  const now = ctx.clock.now();
  const today = startOfDay(now);
  const dayKey = isoDate(today);
  const media = await storeOverviewMedia(ctx.storage);
  const partners = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM partners ORDER BY sort_order, id`,
  );

  const monthStarts = Array.from({ length: SEEDED_MONTHS }, (_, i) =>
    monthStart(today, i - (SEEDED_MONTHS - 1)),
  );
  const currentMonthFraction = (today.getUTCDate() - 1 + now.getUTCHours() / 24 + 0.5) / daysInMonth(today);

  const networkEvents = buildNetworkEvents(createRng(`events:${dayKey}`), today);
  const partnerEvents: EventSeed[] = [];
  const fundPartnerIds: string[] = [];

  for (const partner of partners) {
    const profile = profileFor(partner);
    const rng = createRng(`${partner.id}:${dayKey}`);

    const partnerMonths = buildPartnerMonths(rng, profile, monthStarts, Math.min(1, currentMonthFraction));
    await bulkInsert(
      db,
      'partner_monthly_figures',
      [
        ['partner_id', 'text'],
        ['month', 'date'],
        ['volume_usd', 'numeric'],
        ['txn_count', 'int'],
        ['paying_users', 'int'],
      ],
      partnerMonths.map((m) => [partner.id, isoDate(m.month), m.volumeUsd, m.txnCount, m.payingUsers]),
    );

    const merchants = buildMerchants(rng, rng.int(210, 260), profile.homeCountry, monthStarts, today);
    await bulkInsert(
      db,
      'merchants',
      [
        ['id', 'text'],
        ['partner_id', 'text'],
        ['name', 'text'],
        ['country', 'text'],
        ['city', 'text'],
        ['category', 'text'],
        ['status', 'text'],
        ['onboarded_at', 'date'],
      ],
      merchants.map((m) => [
        m.id,
        partner.id,
        m.name,
        m.country,
        m.city,
        m.category,
        m.status,
        m.onboardedAt,
      ]),
    );
    await bulkInsert(
      db,
      'merchant_monthly',
      [
        ['merchant_id', 'text'],
        ['partner_id', 'text'],
        ['month', 'date'],
        ['volume_usd', 'numeric'],
        ['txn_count', 'int'],
      ],
      buildMerchantMonths(rng, merchants, partnerMonths).map((m) => [
        m.merchantId,
        partner.id,
        isoDate(m.month),
        m.volumeUsd,
        m.txnCount,
      ]),
    );

    const { programs, claims, deadlineEvents } = buildIncentives(rng, profile, partner.id, today);
    if (programs.length > 0) fundPartnerIds.push(partner.id);
    await bulkInsert(
      db,
      'incentive_programs',
      [
        ['id', 'text'],
        ['partner_id', 'text'],
        ['kind', 'text'],
        ['name', 'text'],
        ['currency', 'text'],
        ['budget', 'numeric'],
        ['period_start', 'date'],
        ['period_end', 'date'],
        ['claim_deadline', 'date'],
      ],
      programs.map((p) => [
        p.id,
        partner.id,
        p.kind,
        p.name,
        p.currency,
        p.budget,
        p.periodStart,
        p.periodEnd,
        p.claimDeadline,
      ]),
    );
    await bulkInsert(
      db,
      'incentive_claims',
      [
        ['id', 'text'],
        ['program_id', 'text'],
        ['partner_id', 'text'],
        ['claim_no', 'text'],
        ['title', 'text'],
        ['amount', 'numeric'],
        ['currency', 'text'],
        ['status', 'text'],
        ['submitted_at', 'timestamptz'],
        ['updated_at', 'timestamptz'],
        ['approved_amount', 'numeric'],
        ['activity_start', 'date'],
        ['activity_end', 'date'],
        ['reject_reason', 'text'],
        ['payment_ref', 'text'],
        ['paid_on', 'date'],
      ],
      claims.map((c) => [
        c.id,
        c.programId,
        partner.id,
        c.claimNo,
        c.title,
        c.amount,
        c.currency,
        c.status,
        c.submittedAt.toISOString(),
        c.updatedAt.toISOString(),
        c.approvedAmount,
        c.activityStart,
        c.activityEnd,
        c.rejectReason,
        c.paymentRef,
        c.paidOn,
      ]),
    );
    // Approved and paid claims take from the budget (the CHECK of migration 060 holds it to the budget).
    await db.query(
      `UPDATE incentive_programs p SET committed = coalesce((SELECT sum(coalesce(c.approved_amount, c.amount))
         FROM incentive_claims c WHERE c.program_id = p.id AND c.status IN ('APPROVED', 'PAID')), 0)
       WHERE p.partner_id = $1`,
      [partner.id],
    );
    partnerEvents.push(...deadlineEvents);

    const notifications = buildNotifications(rng, profile, networkEvents, now);
    await bulkInsert(
      db,
      'notifications',
      [
        ['id', 'text'],
        ['partner_id', 'text'],
        ['title', 'text'],
        ['content', 'text'],
        ['category', 'text'],
        ['link_type', 'text'],
        ['link_target', 'text'],
        ['published_at', 'timestamptz'],
      ],
      notifications.map((n) => [
        n.id,
        partner.id,
        n.title,
        n.content,
        n.category,
        n.linkType,
        n.linkTarget,
        n.publishedAt.toISOString(),
      ]),
    );
    // Older notifications are already read by everyone who can see this partner (its users and admins).
    await db.query(
      `INSERT INTO notification_reads (notification_id, user_id, read_at)
       SELECT n.id, u.id, n.published_at + interval '3 hours'
       FROM notifications n
       JOIN users u ON u.partner_id = n.partner_id
         OR EXISTS (SELECT 1 FROM user_partners up WHERE up.user_id = u.id AND up.partner_id = n.partner_id)
       WHERE n.partner_id = $1 AND n.id = ANY($2::text[])
       ON CONFLICT DO NOTHING`,
      [partner.id, notifications.filter((n) => n.read).map((n) => n.id)],
    );

    await setConfig(db, CONFIG_KEYS.OVERVIEW_WELCOME, partner.id, profile.welcome);
    await setConfig(db, CONFIG_KEYS.PARTNER_CURRENCY, partner.id, profile.homeCurrency);
  }

  for (const event of [...networkEvents, ...partnerEvents]) {
    await db.query(
      `INSERT INTO events (id, partner_id, title, type, start_date, end_date, countries, description, content, location, image_file_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11)`,
      [
        event.id,
        event.partnerId,
        event.title,
        event.type,
        event.startDate,
        event.endDate,
        event.countries,
        event.description,
        event.content,
        event.location,
        event.imageKey ? media[event.imageKey as keyof typeof media] : null,
      ],
    );
  }

  const carouselRng = createRng(`carousel:${dayKey}`);
  for (const item of buildCarousel(carouselRng, today, fundPartnerIds)) {
    const rows =
      item.partnerIds === null
        ? [{ ...item, partnerId: null }]
        : item.partnerIds.map((partnerId, i) => ({
            ...item,
            partnerId,
            id: i === 0 ? item.id : carouselRng.uuid(),
          }));
    for (const row of rows) {
      await db.query(
        `INSERT INTO carousel_items (id, partner_id, title, description, content, media_type, media_file_url, cover_file_url,
           alt_text, link_type, link_target, sort_order, start_date, end_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          row.id,
          row.partnerId,
          row.title,
          row.description,
          row.content,
          row.mediaType,
          media[row.media],
          row.cover ? media[row.cover] : null,
          row.altText,
          row.linkType,
          linkTargetFor(row, networkEvents, today),
          row.order,
          row.startDate,
          row.endDate,
        ],
      );
    }
  }

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
