import type { GrowthPoint } from '@contract/growth/schemas';
import type { Queryable } from '@server/db/database';
import { money, monthStartIso } from '@server/http/present';

interface FigureRow {
  month: string;
  volume_usd: string;
  txn_count: number;
  paying_users: number;
}

const change = (current: number, previous: number | undefined) =>
  previous ? Math.round(((current - previous) / previous) * 10_000) / 10_000 : null;

export function growthRepository(db: Queryable) {
  return {
    /** The last `months` months up to `now`'s month, ascending, with month-over-month changes. */
    async lastMonths(partnerId: string, now: Date, months: number): Promise<GrowthPoint[]> {
      const current = monthStartIso(now);
      // One month more than shown, so the first shown month has its change too.
      const rows = await db.query<FigureRow>(
        `SELECT month, volume_usd, txn_count, paying_users FROM partner_monthly_figures
         WHERE partner_id = $1 AND month >= $2::date AND month <= $3::date
         ORDER BY month`,
        [partnerId, monthStartIso(now, -months), current],
      );
      const byMonth = new Map(rows.map((row) => [row.month, row]));
      const firstShown = monthStartIso(now, -(months - 1));
      return rows
        .filter((row) => row.month >= firstShown)
        .map((row) => {
          const [y, m] = row.month.split('-').map(Number);
          const previous = byMonth.get(monthStartIso(new Date(Date.UTC(y, m - 1, 1)), -1));
          const volumeUsd = money(row.volume_usd);
          return {
            month: row.month.slice(0, 7),
            isPartial: row.month === current,
            volumeUsd,
            txnCount: row.txn_count,
            payingUsers: row.paying_users,
            volumeUsdMoM: change(volumeUsd, previous && money(previous.volume_usd)),
            txnCountMoM: change(row.txn_count, previous?.txn_count),
            payingUsersMoM: change(row.paying_users, previous?.paying_users),
          };
        });
    },
  };
}
