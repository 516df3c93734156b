import { ResultCode } from '@contract/shared/result-codes';
import { DOCUMENT_STAFF_API as API } from '@contract/staff-content/constants';
import { describeWithDatabases } from '@server/test-support/databases';
import type { CallResult } from '@server/test-support/http';
import { call, post, signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';
import { adminOn } from '@server/test-support/overview-test-kit';

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

  test("a document's PDF downloads for its partner only while the document is published; staff always", async () => {
    const downloadOf = (fileUrl: string) => `/api/spportal/file/download.json?fileUrl=${fileUrl}`;
    const status = async (fileUrl: string, token: string) =>
      (await call(ctx.app(), 'GET', downloadOf(fileUrl), { token })).status;
    const missing = await call(ctx.app(), 'GET', downloadOf('00000000-0000-4000-8000-000000000000.pdf'), {
      token: truemoney,
    });
    const created = await post(
      ctx.app(),
      API.save,
      contract({ title: 'Draft rider', status: 'DRAFT' }),
      staff,
    );
    const id = (created.body.document as { documentId: string }).documentId;
    const first = await pdf();
    await post(ctx.app(), API.addVersion, { documentId: id, fileUrl: first }, staff);

    // A draft's PDF: hidden from its partner exactly like a missing file; staff read it.
    const hidden = await call(ctx.app(), 'GET', downloadOf(first), { token: truemoney });
    expect([hidden.status, hidden.body]).toEqual([missing.status, missing.body]);
    expect(hidden.status).toBe(404);
    expect(await status(first, staff)).toBe(200);

    await post(ctx.app(), API.save, contract({ documentId: id, title: 'Draft rider' }), staff);
    const second = await pdf();
    await post(ctx.app(), API.addVersion, { documentId: id, fileUrl: second }, staff);
    // Published: every version's PDF, the earlier one too (the contract detail lists both).
    expect([await status(first, truemoney), await status(second, truemoney)]).toEqual([200, 200]);
    expect(await status(second, gcash)).toBe(404);

    // Withdrawn (or archived): hidden again, from the admin on that partner as well.
    const admin = await adminOn(ctx.app(), 'truemoney');
    expect(await status(second, admin)).toBe(200);
    for (const withdrawn of ['DRAFT', 'ARCHIVED']) {
      await post(
        ctx.app(),
        API.save,
        contract({ documentId: id, title: 'Draft rider', status: withdrawn }),
        staff,
      );
      expect([withdrawn, await status(first, truemoney), await status(second, truemoney)]).toEqual([
        withdrawn,
        404,
        404,
      ]);
      expect(await status(second, admin)).toBe(404);
      expect([await status(first, staff), await status(second, staff)]).toEqual([200, 200]);
    }

    // A PDF uploaded for a document but attached to none stays the staff's; the partner's own
    // claim proof still downloads.
    expect(await status(await pdf(), truemoney)).toBe(404);
    const proof = (await upload(ctx.app(), truemoney, 'CLAIM_PROOF', 'proof.pdf', sample.pdf())).body.file!
      .fileUrl;
    expect(await status(proof, truemoney)).toBe(200);
  });

  test('a withdrawn newsletter copy is hidden from its partner only; the other copy still downloads', async () => {
    const published = await post(
      ctx.app(),
      API.publishInsight,
      {
        kind: 'NEWSLETTER',
        title: 'December market pulse',
        period: '2026-12',
        partnerIds: ['truemoney', 'tngd'],
        fileUrl: await pdf('INSIGHT_PDF'),
      },
      staff,
    );
    const tngd = await signIn(ctx.app(), 'ops@tngd.demo');
    const list = await post(
      ctx.app(),
      API.list,
      { kinds: ['NEWSLETTER'], keyword: 'december market pulse', pageNum: 1, pageSize: 100 },
      staff,
    );
    const docs = list.body.documentList as Array<{
      documentId: string;
      partnerId: string;
      title: string;
      period: string;
      versions: Array<{ fileUrl: string }>;
    }>;
    expect(docs.map((d) => d.documentId).sort()).toEqual(
      [...(published.body.documentIds as string[])].sort(),
    );
    const copy = (partnerId: string) => docs.find((d) => d.partnerId === partnerId)!;
    const status = async (partnerId: string, token: string) =>
      (
        await call(
          ctx.app(),
          'GET',
          `/api/spportal/file/download.json?fileUrl=${copy(partnerId).versions[0].fileUrl}`,
          { token },
        )
      ).status;
    expect([await status('truemoney', truemoney), await status('tngd', tngd)]).toEqual([200, 200]);
    const doc = copy('truemoney');
    await post(
      ctx.app(),
      API.save,
      {
        documentId: doc.documentId,
        kind: 'NEWSLETTER',
        title: doc.title,
        period: doc.period,
        status: 'DRAFT',
      },
      staff,
    );
    expect([await status('truemoney', truemoney), await status('tngd', tngd)]).toEqual([404, 200]);
    expect(await status('truemoney', staff)).toBe(200);
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

  describe('one PDF attached twice at the same moment', () => {
    const ROUNDS = 5;
    const contractFor = async (title: string) =>
      ((await post(ctx.app(), API.save, contract({ title }), staff)).body.document as { documentId: string })
        .documentId;
    const attach = (documentId: string, fileUrl: string) => () =>
      post(ctx.app(), API.addVersion, { documentId, fileUrl }, staff);
    const publish = (title: string, fileUrl: string) => () =>
      post(
        ctx.app(),
        API.publishInsight,
        { kind: 'NEWSLETTER', title, period: '2026-10', partnerIds: ['truemoney', 'tngd'], fileUrl },
        staff,
      );
    /** The documents the file is a version of, once per version. */
    const usesOf = async (fileUrl: string) =>
      (
        await ctx.app().db.query<{ document_id: string }>(
          `SELECT v.document_id FROM document_version v JOIN files f ON f.id = v.file_id
           WHERE f.storage_name = $1`,
          [fileUrl],
        )
      ).map((row) => row.document_id);
    /** Newsletters whose title starts with `prefix`, each with its number of versions. */
    const newsletters = async (prefix: string) =>
      (
        await ctx.app().db.query<{ title: string; current_version: number }>(
          `SELECT title, current_version FROM document
           WHERE kind = 'NEWSLETTER' AND starts_with(title, $1) ORDER BY title`,
          [prefix],
        )
      ).map((row) => `${row.title} v${row.current_version}`);

    type Attempt = () => Promise<CallResult>;
    /** Each scenario's documents have titles that start with `prefix`. */
    const scenarios: Array<[string, (fileUrl: string, prefix: string) => Promise<[Attempt, Attempt]>]> = [
      [
        'to two contracts of one partner',
        async (fileUrl, prefix) => [
          attach(await contractFor(`${prefix} a`), fileUrl),
          attach(await contractFor(`${prefix} b`), fileUrl),
        ],
      ],
      [
        'to one contract twice',
        async (fileUrl, prefix) => {
          const documentId = await contractFor(prefix);
          return [attach(documentId, fileUrl), attach(documentId, fileUrl)];
        },
      ],
      [
        'in two newsletter publications',
        async (fileUrl, prefix) => [publish(`${prefix} a`, fileUrl), publish(`${prefix} b`, fileUrl)],
      ],
      [
        'in a newsletter publication and to a contract',
        async (fileUrl, prefix) => [publish(prefix, fileUrl), attach(await contractFor(prefix), fileUrl)],
      ],
    ];

    test.each(scenarios)(
      '%s: one attach wins each time; the other answers like an attach made afterwards',
      async (name, prepare) => {
        for (let round = 0; round < ROUNDS; round += 1) {
          const fileUrl = await pdf('INSIGHT_PDF');
          const prefix = `${name} ${round}`;
          const attempts = await prepare(fileUrl, prefix);
          const answers = await Promise.all(attempts.map((attempt) => attempt()));
          const statuses = answers.map((answer) => answer.status);
          expect([round, [...statuses].sort()]).toEqual([round, [200, 400]]);
          expect(answers.find((answer) => answer.status === 400)!.body.resultCode).toBe(
            ResultCode.FILE_NOT_EXISTS,
          );
          expect([round, (await usesOf(fileUrl)).length]).toEqual([round, 1]);
          // A publication that lost left no document behind (nor the other partner's copy); each
          // one that won has both copies, each with its file.
          const published = answers.filter((answer) => answer.status === 200 && answer.body.documentIds);
          const found = await newsletters(prefix);
          expect([round, found.length, found.filter((doc) => !doc.endsWith(' v1'))]).toEqual([
            round,
            published.length * 2,
            [],
          ]);
        }
      },
    );
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
