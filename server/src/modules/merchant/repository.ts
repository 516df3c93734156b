import type { Merchant, MerchantCategory, TopMerchant } from '@contract/merchant/schemas';
import type { Queryable } from '@server/db/database';
import { likeLiteral, money } from '@server/http/present';

interface MerchantRow {
  id: string;
  name: string;
  country: string;
  city: string;
  category: MerchantCategory;
  status: Merchant['status'];
  onboarded_at: string;
  volume_usd: string | null;
  txn_count: number | null;
}

export interface MerchantFilter {
  name?: string;
  country?: string;
  category?: MerchantCategory;
}

const LIST_WHERE = `m.partner_id = $1
  AND ($2::text IS NULL OR m.name ILIKE $2::text ESCAPE '\\')
  AND ($3::text IS NULL OR m.country = $3::text)
  AND ($4::text IS NULL OR m.category = $4::text)`;

export function merchantRepository(db: Queryable) {
  return {
    /** Case-insensitive "contains"; names that start with the keyword come first. */
    async names(partnerId: string, keyword: string, limit: number): Promise<string[]> {
      const literal = likeLiteral(keyword);
      const rows = await db.query<{ name: string }>(
        `SELECT name FROM (
           SELECT DISTINCT name FROM merchants WHERE partner_id = $1 AND name ILIKE $2 ESCAPE '\\'
         ) m
         ORDER BY (name ILIKE $3 ESCAPE '\\') DESC, lower(name) COLLATE "C", name COLLATE "C"
         LIMIT $4`,
        [partnerId, `%${literal}%`, `${literal}%`, limit],
      );
      return rows.map((row) => row.name);
    },

    /** Ranked by USD volume in the month starting `month` ('YYYY-MM-01'). */
    async top(partnerId: string, month: string, limit: number): Promise<TopMerchant[]> {
      const rows = await db.query<MerchantRow>(
        `SELECT m.id, m.name, m.country, m.category, mm.volume_usd, mm.txn_count
         FROM merchant_monthly mm JOIN merchants m ON m.id = mm.merchant_id
         WHERE mm.partner_id = $1 AND mm.month = $2::date
         ORDER BY mm.volume_usd DESC, m.name, m.id
         LIMIT $3`,
        [partnerId, month, limit],
      );
      return rows.map((row, index) => ({
        rank: index + 1,
        merchantId: row.id,
        name: row.name,
        country: row.country,
        category: row.category,
        volumeUsd: money(row.volume_usd),
        txnCount: row.txn_count ?? 0,
      }));
    },

    /** By name (byte order, so PGlite and any server locale agree); `lastMonth` ('YYYY-MM-01') gives the volume columns. */
    async page(
      partnerId: string,
      filter: MerchantFilter,
      lastMonth: string,
      limit: number,
      offset: number,
    ): Promise<{ total: number; list: Merchant[] }> {
      const name = filter.name?.trim();
      const params = [
        partnerId,
        name ? `%${likeLiteral(name)}%` : null,
        filter.country ?? null,
        filter.category ?? null,
      ];
      // The page and the count in one statement (one round trip); the count is a scalar
      // subquery, so the page still reads only its own rows in index order.
      const rows = await db.query<MerchantRow & { total: number }>(
        `SELECT m.id, m.name, m.country, m.city, m.category, m.status, m.onboarded_at, mm.volume_usd, mm.txn_count,
           (SELECT count(*)::int FROM merchants m WHERE ${LIST_WHERE}) AS total
         FROM merchants m
         LEFT JOIN merchant_monthly mm ON mm.merchant_id = m.id AND mm.month = $5::date
         WHERE ${LIST_WHERE}
         ORDER BY lower(m.name) COLLATE "C", m.id
         LIMIT $6 OFFSET $7`,
        [...params, lastMonth, limit, offset],
      );
      // A page past the end has no row to carry the count.
      const total =
        rows[0]?.total ??
        (
          await db.query<{ total: number }>(
            `SELECT count(*)::int AS total FROM merchants m WHERE ${LIST_WHERE}`,
            params,
          )
        )[0].total;
      return {
        total,
        list: rows.map((row) => ({
          merchantId: row.id,
          name: row.name,
          country: row.country,
          city: row.city,
          category: row.category,
          status: row.status,
          onboardedAt: row.onboarded_at,
          lastMonthVolumeUsd: money(row.volume_usd),
          lastMonthTxnCount: row.txn_count ?? 0,
        })),
      };
    },
  };
}
