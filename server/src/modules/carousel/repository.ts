import type { CarouselDetail, CarouselItem } from '@contract/carousel/schemas';
import type { CarouselStatus } from '@contract/carousel/constants';
import { conditions, pageClause, param } from '@server/db/conditions';
import type { Queryable } from '@server/db/database';
import { likeLiteral, mediaPath } from '@server/http/present';

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

/** A list item's columns: no content, which only the detail shows (each field is carried back). */
const LIST_COLUMNS = `id, title, description, media_type, media_file_url, cover_file_url, alt_text,
  link_type, link_target, sort_order, start_date, end_date`;
const COLUMNS = `${LIST_COLUMNS}, content`;
// Network-wide items and the partner's own (partner_id, or one of the staff-chosen partners in
// carousel_item_partners); a session without a partner sees network-wide ones only. Drafts: nobody.
const AUDIENCE = `published AND (partner_id = $1 OR (partner_id IS NULL AND (
  NOT EXISTS (SELECT 1 FROM carousel_item_partners a WHERE a.item_id = carousel_items.id)
  OR EXISTS (SELECT 1 FROM carousel_item_partners a WHERE a.item_id = carousel_items.id AND a.partner_id = $1))))`;

/** An item as the staff see it, with the partners chosen to see it. */
export interface StaffCarouselRow {
  id: string;
  partner_id: string | null;
  title: string;
  description: string;
  content: string;
  media_type: 'IMAGE' | 'VIDEO';
  media_file_url: string;
  cover_file_url: string | null;
  alt_text: string;
  link_type: 'EVENT' | 'CAROUSEL_DETAIL' | 'NONE';
  link_target: string | null;
  sort_order: number;
  start_date: string;
  end_date: string;
  published: boolean;
  partner_ids: string[] | null;
  status: CarouselStatus;
}

/** The staff list's filters (all optional); `today` decides the status. */
export interface StaffCarouselFilter {
  today: string;
  keyword?: string;
  status?: CarouselStatus;
  partnerId?: string;
}

/** What a staff save writes. */
export interface StaffCarouselValues {
  id: string;
  title: string;
  description: string;
  content: string;
  mediaType: 'IMAGE' | 'VIDEO';
  mediaFileUrl: string;
  coverFileUrl: string | null;
  altText: string;
  linkType: 'EVENT' | 'CAROUSEL_DETAIL' | 'NONE';
  linkTarget: string | null;
  startDate: string;
  endDate: string;
  published: boolean;
}

/** The status from the published switch and the dates; `today` is the placeholder of today's date. */
const statusOf = (today: string) => `CASE WHEN NOT c.published THEN 'DRAFT'
  WHEN c.start_date > ${today}::date THEN 'SCHEDULED'
  WHEN c.end_date < ${today}::date THEN 'ENDED' ELSE 'LIVE' END`;
const staffColumns = (today: string) => `c.*, ${statusOf(today)} AS status,
  (SELECT array_agg(a.partner_id ORDER BY a.partner_id) FROM carousel_item_partners a
  WHERE a.item_id = c.id) AS partner_ids`;
// Every item is seen by its owning partner, or by every partner when there are no audience rows,
// or by the partners listed.
const SEEN_BY = `(c.partner_id = $? OR (c.partner_id IS NULL AND (
  NOT EXISTS (SELECT 1 FROM carousel_item_partners a WHERE a.item_id = c.id)
  OR EXISTS (SELECT 1 FROM carousel_item_partners a WHERE a.item_id = c.id AND a.partner_id = $?))))`;

/** The filters given, as one condition; `today` is the placeholder of today's date. */
function staffWhere(params: unknown[], filter: StaffCarouselFilter, today: () => string): string {
  const keyword = filter.keyword?.trim();
  return conditions(params)
    .when(
      keyword ? `%${likeLiteral(keyword)}%` : null,
      `(c.title ILIKE $?::text ESCAPE '\\' OR c.description ILIKE $?::text ESCAPE '\\'
        OR c.alt_text ILIKE $?::text ESCAPE '\\')`,
    )
    .when(filter.status, `${filter.status ? statusOf(today()) : ''} = $?::text`)
    .when(filter.partnerId, SEEN_BY)
    .sql();
}

const valuesOf = (item: StaffCarouselValues) => [
  item.id,
  item.title,
  item.description,
  item.content,
  item.mediaType,
  item.mediaFileUrl,
  item.coverFileUrl,
  item.altText,
  item.linkType,
  item.linkTarget,
  item.startDate,
  item.endDate,
  item.published,
];

function toItem(row: Omit<CarouselRow, 'content'>): CarouselItem {
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

/** What partners see: the current items and one item's detail. */
function partnerCarouselQueries(db: Queryable) {
  return {
    /** Items whose period covers `today`, in display order. */
    async current(partnerId: string | null, today: string): Promise<CarouselItem[]> {
      const rows = await db.query<Omit<CarouselRow, 'content'>>(
        `SELECT ${LIST_COLUMNS} FROM carousel_items
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
      const rows = await db.query<Omit<CarouselRow, 'content'>>(
        `SELECT ${LIST_COLUMNS} FROM (
           (SELECT ${LIST_COLUMNS}, 0 AS part,
              row_number() OVER (ORDER BY sort_order, start_date, id) AS n
            FROM carousel_items
            WHERE ${AUDIENCE} AND start_date <= $2::date AND end_date >= $2::date)
           UNION ALL
           (SELECT ${LIST_COLUMNS}, 1 AS part,
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

    // Staff side (/iboss/carousel/detail): every item, drafts included.
  };
}

/** Staff reads: one item, the list, stored media and partner counts. */
function staffCarouselReadQueries(db: Queryable) {
  return {
    async staffItem(id: string, today: string): Promise<StaffCarouselRow | null> {
      const rows = await db.query<StaffCarouselRow>(
        `SELECT ${staffColumns('$2')} FROM carousel_items c WHERE c.id = $1`,
        [id, today],
      );
      return rows[0] ?? null;
    },

    /** One page in display order, and the count of the items the filter keeps. */
    async staffPage(filter: StaffCarouselFilter, limit: number, offset: number) {
      const params: unknown[] = [];
      const today = param(params, filter.today);
      const where = staffWhere(params, filter, () => today);
      // The count rides with the page (one statement); only a page past the end asks again.
      const rows = await db.query<StaffCarouselRow & { total: number }>(
        `SELECT ${staffColumns(today)}, count(*) OVER ()::int AS total FROM carousel_items c WHERE ${where}
         ORDER BY c.sort_order, c.start_date, c.id ${pageClause(params, limit, offset)}`,
        params,
      );
      if (rows[0]) return { total: rows[0].total, rows };
      const countParams: unknown[] = [];
      let countToday: string | null = null;
      const countWhere = staffWhere(
        countParams,
        filter,
        () => (countToday ??= param(countParams, filter.today)),
      );
      const counted = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM carousel_items c WHERE ${countWhere}`,
        countParams,
      );
      return { total: counted[0].total, rows };
    },

    /** A stored file's upload slot and public flag, or null when there is no such file. */
    async storedMedia(fileUrl: string): Promise<{ slot: string | null; public_read: boolean } | null> {
      const rows = await db.query<{ slot: string | null; public_read: boolean }>(
        `SELECT slot, public_read FROM files WHERE storage_name = $1`,
        [fileUrl],
      );
      return rows[0] ?? null;
    },

    /** How many of `ids` are partners. */
    async countPartners(ids: string[]): Promise<number> {
      const known = await db.query<{ id: string }>(`SELECT id FROM partners WHERE id = ANY($1::text[])`, [
        ids,
      ]);
      return known.length;
    },
  };
}

/** Staff writes: items, their audience, their files and their order. */
function staffCarouselWriteQueries(db: Queryable) {
  return {
    /** Rewrites an item; it becomes a staff item (no owning partner; audience in carousel_item_partners). */
    async updateItem(item: StaffCarouselValues): Promise<void> {
      await db.query(
        `UPDATE carousel_items SET partner_id = NULL, title = $2, description = $3, content = $4, media_type = $5,
           media_file_url = $6, cover_file_url = $7, alt_text = $8, link_type = $9, link_target = $10,
           start_date = $11, end_date = $12, published = $13 WHERE id = $1`,
        valuesOf(item),
      );
    },

    /** A new item, placed last (call inside lockOrder's transaction, so no two get one place). */
    async insertItem(item: StaffCarouselValues, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO carousel_items (id, partner_id, title, description, content, media_type, media_file_url,
           cover_file_url, alt_text, link_type, link_target, start_date, end_date, published, sort_order, created_at)
         VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
           (SELECT coalesce(max(sort_order), 0) + 1 FROM carousel_items), $14)`,
        [...valuesOf(item), now],
      );
    },

    async clearAudience(itemId: string): Promise<void> {
      await db.query(`DELETE FROM carousel_item_partners WHERE item_id = $1`, [itemId]);
    },

    async addAudience(itemId: string, partnerId: string): Promise<void> {
      await db.query(`INSERT INTO carousel_item_partners (item_id, partner_id) VALUES ($1, $2)`, [
        itemId,
        partnerId,
      ]);
    },

    /** Attached media are readable by everyone the item is for. */
    async publishFiles(fileUrls: string[]): Promise<void> {
      await db.query(`UPDATE files SET staff_only = false WHERE storage_name = ANY($1::text[])`, [fileUrls]);
    },

    /**
     * Every item's id in display order. Holds the order's lock until the transaction ends: saves,
     * moves and deletes renumber one at a time, so no two items share a place.
     */
    async lockOrder(): Promise<{ id: string; sort_order: number }[]> {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('carousel-order'))`);
      return db.query<{ id: string; sort_order: number }>(
        `SELECT id, sort_order FROM carousel_items ORDER BY sort_order, start_date, id`,
      );
    },

    /** Gives `ids` the places 1..n in that order, writing only the rows whose place changes. */
    async renumber(ids: string[]): Promise<void> {
      await db.query(
        `UPDATE carousel_items c SET sort_order = o.n
         FROM unnest($1::text[]) WITH ORDINALITY AS o(id, n)
         WHERE c.id = o.id AND c.sort_order <> o.n`,
        [ids],
      );
    },

    /** Removes an item (its audience rows go with it); false when there was none. */
    async deleteItem(id: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(`DELETE FROM carousel_items WHERE id = $1 RETURNING id`, [
        id,
      ]);
      return rows.length > 0;
    },
  };
}

export function carouselRepository(db: Queryable) {
  return {
    ...partnerCarouselQueries(db),
    ...staffCarouselReadQueries(db),
    ...staffCarouselWriteQueries(db),
  };
}

export type CarouselRepository = ReturnType<typeof carouselRepository>;
