import type { Queryable } from '@server/db/database';
import { seedCarousel } from './carousel';
import { seedNetworkSettings, seedPartnerSettings } from './config';
import { buildNetworkEvents, seedEvents } from './event';
import type { EventSeed } from './event';
import { seedGrowthFigures } from './growth';
import { seedDfPrograms } from './df';
import { seedMerchants } from './merchant';
import { seedNotifications } from './notification';
import { dataLoadTime, elapsedMonthFraction, isoDate, monthStart, startOfDay } from './support/dates';
import { storeOverviewMedia } from './support/media';
import { profileFor } from './support/partner-profiles';
import { createRng } from './support/prng';
import type { SeedContext } from './seed-context';

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
  // The running month holds what was paid up to the load time, no more (DATA-STAMP).
  const currentMonthFraction = elapsedMonthFraction(dataLoadTime(now));

  const networkEvents = buildNetworkEvents(createRng(`events:${dayKey}`), today);
  const partnerEvents: EventSeed[] = [];
  const fundPartnerIds: string[] = [];

  for (const partner of partners) {
    const profile = profileFor(partner);
    // One PRNG per partner and day, drawn from by each domain in this order: keep it, or the seeded
    // ids and figures that e2e tests and benches use change.
    const rng = createRng(`${partner.id}:${dayKey}`);
    const partnerMonths = await seedGrowthFigures(
      db,
      partner.id,
      rng,
      profile,
      monthStarts,
      currentMonthFraction,
    );
    await seedMerchants(db, partner.id, rng, profile, monthStarts, today, partnerMonths);
    const { hasFunds, deadlineEvents } = await seedDfPrograms(db, partner.id, rng, profile, today);
    if (hasFunds) fundPartnerIds.push(partner.id);
    partnerEvents.push(...deadlineEvents);
    await seedNotifications(db, partner.id, rng, profile, networkEvents, now);
    await seedPartnerSettings(db, partner.id, profile);
  }

  await seedEvents(db, [...networkEvents, ...partnerEvents], media);
  await seedCarousel(db, today, fundPartnerIds, networkEvents, media);
  await seedNetworkSettings(db, today);
}
