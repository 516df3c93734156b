import type { EventDetail, EventSummary, EventType } from '@contract/event/schemas';
import type { Queryable } from '@server/db/database';
import { mediaPath } from '@server/http/present';

interface EventRow {
  id: string;
  title: string;
  type: EventType;
  start_date: string;
  end_date: string;
  countries: string[];
  description: string;
  content: string;
  location: string | null;
  image_file_url: string | null;
}

export interface EventFilter {
  countries?: string[];
  types?: EventType[];
}

// Network-wide events and the partner's own; a session without a partner sees network-wide ones only.
const AUDIENCE = `published AND (partner_id IS NULL OR partner_id = $1)`;
const SUMMARY_COLUMNS = 'id, title, type, start_date, end_date, countries, description';

function toSummary(row: EventRow): EventSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    startDate: row.start_date,
    endDate: row.end_date,
    countries: row.countries,
    description: row.description,
  };
}

export function eventRepository(db: Queryable) {
  return {
    /** Events overlapping [from, to], by start date. Empty filter arrays mean "all". */
    async between(
      partnerId: string | null,
      from: string,
      to: string,
      filter: EventFilter,
    ): Promise<EventSummary[]> {
      const countries = filter.countries?.length ? filter.countries : null;
      const types = filter.types?.length ? filter.types : null;
      const rows = await db.query<EventRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM events
         WHERE ${AUDIENCE} AND start_date <= $3::date AND end_date >= $2::date
           AND ($4::text[] IS NULL OR cardinality(countries) = 0 OR countries && $4::text[])
           AND ($5::text[] IS NULL OR type = ANY ($5::text[]))
         ORDER BY start_date, end_date, title, id`,
        [partnerId, from, to, countries, types],
      );
      return rows.map(toSummary);
    },

    /**
     * notEnded then ended (at most `pastLimit`), each in its own order, in one statement: the
     * featured list's events in one round trip instead of two.
     */
    async notEndedThenEnded(
      partnerId: string | null,
      today: string,
      pastLimit: number,
    ): Promise<EventSummary[]> {
      const rows = await db.query<EventRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM (
           (SELECT ${SUMMARY_COLUMNS}, 0 AS part,
              row_number() OVER (ORDER BY start_date, end_date, title, id) AS n
            FROM events WHERE ${AUDIENCE} AND end_date >= $2::date)
           UNION ALL
           (SELECT ${SUMMARY_COLUMNS}, 1 AS part,
              row_number() OVER (ORDER BY end_date DESC, start_date DESC, title, id) AS n
            FROM events WHERE ${AUDIENCE} AND end_date < $2::date
            ORDER BY end_date DESC, start_date DESC, title, id LIMIT $3)
         ) x ORDER BY part, n`,
        [partnerId, today, pastLimit],
      );
      return rows.map(toSummary);
    },

    async detail(partnerId: string | null, id: string): Promise<EventDetail | null> {
      const rows = await db.query<EventRow>(
        `SELECT id, title, type, start_date, end_date, countries, description, content, location, image_file_url
         FROM events WHERE ${AUDIENCE} AND id = $2`,
        [partnerId, id],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        ...toSummary(row),
        content: row.content || row.description,
        location: row.location,
        imageUrl: mediaPath(row.image_file_url),
      };
    },
  };
}
