import type { ContractDetail, ContractSummary, DocumentSummary } from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import { NOT_FOUND_CODE } from '@contract/shared/constants';
import { PARAMETER_API } from '@contract/parameter/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { listMigrations } from '@server/db/migrate';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, signIn } from '@server/test-support/http';
import { adminOn, api, DANA, GCASH, session, STAFF, TRUEMONEY } from '@server/test-support/overview-test-kit';
import { documentRepository } from './repository';

interface ContractPage {
  total: number;
  pageSize: number;
  contractList: ContractSummary[];
}
interface InsightPage {
  total: number;
  documentList: DocumentSummary[];
  years: number[];
}

describeWithDatabases(
  'documents',
  (ctx) => {
    const app = () => ctx.app();
    const contracts = (token: string, body: Record<string, unknown> = {}) =>
      api<ContractPage>(app(), DOCUMENT_API.contractQuery, { pageNum: 1, ...body }, token);
    const detail = (token: string, contractId: string) =>
      api<{ contract: ContractDetail }>(app(), DOCUMENT_API.contractDetail, { contractId }, token);
    const insights = (token: string, body: Record<string, unknown>) =>
      api<InsightPage>(app(), DOCUMENT_API.insightQuery, { pageNum: 1, ...body }, token);
    const read = (token: string, documentId: string, version: number) =>
      api<{ firstRead: boolean; readAt: string }>(
        app(),
        DOCUMENT_API.documentRead,
        { documentId, version },
        token,
      );
    const download = (token: string, fileUrl: string) =>
      call(app(), 'GET', `/api/spportal/file/download.json?fileUrl=${encodeURIComponent(fileUrl)}`, {
        token,
      });

    test('each partner has its own contracts: one with two versions, one expiring soon, one expired', async () => {
      const gcash = await contracts(await session(app(), GCASH), { pageSize: 100 });
      expect(gcash.status).toBe(200);
      const list = gcash.body.contractList;
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.some((c) => c.version === 2)).toBe(true);
      const expiring = list.find((c) => c.state === 'EXPIRING')!;
      expect(expiring.daysToExpiry).toBeGreaterThan(0);
      expect(expiring.daysToExpiry).toBeLessThanOrEqual(60);
      expect(list.find((c) => c.state === 'EXPIRED')!.daysToExpiry).toBeLessThan(0);
      expect(list.every((c) => c.file.fileContentType === 'application/pdf' && c.file.pageCount! > 1)).toBe(
        true,
      );

      const truemoney = await contracts(await session(app(), TRUEMONEY), { pageSize: 100 });
      const gcashIds = new Set(list.map((c) => c.documentId));
      expect(truemoney.body.contractList.some((c) => gcashIds.has(c.documentId))).toBe(false);
      expect(truemoney.body.contractList.every((c) => c.file.fileName.startsWith('TrueMoney'))).toBe(true);
    });

    test('the list filters by state, type and keyword, with page size 10 by default', async () => {
      const token = await session(app(), GCASH);
      const all = await contracts(token);
      expect(all.body.pageSize).toBe(10);
      const expired = await contracts(token, { state: 'EXPIRED' });
      expect(expired.body.total).toBe(1);
      expect(expired.body.contractList[0].state).toBe('EXPIRED');
      const typed = await contracts(token, { contractType: 'Data Processing' });
      expect(typed.body.contractList.map((c) => c.contractType)).toEqual(['Data Processing']);
      const searched = await contracts(token, { keyword: 'marketing' });
      expect(searched.body.contractList.map((c) => c.title)).toEqual(['Marketing Development Fund Addendum']);
      const wildcard = await contracts(token, { keyword: '%' });
      expect(wildcard.body.total).toBe(0);
      const bad = await contracts(token, { state: 'GONE' });
      expect(bad.status).toBe(400);
      expect(bad.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
    });

    test("a contract's detail lists its versions; another partner's id answers like a missing one", async () => {
      const token = await session(app(), GCASH);
      const list = (await contracts(token)).body.contractList;
      const twoVersions = list.find((c) => c.version === 2)!;
      const result = await detail(token, twoVersions.documentId);
      expect(result.status).toBe(200);
      expect(result.body.contract.versions.map((v) => v.version)).toEqual([2, 1]);
      expect(result.body.contract.versions[1].readAt).not.toBeNull();
      expect(result.body.contract).toMatchObject({ isNew: true, readVersion: 1 });

      const other = await detail(await session(app(), TRUEMONEY), twoVersions.documentId);
      const missing = await detail(token, 'no-such-contract');
      expect(other.status).toBe(404);
      expect(other.body).toEqual(missing.body);
      expect(missing.body).toMatchObject({ success: false, resultCode: NOT_FOUND_CODE });
      expect((await download(await session(app(), TRUEMONEY), twoVersions.file.fileUrl)).status).toBe(404);
      expect((await download(token, twoVersions.file.fileUrl)).raw.body.startsWith('%PDF')).toBe(true);
    });

    test('an admin sees the current partner only; staff without a partner are refused', async () => {
      const onTrue = await adminOn(app(), 'truemoney');
      const mine = (await contracts(await session(app(), TRUEMONEY))).body.contractList.map(
        (c) => c.documentId,
      );
      expect((await contracts(onTrue)).body.contractList.map((c) => c.documentId)).toEqual(mine);
      const staff = await contracts(await session(app(), STAFF));
      expect(staff.status).toBe(403);
      const anonymous = await api(app(), DOCUMENT_API.contractQuery, { pageNum: 'x' }, null);
      expect(anonymous.status).toBe(401);
    });

    test('business insights: 12 newsletters and 8 QBRs, newest first, by year, and the latest newsletter', async () => {
      const token = await session(app(), DANA);
      const newsletters = await insights(token, { type: 'Newsletter', pageSize: 100 });
      expect(newsletters.body.total).toBe(12);
      const periods = newsletters.body.documentList.map((d) => d.period!);
      expect(periods).toEqual([...periods].sort().reverse());
      expect(newsletters.body.years).toEqual([2026, 2025]);
      const ofYear = await insights(token, { type: 'Newsletter', year: 2025, pageSize: 100 });
      expect(ofYear.body.documentList.every((d) => d.period!.startsWith('2025'))).toBe(true);
      expect(ofYear.body.total).toBe(10);
      // The second page in order, and a page past the end still counts and lists the years.
      const second = await insights(token, { type: 'Newsletter', pageNum: 2, pageSize: 5 });
      expect(second.body.documentList.map((d) => d.period)).toEqual(periods.slice(5, 10));
      const pastEnd = await insights(token, { type: 'Newsletter', pageNum: 9, pageSize: 5 });
      expect(pastEnd.body).toMatchObject({ total: 12, documentList: [], years: [2026, 2025] });

      const qbrs = await insights(token, { type: 'QBR', pageSize: 100 });
      expect(qbrs.body.total).toBe(8);
      expect(qbrs.body.documentList[0].period).toBe('2025-Q4');

      const latest = await api<{ document: DocumentSummary }>(
        app(),
        DOCUMENT_API.insightLatest,
        { type: 'Newsletter' },
        token,
      );
      expect(latest.body.document).toMatchObject({ period: '2026-02', kind: 'NEWSLETTER', isNew: true });
      const bad = await insights(token, { type: 'Annual' });
      expect(bad.status).toBe(400);
    });

    test('show/query.json lists the documents of each business-insights type', async () => {
      const token = await session(app(), GCASH);
      const count = async (type: string) =>
        (
          (await api<{ parameterList: unknown[] }>(app(), PARAMETER_API.query, { type }, token)).body
            .parameterList ?? []
        ).length;
      expect(await count('Newsletter')).toBe(12);
      expect(await count('QBR')).toBe(8);
      expect(await count('SP_PORTAL_BUSSINESS_INSIGHTS')).toBe(20);
      const [first] = (
        await api<{ parameterList: Array<Record<string, string>> }>(
          app(),
          PARAMETER_API.query,
          { type: 'QBR' },
          token,
        )
      ).body.parameterList;
      expect(first).toMatchObject({ period: '2025-Q4', fileContentType: 'application/pdf' });
    });

    test('the first open of each version is one read receipt and one operation-log entry', async () => {
      const user = await createUser(app(), { partnerId: 'gcash' });
      const token = await signIn(app(), user.email);
      const contract = (await contracts(token)).body.contractList.find((c) => c.version === 2)!;
      expect(contract).toMatchObject({ isNew: true, readVersion: null });

      const first = await read(token, contract.documentId, 2);
      expect(first.body).toMatchObject({
        success: true,
        firstRead: true,
        readAt: ctx.clock.now().toISOString(),
      });
      ctx.clock.advance(60_000);
      const again = await read(token, contract.documentId, 2);
      expect(again.body).toMatchObject({ firstRead: false, readAt: first.body.readAt });
      expect((await read(token, contract.documentId, 1)).body.firstRead).toBe(true);

      const after = (await detail(token, contract.documentId)).body.contract;
      expect(after).toMatchObject({ isNew: false, readVersion: 2 });
      expect(after.versions.every((v) => v.readAt !== null)).toBe(true);

      const log = await app().db.query<{ detail: { version: number }; target: string | null }>(
        `SELECT detail, target FROM operation_log WHERE action = 'DOCUMENT_READ' AND user_id = $1 ORDER BY id`,
        [user.id],
      );
      expect(log.map((l) => l.detail.version)).toEqual([2, 1]);
      // The operation log's Target column names the document.
      expect(log.map((l) => l.target)).toEqual([contract.title, contract.title]);

      // Entries logged before the target was recorded get it from their detail (migration 084).
      await app().db.query(
        `UPDATE operation_log SET target = NULL WHERE action = 'DOCUMENT_READ' AND user_id = $1`,
        [user.id],
      );
      await app().db.exec(listMigrations().find((m) => m.version === '084')!.sql);
      const backfilled = await app().db.query<{ target: string | null }>(
        `SELECT target FROM operation_log WHERE action = 'DOCUMENT_READ' AND user_id = $1`,
        [user.id],
      );
      expect(backfilled.map((l) => l.target)).toEqual([contract.title, contract.title]);

      const foreign = await read(await session(app(), TRUEMONEY), contract.documentId, 2);
      expect(foreign.status).toBe(404);
      expect((await read(token, contract.documentId, 3)).status).toBe(404);
    });

    test('drafts and documents without a file stay hidden; versions number up under concurrent uploads', async () => {
      const repo = documentRepository(app().db);
      const now = ctx.clock.now();
      const token = await session(app(), DANA);
      const before = (await contracts(token)).body.total;
      const id = await repo.create(
        {
          partnerId: 'dana',
          kind: 'CONTRACT',
          title: 'Draft side letter',
          contractType: 'Addendum',
          counterparty: 'Network Payments Pte. Ltd.',
          effectiveDate: '2026-01-01',
          status: 'DRAFT',
        },
        now,
      );
      const put = (partnerId: string) =>
        app().storage.put({
          data: Buffer.from('%PDF-1.4 x'),
          fileName: 'x.pdf',
          contentType: 'application/pdf',
          partnerId,
        });
      const files = await Promise.all([put('dana'), put('dana'), put('dana')]);
      const versions = await Promise.all(files.map((f) => repo.addVersion(id, { fileUrl: f.fileUrl }, now)));
      expect([...versions].sort()).toEqual([1, 2, 3]);
      expect(await repo.addVersion(id, { fileUrl: (await put('gcash')).fileUrl }, now)).toBeNull();
      expect((await contracts(token)).body.total).toBe(before);
      expect(await repo.update(id, { status: 'PUBLISHED' }, now)).toBe(true);
      expect((await contracts(token)).body.total).toBe(before + 1);
      expect((await repo.get(id))!.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    });

    test('a document published for a later time: its PDF, like the document, reaches the partner from then on', async () => {
      const repo = documentRepository(app().db);
      const now = ctx.clock.now();
      const token = await session(app(), DANA);
      const id = await repo.create(
        {
          partnerId: 'dana',
          kind: 'CONTRACT',
          title: 'Scheduled side letter',
          effectiveDate: '2026-01-01',
          status: 'PUBLISHED',
          publishedAt: new Date(now.getTime() + 86_400_000),
        },
        now,
      );
      const { fileUrl } = await app().storage.put({
        data: Buffer.from('%PDF-1.4 scheduled'),
        fileName: 'scheduled.pdf',
        contentType: 'application/pdf',
        partnerId: 'dana',
      });
      expect(await repo.addVersion(id, { fileUrl }, now)).toBe(1);
      expect((await detail(token, id)).status).toBe(404);
      expect((await download(token, fileUrl)).status).toBe(404);
      expect((await download(await session(app(), STAFF), fileUrl)).status).toBe(200);
      await repo.update(id, { publishedAt: new Date(now.getTime() - 1000) }, now);
      expect((await detail(token, id)).status).toBe(200);
      expect((await download(token, fileUrl)).status).toBe(200);
    });

    test("another partner sees none of a partner's business insights: not in the lists, not as the latest, not in show/query.json", async () => {
      const repo = documentRepository(app().db);
      const now = ctx.clock.now();
      // Newer than anything seeded, so GCash's latest newsletter is this one.
      const publish = async (kind: 'NEWSLETTER' | 'QBR', period: string, periodStart: string) => {
        const id = await repo.create(
          {
            partnerId: 'gcash',
            kind,
            title: `GCash only ${period}`,
            period,
            periodStart,
            status: 'PUBLISHED',
          },
          now,
        );
        const file = await app().storage.put({
          data: Buffer.from('%PDF-1.4 gcash only'),
          fileName: `GCash ${period}.pdf`,
          contentType: 'application/pdf',
          partnerId: 'gcash',
        });
        await repo.addVersion(id, { fileUrl: file.fileUrl }, now);
        return id;
      };
      const newsletter = await publish('NEWSLETTER', '2026-06', '2026-06-01');
      const qbr = await publish('QBR', '2026-Q2', '2026-04-01');
      const latest = async (token: string, type: string) =>
        (await api<{ document: DocumentSummary | null }>(app(), DOCUMENT_API.insightLatest, { type }, token))
          .body.document;
      const listed = async (token: string, type: string) =>
        (await insights(token, { type, pageSize: 100 })).body.documentList.map((d) => d.documentId);
      const shown = async (token: string, type: string) =>
        (
          (await api<{ parameterList: Array<{ id: string }> }>(app(), PARAMETER_API.query, { type }, token))
            .body.parameterList ?? []
        ).map((p) => p.id);

      const gcash = await session(app(), GCASH);
      expect(await listed(gcash, 'Newsletter')).toContain(newsletter);
      expect(await listed(gcash, 'QBR')).toContain(qbr);
      expect((await latest(gcash, 'Newsletter'))?.documentId).toBe(newsletter);
      expect(await shown(gcash, 'SP_PORTAL_BUSSINESS_INSIGHTS')).toEqual(
        expect.arrayContaining([newsletter, qbr]),
      );

      const gcashIds = new Set([...(await listed(gcash, 'Newsletter')), ...(await listed(gcash, 'QBR'))]);
      const truemoney = await session(app(), TRUEMONEY);
      for (const type of ['Newsletter', 'QBR']) {
        const own = await listed(truemoney, type);
        expect(own.length).toBeGreaterThan(0);
        expect(own.filter((id) => gcashIds.has(id))).toEqual([]);
        const theirLatest = await latest(truemoney, type);
        expect(theirLatest).not.toBeNull();
        expect(own).toContain(theirLatest!.documentId);
      }
      for (const type of ['Newsletter', 'QBR', 'SP_PORTAL_BUSSINESS_INSIGHTS']) {
        const entries = await shown(truemoney, type);
        expect(entries.length).toBeGreaterThan(0);
        expect(entries.filter((id) => gcashIds.has(id))).toEqual([]);
      }
    });
  },
  { seed: ['partners', 'users', 'documents'] },
);
