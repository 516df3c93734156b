import type { EventType } from '@contract/event/schemas';
import type { Queryable } from '@server/db/database';
import { addDays, isoDate, utcDate } from './support/dates';
import type { MediaKey } from './support/media';
import type { Rng } from './support/prng';

/** Network calendar of last year, this year and next year: campaigns, settlement holidays and launches. */

export interface EventSeed {
  id: string;
  partnerId: string | null;
  title: string;
  type: EventType;
  startDate: string;
  endDate: string;
  countries: string[];
  description: string;
  content: string;
  location: string | null;
  /** Key of a media asset (see media.ts) used as the event banner. */
  imageKey: string | null;
}

const LUNAR_NEW_YEAR: Record<number, string> = {
  2024: '02-10',
  2025: '01-29',
  2026: '02-17',
  2027: '02-06',
  2028: '01-26',
  2029: '02-13',
  2030: '02-03',
  2031: '01-23',
};
const CHUSEOK: Record<number, string> = {
  2024: '09-17',
  2025: '10-06',
  2026: '09-25',
  2027: '09-15',
  2028: '10-03',
  2029: '09-22',
  2030: '09-12',
  2031: '10-01',
};

function fromTable(table: Record<number, string>, year: number, fallback: string): Date {
  const [month, day] = (table[year] ?? fallback).split('-').map(Number);
  return utcDate(year, month, day);
}

const paragraphs = (...lines: string[]) => lines.join('\n\n');

export function buildNetworkEvents(rng: Rng, today: Date): EventSeed[] {
  const year = today.getUTCFullYear();
  const events: EventSeed[] = [];
  const add = (
    title: string,
    type: EventType,
    start: Date,
    end: Date,
    countries: string[],
    description: string,
    extra: Partial<Pick<EventSeed, 'content' | 'location' | 'imageKey'>> = {},
  ) =>
    events.push({
      id: rng.uuid(),
      partnerId: null,
      title,
      type,
      startDate: isoDate(start),
      endDate: isoDate(end),
      countries,
      description,
      content: extra.content ?? description,
      location: extra.location ?? null,
      imageKey: extra.imageKey ?? null,
    });

  for (const y of [year - 1, year, year + 1]) {
    const lny = fromTable(LUNAR_NEW_YEAR, y, '02-05');
    const chuseok = fromTable(CHUSEOK, y, '09-20');
    add(
      "New Year's Day",
      'SETTLEMENT_HOLIDAY',
      utcDate(y, 1, 1),
      utcDate(y, 1, 1),
      [],
      'No settlement in any market.',
    );
    add(
      'Australia Day',
      'SETTLEMENT_HOLIDAY',
      utcDate(y, 1, 26),
      utcDate(y, 1, 26),
      ['AU'],
      'No settlement for Australian merchants.',
    );
    add(
      'Lunar New Year',
      'SETTLEMENT_HOLIDAY',
      lny,
      addDays(lny, 2),
      ['CN', 'HK', 'SG', 'KR', 'MY', 'TW'],
      'Settlement resumes on the next business day after the holiday.',
    );
    add(
      'Lunar New Year Duty Free Deals',
      'CAMPAIGN',
      addDays(lny, -14),
      addDays(lny, 14),
      ['SG', 'HK', 'CN'],
      'Extra savings at airport and downtown duty free for wallet users travelling over Lunar New Year.',
      {
        imageKey: 'banner-lunar-new-year',
        location: 'Changi, Hong Kong International and Sanya duty free',
        content: paragraphs(
          'Wallet users get an instant discount of 8% (capped at USD 40) at participating duty free stores.',
          'The network funds the discount; partners are asked to promote the campaign in app from two weeks before the holiday.',
          'Creative assets and the merchant list are available from your account manager.',
        ),
      },
    );
    add(
      'Cherry Blossom Spring Promotion',
      'CAMPAIGN',
      utcDate(y, 3, 15),
      utcDate(y, 4, 30),
      ['JP', 'KR'],
      '5% cash back at dining and retail merchants in Japan and Korea during blossom season.',
      {
        location: 'Tokyo, Kyoto, Osaka, Seoul, Busan',
      },
    );
    add(
      'Songkran',
      'SETTLEMENT_HOLIDAY',
      utcDate(y, 4, 13),
      utcDate(y, 4, 15),
      ['TH'],
      'Thai bank holiday; settlement for Thai merchants moves to the next business day.',
    );
    add(
      'Golden Week bank holidays',
      'SETTLEMENT_HOLIDAY',
      utcDate(y, 5, 3),
      utcDate(y, 5, 5),
      ['JP'],
      'Japanese bank holidays; settlement for Japanese merchants moves to the next business day.',
    );
    add(
      'Summer Travel Cashback',
      'CAMPAIGN',
      utcDate(y, 7, 1),
      utcDate(y, 8, 31),
      ['JP', 'KR', 'SG', 'TH', 'AU'],
      'Up to 10% cash back on transport and attractions across five markets.',
      {
        content: paragraphs(
          'From July to August wallet users earn up to 10% cash back on transport, theme parks and attractions.',
          'Each user can earn up to USD 25 in the campaign period. Partners receive a weekly performance file.',
        ),
      },
    );
    add(
      'National Day (Singapore)',
      'SETTLEMENT_HOLIDAY',
      utcDate(y, 8, 9),
      utcDate(y, 8, 9),
      ['SG'],
      'No settlement for Singapore merchants.',
    );
    add(
      'Merdeka Day',
      'SETTLEMENT_HOLIDAY',
      utcDate(y, 8, 31),
      utcDate(y, 8, 31),
      ['MY'],
      'No settlement for Malaysian merchants.',
    );
    add(
      'Chuseok',
      'SETTLEMENT_HOLIDAY',
      addDays(chuseok, -1),
      addDays(chuseok, 1),
      ['KR'],
      'Korean harvest holiday; settlement resumes after the holiday.',
    );
    add(
      'National Day Golden Week (China)',
      'SETTLEMENT_HOLIDAY',
      utcDate(y, 10, 1),
      utcDate(y, 10, 7),
      ['CN'],
      'Mainland China bank holidays; settlement for Chinese merchants moves to 8 October.',
    );
    add(
      "Singles' Day Shopping",
      'CAMPAIGN',
      utcDate(y, 11, 1),
      utcDate(y, 11, 15),
      ['CN', 'HK'],
      'Merchant-funded discounts at department stores and electronics chains.',
      {
        location: 'Shanghai, Shenzhen, Hong Kong',
      },
    );
    add(
      'Year-end Travel Festival',
      'CAMPAIGN',
      utcDate(y, 12, 1),
      utcDate(y + 1, 1, 15),
      ['JP', 'KR'],
      'Up to 15% cash back at partner merchants in Japan and Korea over the holidays.',
      {
        imageKey: 'banner-travel-festival',
        location: 'Japan and Korea, nationwide',
        content: paragraphs(
          'The biggest travel season of the year: wallet users get up to 15% cash back at more than 3,000 merchants in Japan and Korea.',
          'Cash back is funded jointly by the network and participating merchants. Partners can top it up from their MDF budget.',
          'Daily results are shown on the overview and in performance insights.',
        ),
      },
    );
    add(
      'Christmas Day',
      'SETTLEMENT_HOLIDAY',
      utcDate(y, 12, 25),
      utcDate(y, 12, 25),
      ['SG', 'HK', 'AU', 'KR', 'GB', 'US', 'FR'],
      'No settlement in the listed markets.',
      {
        content: paragraphs(
          'Banks in these markets are closed, so payouts for 24 and 25 December are made on the next business day.',
          'Transactions are accepted as usual; only the settlement date moves.',
        ),
      },
    );
  }

  const launches: Array<[number, string, string[], string, string | null]> = [
    [
      -210,
      'Taiwan night markets go live',
      ['TW'],
      'QR acceptance at 1,800 night-market stalls in Taipei and Kaohsiung.',
      null,
    ],
    [
      -75,
      'Airport express trains accept wallet QR',
      ['AU', 'HK'],
      'Buy airport express tickets at the gate with a wallet QR.',
      null,
    ],
    [
      -10,
      'Now live in Thailand',
      ['TH'],
      '12,000 more convenience stores accept wallet payments nationwide.',
      'banner-thailand-launch',
    ],
    [
      25,
      'Osaka transport QR acceptance',
      ['JP'],
      'Subway and bus ticket machines in Osaka accept wallet QR.',
      null,
    ],
    [
      130,
      'Korean department stores onboard',
      ['KR'],
      'Three department-store groups in Seoul and Busan join the network.',
      null,
    ],
    [
      300,
      'Jeju island-wide acceptance',
      ['KR'],
      'Taxis, attractions and restaurants across Jeju accept wallet QR.',
      null,
    ],
  ];
  for (const [offset, title, countries, description, imageKey] of launches) {
    const day = addDays(today, offset);
    add(title, 'LAUNCH', day, day, countries, description, {
      imageKey,
      content: paragraphs(
        description,
        'No integration work is needed: the merchants appear in your merchant list from the launch date.',
      ),
    });
  }
  return events.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Network-wide and partner events, their images from the stored overview media. */
export async function seedEvents(
  db: Queryable,
  events: EventSeed[],
  media: Record<MediaKey, string>,
): Promise<void> {
  for (const event of events) {
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
}
