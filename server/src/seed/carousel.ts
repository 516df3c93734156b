import type { CarouselLinkType, CarouselMediaType } from '@contract/carousel/schemas';
import type { Queryable } from '@server/db/database';
import { addDays, isoDate } from './support/dates';
import type { EventSeed } from './event';
import type { MediaKey } from './support/media';
import type { Rng } from './support/prng';
import { createRng } from './support/prng';

export interface CarouselSeed {
  id: string;
  /** null = every partner */
  partnerIds: string[] | null;
  title: string;
  description: string;
  content: string;
  mediaType: CarouselMediaType;
  media: MediaKey;
  cover: MediaKey | null;
  altText: string;
  linkType: CarouselLinkType;
  /** EVENT: the title of the event to link; CAROUSEL_DETAIL: filled with the item's own id. */
  linkEventTitle?: string;
  order: number;
  startDate: string;
  endDate: string;
}

/**
 * Six items: four current (one only for partners with development funds, one a video), one that
 * ended last month and one that starts next month, so the "current period" rule is visible.
 */
export function buildCarousel(rng: Rng, today: Date, fundPartnerIds: string[]): CarouselSeed[] {
  const period = (from: number, to: number) => ({
    startDate: isoDate(addDays(today, from)),
    endDate: isoDate(addDays(today, to)),
  });
  const items: Array<Omit<CarouselSeed, 'id'>> = [
    {
      partnerIds: null,
      title: 'Year-end Travel Festival',
      description: 'Up to 15% cash back at partner merchants in Japan and Korea.',
      content: 'The biggest travel season of the year. See the event for dates, markets and funding.',
      mediaType: 'IMAGE',
      media: 'banner-travel-festival',
      cover: 'banner-travel-festival',
      altText: 'Year-end Travel Festival: up to 15% cash back in Japan and Korea',
      linkType: 'EVENT',
      linkEventTitle: 'Year-end Travel Festival',
      order: 1,
      ...period(-20, 45),
    },
    {
      partnerIds: null,
      title: 'Scan. Pay. Travel.',
      description: 'A 6-second explainer of cross-border QR payments to share with your users.',
      content:
        'Use this short video in your app or social channels to show how wallet users pay abroad: open the wallet, scan the merchant QR, confirm in local currency.\n\nThe video is free to use in partner campaigns until the end of the period.',
      mediaType: 'VIDEO',
      media: 'explainer',
      cover: 'explainer-cover',
      altText: 'Animated explainer: Scan. Pay. Travel.',
      linkType: 'CAROUSEL_DETAIL',
      order: 2,
      ...period(-35, 60),
    },
    {
      partnerIds: null,
      title: 'Now live in Thailand',
      description: '12,000 more convenience stores accept your users’ payments nationwide.',
      content: 'Convenience stores across Thailand now accept wallet QR payments.',
      mediaType: 'IMAGE',
      media: 'banner-thailand-launch',
      cover: 'banner-thailand-launch',
      altText: 'Now live in Thailand: 12,000 more convenience stores',
      linkType: 'EVENT',
      linkEventTitle: 'Now live in Thailand',
      order: 3,
      ...period(-10, 30),
    },
    {
      partnerIds: fundPartnerIds,
      title: 'Fund claims close soon',
      description: 'Submit your MDF and TDF claims with receipts before the deadline.',
      content:
        'Claims for this year’s marketing and trade development funds must be submitted with receipts by the claim deadline shown on your programme cards.\n\nApproved claims are paid within 30 days.',
      mediaType: 'IMAGE',
      media: 'banner-claims-deadline',
      cover: 'banner-claims-deadline',
      altText: 'Fund claims close soon: submit MDF and TDF claims before the deadline',
      linkType: 'CAROUSEL_DETAIL',
      order: 4,
      ...period(-5, 40),
    },
    {
      partnerIds: null,
      title: 'Lunar New Year Duty Free',
      description: 'Extra savings at airport duty free in SG, HK and CN.',
      content: 'Ended campaign, kept for the record.',
      mediaType: 'IMAGE',
      media: 'banner-lunar-new-year',
      cover: 'banner-lunar-new-year',
      altText: 'Lunar New Year duty free savings',
      linkType: 'NONE',
      order: 5,
      ...period(-70, -31),
    },
    {
      partnerIds: null,
      title: 'Lunar New Year Duty Free Deals',
      description: 'Extra savings at airport duty free in SG, HK and CN.',
      content: 'Starts next month.',
      mediaType: 'IMAGE',
      media: 'banner-lunar-new-year',
      cover: 'banner-lunar-new-year',
      altText: 'Lunar New Year duty free savings',
      linkType: 'EVENT',
      linkEventTitle: 'Lunar New Year Duty Free Deals',
      order: 6,
      ...period(32, 90),
    },
  ];
  return items.map((item) => ({ ...item, id: rng.uuid() }));
}

export function linkTargetFor(item: CarouselSeed, events: EventSeed[], today: Date): string | null {
  if (item.linkType === 'CAROUSEL_DETAIL') return item.id;
  if (item.linkType !== 'EVENT') return null;
  const todayIso = isoDate(today);
  const matches = events.filter((e) => e.title === item.linkEventTitle);
  // The occurrence that is running or next; else the latest.
  const next = matches.find((e) => e.endDate >= todayIso) ?? matches[matches.length - 1];
  return next?.id ?? null;
}

/** The carousel items (per day, seeded PRNG), some for every partner and some for the partners with funds. */
export async function seedCarousel(
  db: Queryable,
  today: Date,
  fundPartnerIds: string[],
  networkEvents: EventSeed[],
  media: Record<MediaKey, string>,
): Promise<void> {
  const dayKey = isoDate(today);
  const carouselRng = createRng(`carousel:${dayKey}`);
  // One place per row, copies included: the display order has no repeats (migration 112).
  let place = 0;
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
          (place += 1),
          row.startDate,
          row.endDate,
        ],
      );
    }
  }
}
