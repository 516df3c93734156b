import type { CarouselDetail, CarouselItem } from '@contract/carousel/schemas';
import type { Queryable } from '@server/db/database';
import { mediaPath } from '@server/http/present';

interface CarouselRow {
  id: string;
  title: string;
  description: string;
  content: string;
  media_type: CarouselItem['mediaType'];
  media_file_url: string;
  cover_file_url: string | null;
  alt_text: string;
  link_type: CarouselItem['linkType'];
  link_target: string | null;
  sort_order: number;
  start_date: string;
  end_date: string;
}

const COLUMNS = `id, title, description, content, media_type, media_file_url, cover_file_url, alt_text,
  link_type, link_target, sort_order, start_date, end_date`;
// Network-wide items and the partner's own (partner_id, or one of the staff-chosen partners in
// carousel_item_partners); a session without a partner sees network-wide ones only. Drafts: nobody.
const AUDIENCE = `published AND (partner_id = $1 OR (partner_id IS NULL AND (
  NOT EXISTS (SELECT 1 FROM carousel_item_partners a WHERE a.item_id = carousel_items.id)
  OR EXISTS (SELECT 1 FROM carousel_item_partners a WHERE a.item_id = carousel_items.id AND a.partner_id = $1))))`;

function toItem(row: CarouselRow): CarouselItem {
  const mediaUrl = mediaPath(row.media_file_url)!;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    mediaType: row.media_type,
    mediaUrl,
    coverUrl: mediaPath(row.cover_file_url) ?? (row.media_type === 'IMAGE' ? mediaUrl : null),
    altText: row.alt_text,
    linkType: row.link_type,
    linkTarget: row.link_target,
    order: row.sort_order,
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

export function carouselRepository(db: Queryable) {
  return {
    /** Items whose period covers `today`, in display order. */
    async current(partnerId: string | null, today: string): Promise<CarouselItem[]> {
      const rows = await db.query<CarouselRow>(
        `SELECT ${COLUMNS} FROM carousel_items
         WHERE ${AUDIENCE} AND start_date <= $2::date AND end_date >= $2::date
         ORDER BY sort_order, start_date, id`,
        [partnerId, today],
      );
      return rows.map(toItem);
    },

    /**
     * current then past (at most `pastLimit`), each in its own order, in one statement: the
     * featured list's items in one round trip instead of two.
     */
    async currentThenPast(
      partnerId: string | null,
      today: string,
      pastLimit: number,
    ): Promise<CarouselItem[]> {
      const rows = await db.query<CarouselRow>(
        `SELECT ${COLUMNS} FROM (
           (SELECT ${COLUMNS}, 0 AS part,
              row_number() OVER (ORDER BY sort_order, start_date, id) AS n
            FROM carousel_items
            WHERE ${AUDIENCE} AND start_date <= $2::date AND end_date >= $2::date)
           UNION ALL
           (SELECT ${COLUMNS}, 1 AS part,
              row_number() OVER (ORDER BY end_date DESC, sort_order, id) AS n
            FROM carousel_items WHERE ${AUDIENCE} AND end_date < $2::date
            ORDER BY end_date DESC, sort_order, id LIMIT $3)
         ) x ORDER BY part, n`,
        [partnerId, today, pastLimit],
      );
      return rows.map(toItem);
    },

    async detail(partnerId: string | null, id: string): Promise<CarouselDetail | null> {
      const rows = await db.query<CarouselRow>(
        `SELECT ${COLUMNS} FROM carousel_items WHERE ${AUDIENCE} AND id = $2`,
        [partnerId, id],
      );
      return rows[0] ? { ...toItem(rows[0]), content: rows[0].content } : null;
    },
  };
}
