import type { NotificationCategory, NotificationLinkType } from '@contract/notification/schemas';
import type { Queryable } from '@server/db/database';
import type { EventSeed } from './event';
import { bulkInsert } from './support/bulk-insert';
import { isoDate } from './support/dates';
import type { PartnerProfile } from './support/partner-profiles';
import type { Rng } from './support/prng';

export interface NotificationSeed {
  id: string;
  title: string;
  content: string;
  category: NotificationCategory;
  linkType: NotificationLinkType;
  linkTarget: string | null;
  publishedAt: Date;
  /** Seeded as already read by the partner's users. */
  read: boolean;
}

type Template = Omit<NotificationSeed, 'id' | 'publishedAt' | 'read'>;

/** About fifteen notifications over the last two months, newest first; the five newest stay unread. */
export function buildNotifications(
  rng: Rng,
  profile: PartnerProfile,
  events: EventSeed[],
  today: Date,
): NotificationSeed[] {
  const eventLink = (title: string): Pick<Template, 'linkType' | 'linkTarget'> => {
    const event = events.find((e) => e.title === title);
    return event ? { linkType: 'EVENT', linkTarget: event.id } : { linkType: 'NONE', linkTarget: null };
  };
  const lastMonthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const lastMonth = lastMonthStart.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const templates: Template[] = [
    {
      title: 'New launch: Thailand convenience stores',
      content: '12,000 more convenience stores in Thailand now accept your users’ payments.',
      category: 'EVENT',
      ...eventLink('Now live in Thailand'),
    },
    {
      title: `${lastMonth} performance report is ready`,
      content: `${lastMonth}'s figures for ${profile.displayName} are ready in Performance insights.`,
      category: 'REPORT',
      // The report's month: the page opens on it (contract/notification/constants.ts).
      linkType: 'PERFORMANCE_INSIGHTS',
      linkTarget: isoDate(lastMonthStart).slice(0, 7),
    },
    {
      title: 'Upcoming: Osaka transport QR acceptance',
      content:
        'Subway and bus ticket machines in Osaka will accept wallet QR. Plan your in-app announcement.',
      category: 'EVENT',
      ...eventLink('Osaka transport QR acceptance'),
    },
    {
      title: 'Scheduled maintenance on Sunday',
      content: 'The portal will be unavailable for up to 30 minutes on Sunday between 02:00 and 02:30 UTC.',
      category: 'SYSTEM',
      linkType: 'NONE',
      linkTarget: null,
    },
    {
      title: 'Year-end Travel Festival assets available',
      content: 'Banners and copy for the Year-end Travel Festival are ready for your app.',
      category: 'EVENT',
      ...eventLink('Year-end Travel Festival'),
    },
    {
      title: 'Contract amendment uploaded',
      content: 'An amendment to your acceptance agreement has been uploaded for review.',
      category: 'CONTRACT',
      linkType: 'CONTRACT',
      linkTarget: null,
    },
    {
      title: 'Quarterly business review scheduled',
      content:
        'Your account manager has scheduled the quarterly business review. The deck will appear under QBR.',
      category: 'REPORT',
      linkType: 'NONE',
      linkTarget: null,
    },
    {
      title: 'Settlement holiday reminder',
      content: 'Several markets have bank holidays this month; see the calendar for settlement dates.',
      category: 'SYSTEM',
      linkType: 'NONE',
      linkTarget: null,
    },
    {
      title: 'New merchants in Korea',
      content:
        'Department-store groups in Seoul and Busan are onboarding. They will appear in your merchant list.',
      category: 'EVENT',
      ...eventLink('Korean department stores onboard'),
    },
    {
      title: 'Password policy reminder',
      content: 'Passwords must be 6 to 20 characters and mix letters with digits or symbols.',
      category: 'SYSTEM',
      linkType: 'NONE',
      linkTarget: null,
    },
    {
      title: 'Airport express trains accept wallet QR',
      content: 'Airport express trains in Australia and Hong Kong now accept wallet QR at the gate.',
      category: 'EVENT',
      ...eventLink('Airport express trains accept wallet QR'),
    },
  ];
  if (profile.fundCurrency) {
    templates.splice(
      1,
      0,
      {
        title: 'MDF claim approved',
        content: 'A marketing development fund claim has been approved and is scheduled for payment.',
        category: 'INCENTIVE',
        linkType: 'INCENTIVE',
        linkTarget: null,
      },
      {
        title: 'TDF claim needs receipts',
        content: 'Please attach receipts to your latest trade development fund claim so it can be reviewed.',
        category: 'INCENTIVE',
        linkType: 'INCENTIVE',
        linkTarget: null,
      },
    );
    templates.push({
      title: 'MDF payment sent',
      content: 'Payment for an approved marketing development fund claim has been sent.',
      category: 'INCENTIVE',
      linkType: 'INCENTIVE',
      linkTarget: null,
    });
  } else {
    templates.splice(1, 0, {
      title: 'Welcome to the partner portal',
      content: `Welcome, ${profile.displayName} team. Your overview, calendar and merchant lists are ready.`,
      category: 'SYSTEM',
      linkType: 'NONE',
      linkTarget: null,
    });
  }

  let at = today.getTime() - rng.int(1, 5) * 3_600_000;
  return templates.map((template, index) => {
    const publishedAt = new Date(at);
    at -= rng.int(20, 110) * 3_600_000;
    return { ...template, id: rng.uuid(), publishedAt, read: index >= 5 };
  });
}

/** The partner's notifications; the older ones already read by everyone who sees the partner. */
export async function seedNotifications(
  db: Queryable,
  partnerId: string,
  rng: Rng,
  profile: PartnerProfile,
  networkEvents: EventSeed[],
  now: Date,
): Promise<void> {
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
      partnerId,
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
    [partnerId, notifications.filter((n) => n.read).map((n) => n.id)],
  );
}
