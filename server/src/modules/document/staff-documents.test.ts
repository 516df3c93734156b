import { ResultCode } from '@contract/shared/result-codes';
import { STAFF_DOCUMENT_API as API } from '@contract/staff-content/constants';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, post, signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';

const CONTRACTS = '/api/spportal/contract/query.json';
const INSIGHTS = '/api/spportal/insight/query.json';
const READ = '/api/spportal/document/read.json';
const LOG = '/api/spportal/operationLog/query.json';

describeWithDatabases('staff documents', (ctx) => {
  let staff: string;
  let gcash: string;
  let truemoney: string;

  beforeAll(async () => {
    staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
    gcash = await signIn(ctx.app(), 'ops@gcash.demo');
    truemoney = await signIn(ctx.app(), 'ops@truemoney.demo');
  });

  const pdf = async (slot = 'CONTRACT_PDF') =>
    (await upload(ctx.app(), staff, slot, 'Agreement.pdf', sample.pdf())).body.file!.fileUrl;
  const contractTitles = async (token: string) =>
    (
      (await post(ctx.app(), CONTRACTS, { pageNum: 1, pageSize: 100 }, token)).body.contractList as {
        title: string;
      }[]
    ).map((c) => c.title);
  const contract = (extra: Record<string, unknown> = {}) => ({
    kind: 'CONTRACT',
    partnerId: 'truemoney',
    title: 'Cross-border Master Agreement 2027',
    contractType: 'Master Agreement',
    counterparty: 'Network Pte. Ltd.',
    effectiveDate: '2026-01-01',
    expiryDate: '2028-12-31',
    status: 'PUBLISHED',
    ...extra,
  });

  test.each(Object.values(API))('%s: signed out 401, partner session 510871002', async (path) => {
    expect((await post(ctx.app(), path, { x: 1 })).status).toBe(401);
    const partner = await post(ctx.app(), path, { x: 1 }, gcash);
    expect(partner.status).toBe(403);
    expect(partner.body.resultCode).toBe(ResultCode.NO_AUTHORITY);
  });

  test('a contract with a PDF reaches its partner only; earlier versions stay; read receipts per version', async () => {
    const created = await post(ctx.app(), API.save, contract(), staff);
    expect(created.status).toBe(200);
    const id = (created.body.document as { documentId: string }).documentId;
    // No file yet: not shown to anyone.
    expect(await contractTitles(truemoney)).not.toContain('Cross-border Master Agreement 2027');

    const first = await pdf();
    const v1 = await post(ctx.app(), API.addVersion, { documentId: id, fileUrl: first }, staff);
    expect((v1.body.document as { currentVersion: number }).currentVersion).toBe(1);
    expect(await contractTitles(truemoney)).toContain('Cross-border Master Agreement 2027');
    expect(await contractTitles(gcash)).not.toContain('Cross-border Master Agreement 2027');
    // The PDF is now TrueMoney's: they download it, GCash cannot.
    const download = `/api/spportal/file/download.json?fileUrl=${first}`;
    expect((await call(ctx.app(), 'GET', download, { token: truemoney })).status).toBe(200);
    expect((await call(ctx.app(), 'GET', download, { token: gcash })).status).toBe(404);

    await post(ctx.app(), READ, { documentId: id, version: 1 }, truemoney);
    const v2 = await post(
      ctx.app(),
      API.addVersion,
      { documentId: id, fileUrl: await pdf(), note: 'Signed' },
      staff,
    );
    const versions = (v2.body.document as { versions: { version: number }[] }).versions.map((v) => v.version);
    expect(versions.sort()).toEqual([1, 2]);
    // The staff list shows the same versions, newest first, each with its file and time.
    const listed = (
      await post(
        ctx.app(),
        API.list,
        { kinds: ['CONTRACT'], partnerId: 'truemoney', pageNum: 1, pageSize: 100 },
        staff,
      )
    ).body.documentList as Array<{
      documentId: string;
      partnerName: string;
      versions: Array<{
        version: number;
        note: string | null;
        createdAt: string;
        fileUrl: string;
        fileName: string;
      }>;
    }>;
    const row = listed.find((d) => d.documentId === id)!;
    expect(row.partnerName).toBe('TrueMoney');
    expect(row.versions.map((v) => [v.version, v.note, v.fileName])).toEqual([
      [2, 'Signed', 'Agreement.pdf'],
      [1, null, 'Agreement.pdf'],
    ]);
    expect(row.versions[1].fileUrl).toBe(first);
    expect(new Date(row.versions[0].createdAt).toISOString()).toBe(row.versions[0].createdAt);
    const readers = await post(ctx.app(), API.readers, { documentId: id }, staff);
    expect(readers.body.readerList).toEqual([
      expect.objectContaining({ email: 'ops@truemoney.demo', version: 1 }),
    ]);

    // A file already attached cannot be attached again (e.g. to another partner's document).
    const other = await post(
      ctx.app(),
      API.save,
      contract({ partnerId: 'gcash', title: 'GCash addendum' }),
      staff,
    );
    const otherId = (other.body.document as { documentId: string }).documentId;
    const reuse = await post(ctx.app(), API.addVersion, { documentId: otherId, fileUrl: first }, staff);
    expect(reuse.status).toBe(400);
    expect(reuse.body.resultCode).toBe(ResultCode.FILE_NOT_EXISTS);

    // Withdraw: gone for the partner; publish again: back.
    await post(ctx.app(), API.save, contract({ documentId: id, status: 'DRAFT' }), staff);
    expect(await contractTitles(truemoney)).not.toContain('Cross-border Master Agreement 2027');
    await post(ctx.app(), API.save, contract({ documentId: id, status: 'PUBLISHED' }), staff);
    expect(await contractTitles(truemoney)).toContain('Cross-border Master Agreement 2027');

    const log = await post(ctx.app(), LOG, { pageNum: 1, pageSize: 50 }, truemoney);
    const actions = (log.body.operationLogList as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'STAFF_DOCUMENT_CREATE',
        'STAFF_DOCUMENT_VERSION',
        'STAFF_DOCUMENT_WITHDRAW',
        'STAFF_DOCUMENT_PUBLISH',
      ]),
    );
  });

  test('an edit cannot move a document to another partner', async () => {
    const created = await post(ctx.app(), API.save, contract({ title: 'Pinned' }), staff);
    const id = (created.body.document as { documentId: string }).documentId;
    const moved = await post(ctx.app(), API.save, contract({ documentId: id, partnerId: 'gcash' }), staff);
    expect(moved.status).toBe(400);
    const list = await post(
      ctx.app(),
      API.list,
      { kinds: ['CONTRACT'], partnerId: 'gcash', keyword: 'Pinned', pageNum: 1 },
      staff,
    );
    expect(list.body.total).toBe(0);
    const unknown = await post(ctx.app(), API.save, contract({ documentId: 'nope' }), staff);
    expect(unknown.status).toBe(404);
    const backwards = await post(
      ctx.app(),
      API.save,
      contract({ effectiveDate: '2027-01-01', expiryDate: '2026-01-01' }),
      staff,
    );
    expect(backwards.body.resultCode).toBe(ResultCode.DATETIME_FORMAT_ERROR);
    const foreignFile = (await upload(ctx.app(), gcash, 'CLAIM_PROOF', 'proof.pdf', sample.pdf())).body.file!
      .fileUrl;
    const attach = await post(ctx.app(), API.addVersion, { documentId: id, fileUrl: foreignFile }, staff);
    expect(attach.status).toBe(400);
  });

  test('a newsletter published to two partners reaches exactly them; withdrawing hides it', async () => {
    const file = await pdf('INSIGHT_PDF');
    const published = await post(
      ctx.app(),
      API.publishInsight,
      {
        kind: 'NEWSLETTER',
        title: 'November market pulse',
        period: '2026-11',
        partnerIds: ['truemoney', 'tngd'],
        fileUrl: file,
      },
      staff,
    );
    expect(published.status).toBe(200);
    const ids = published.body.documentIds as string[];
    expect(ids).toHaveLength(2);
    const newsletters = async (token: string) =>
      (
        (await post(ctx.app(), INSIGHTS, { type: 'Newsletter', pageNum: 1, pageSize: 100 }, token)).body
          .documentList as { title: string }[]
      ).map((d) => d.title);
    expect(await newsletters(truemoney)).toContain('November market pulse');
    expect(await newsletters(gcash)).not.toContain('November market pulse');
    const tngd = await signIn(ctx.app(), 'ops@tngd.demo');
    expect(await newsletters(tngd)).toContain('November market pulse');

    const list = await post(
      ctx.app(),
      API.list,
      // The seeded newsletters share the page with it: ask for all of them.
      { kinds: ['NEWSLETTER'], partnerId: 'truemoney', pageNum: 1, pageSize: 100 },
      staff,
    );
    const doc = (list.body.documentList as { documentId: string; title: string; period: string }[]).find(
      (d) => d.title === 'November market pulse',
    )!;
    await post(
      ctx.app(),
      API.save,
      {
        documentId: doc.documentId,
        kind: 'NEWSLETTER',
        title: doc.title,
        period: doc.period,
        status: 'ARCHIVED',
      },
      staff,
    );
    expect(await newsletters(truemoney)).not.toContain('November market pulse');
    expect(await newsletters(tngd)).toContain('November market pulse');

    const badPeriod = await post(
      ctx.app(),
      API.publishInsight,
      {
        kind: 'QBR',
        title: 'Q',
        period: '2026-11',
        partnerIds: ['gcash'],
        fileUrl: await pdf('INSIGHT_PDF'),
      },
      staff,
    );
    expect(badPeriod.status).toBe(400);
  });

  test('the staff list of business insights is newest period first; one publish by partner name', async () => {
    await post(
      ctx.app(),
      API.publishInsight,
      {
        kind: 'QBR',
        title: 'Oldest review',
        period: '2019-Q1',
        partnerIds: ['tngd', 'gcash', 'truemoney'],
        fileUrl: await pdf('INSIGHT_PDF'),
      },
      staff,
    );
    const list = await post(
      ctx.app(),
      API.list,
      { kinds: ['NEWSLETTER', 'QBR'], pageNum: 1, pageSize: 100 },
      staff,
    );
    const docs = list.body.documentList as { title: string; period: string; partnerName: string }[];
    // A quarter starts on its first month: 2026-Q4 sorts with 2026-10.
    const start = (period: string) =>
      period.includes('Q')
        ? `${period.slice(0, 4)}-${String((Number(period.slice(6)) - 1) * 3 + 1).padStart(2, '0')}`
        : period;
    const starts = docs.map((d) => start(d.period));
    expect(starts).toEqual([...starts].sort().reverse());
    expect(docs.slice(-3).map((d) => `${d.title} ${d.partnerName}`)).toEqual([
      'Oldest review GCash',
      'Oldest review TNGD',
      'Oldest review TrueMoney',
    ]);
  });
});
