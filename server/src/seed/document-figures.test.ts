import zlib from 'node:zlib';
import type { InsightQueryResponse } from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import type { InsightsQueryResponse } from '@contract/insights/schemas';
import { INSIGHTS_API } from '@contract/insights/constants';
import { GROWTH_API } from '@contract/growth/constants';
import type { GrowthQueryResponse } from '@contract/growth/schemas';
import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { api, GCASH, session, TRUEMONEY } from '@server/test-support/overview-test-kit';

type Insights = Omit<InsightsQueryResponse, 'success' | 'resultCode' | 'resultMessage'>;

/**
 * The text a PDF shows, one string per drawn run, in drawing order. The seed's PDFs (pdf-lib,
 * standard fonts) draw each run as one hex string with `Tj`, in content streams that are either
 * deflated or plain.
 */
function pdfTextRuns(pdf: Buffer): string[] {
  const runs: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const bytes = Buffer.from(match[1], 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const run of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      runs.push(Buffer.from(run[1], 'hex').toString('latin1'));
  }
  return runs;
}

const usd = (value: number) => `USD ${Math.round(value).toLocaleString('en-US')}`;
const count = (value: number) => value.toLocaleString('en-US');
const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

describeWithDatabases(
  'seeded reports carry the figures the screens show',
  (ctx) => {
    const app = () => ctx.app();
    // The test clock stands at 2026-03-02 09:00 UTC.
    const documentOf = async (email: string, type: 'Newsletter' | 'QBR', period: string) => {
      const token = await session(app(), email);
      const page = await api<InsightQueryResponse>(
        app(),
        DOCUMENT_API.insightQuery,
        { type, pageNum: 1, pageSize: 20 },
        token,
      );
      const doc = page.body.documentList.find((d) => d.period === period);
      expect(doc).toBeDefined();
      const file = await call(
        app(),
        'GET',
        `/api/spportal/file/download.json?fileUrl=${encodeURIComponent(doc!.file.fileUrl)}`,
        { token },
      );
      expect(file.status).toBe(200);
      return pdfTextRuns(file.raw.rawPayload);
    };
    const insights = async (email: string, year: number, month: string) => {
      const result = await api<Insights>(
        app(),
        INSIGHTS_API.query,
        { year, month },
        await session(app(), email),
      );
      expect(result.status).toBe(200);
      return result.body;
    };
    /** The table row whose first cell is `first`: that cell and the three after it. */
    const rowOf = (runs: string[], first: string) => {
      const at = runs.indexOf(first);
      expect(at).toBeGreaterThanOrEqual(0);
      return runs.slice(at, at + 4);
    };

    test.each([GCASH, TRUEMONEY])(
      "%s: a newsletter's corridor volumes and transactions are that month's insights by country",
      async (email) => {
        const runs = await documentOf(email, 'Newsletter', '2026-01');
        const january = await insights(email, 2026, '01');
        const december = await insights(email, 2025, '12');
        expect(runs).toContain(usd(january.kpis!.volume.value));
        const top = january.byCountry.slice(0, 4);
        expect(top).toHaveLength(4);
        for (const slice of top) {
          const before = december.byCountry.find((c) => c.key === slice.key)!.volume;
          expect(rowOf(runs, countryName.of(slice.key)!)).toEqual([
            countryName.of(slice.key),
            usd(slice.volume),
            `${(((slice.volume - before) / before) * 100).toFixed(1)}%`,
            count(slice.txnCount),
          ]);
        }
      },
    );

    test('the growth view and performance insights show the same month totals', async () => {
      const growth = await api<GrowthQueryResponse>(app(), GROWTH_API.query, {}, await session(app(), GCASH));
      const trend = [
        ...(await insights(GCASH, 2025, '03')).trend,
        ...(await insights(GCASH, 2026, '03')).trend,
      ];
      expect(growth.body.growthList.length).toBeGreaterThanOrEqual(24);
      for (const point of growth.body.growthList) {
        const same = trend.find((t) => t.month === point.month);
        expect(same).toBeDefined();
        expect([same!.volume, same!.txnCount, same!.payingUsers]).toEqual([
          point.volumeUsd,
          point.txnCount,
          point.payingUsers,
        ]);
      }
    });

    test("a QBR's months are the insights KPIs of those months", async () => {
      const runs = await documentOf(GCASH, 'QBR', '2025-Q4');
      for (const [name, month] of [
        ['October', '10'],
        ['November', '11'],
        ['December', '12'],
      ]) {
        const { kpis } = await insights(GCASH, 2025, month);
        expect(rowOf(runs, name)).toEqual([
          name,
          usd(kpis!.volume.value),
          count(kpis!.txnCount.value),
          count(kpis!.payingUsers.value),
        ]);
      }
    });
  },
  { seed: ['partners', 'users', 'overview', 'insights', 'documents'] },
);
