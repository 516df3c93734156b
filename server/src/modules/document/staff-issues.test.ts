import { ResultCode } from '@contract/shared/result-codes';
import { DOCUMENT_STAFF_API as API } from '@contract/staff-content/constants';
import type { StaffInsightIssue } from '@contract/staff-content/issues';
import { describeWithDatabases } from '@server/test-support/databases';
import { post, signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';

const INSIGHTS = '/api/spportal/insight/query.json';
const LOG = '/api/spportal/operationLog/query.json';
const PARTNERS = ['gcash', 'truemoney', 'tngd', 'dana'];

describeWithDatabases('staff business insights by issue', (ctx) => {
  let staff: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
    for (const id of PARTNERS) tokens[id] = await signIn(ctx.app(), `ops@${id}.demo`);
  });

  const publish = async (title: string, period = '2026-10', partnerIds = PARTNERS, kind = 'NEWSLETTER') => {
    const fileUrl = (await upload(ctx.app(), staff, 'INSIGHT_PDF', 'Issue.pdf', sample.pdf())).body.file!
      .fileUrl;
    const published = await post(
      ctx.app(),
      API.publishInsight,
      { kind, title, period, partnerIds, fileUrl },
      staff,
    );
    expect(published.status).toBe(200);
  };
  const issues = async (body: Record<string, unknown>) => {
    const response = await post(ctx.app(), API.insightIssues, { pageNum: 1, pageSize: 100, ...body }, staff);
    expect(response.status).toBe(200);
    return response.body as { total: number; issueList: StaffInsightIssue[] };
  };
  const seesNewsletter = async (partnerId: string, title: string) =>
    (
      (await post(ctx.app(), INSIGHTS, { type: 'Newsletter', pageNum: 1, pageSize: 100 }, tokens[partnerId]))
        .body.documentList as { title: string }[]
    ).some((d) => d.title === title);

  test('one row per issue with each partner’s copy; search, partner and status filters and sort', async () => {
    await publish('Issue grouping pulse');
    await publish('Issue grouping pulse', '2026-09', ['gcash']);
    const found = await issues({ keyword: 'ISSUE GROUPING' });
    expect(found.total).toBe(2);
    // Newest period first; partners by name.
    expect(
      found.issueList.map((i) => [i.period, i.publishedCount, i.documents.map((d) => d.partnerName)]),
    ).toEqual([
      ['2026-10', 4, ['Dana', 'GCash', 'TNGD', 'TrueMoney']],
      ['2026-09', 1, ['GCash']],
    ]);
    expect(found.issueList[0].documents[0].versions).toHaveLength(1);
    const ascending = await issues({ keyword: 'issue grouping', sort: 'PERIOD_ASC' });
    expect(ascending.issueList.map((i) => i.period)).toEqual(['2026-09', '2026-10']);
    expect(
      (await issues({ keyword: 'issue grouping', partnerId: 'dana' })).issueList.map((i) => i.period),
    ).toEqual(['2026-10']);
    expect((await issues({ keyword: 'issue grouping', status: 'ARCHIVED' })).total).toBe(0);
    expect((await issues({ keyword: 'issue grouping', kind: 'QBR' })).total).toBe(0);
  });

  test('withdrawing an issue from four partners is one call; each partner loses it and gets its own log entry', async () => {
    const title = 'Withdraw-all pulse';
    await publish(title);
    const [issue] = (await issues({ keyword: title })).issueList;
    for (const id of PARTNERS) expect(await seesNewsletter(id, title)).toBe(true);

    const withdrawn = await post(
      ctx.app(),
      API.insightSetStatus,
      { documentIds: issue.documents.map((d) => d.documentId), status: 'ARCHIVED' },
      staff,
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.changed).toBe(4);
    for (const id of PARTNERS) expect(await seesNewsletter(id, title)).toBe(false);
    const [after] = (await issues({ keyword: title })).issueList;
    expect(after.publishedCount).toBe(0);
    expect((await issues({ keyword: title, status: 'ARCHIVED' })).total).toBe(1);

    for (const id of PARTNERS) {
      const log = await post(ctx.app(), LOG, { pageNum: 1, pageSize: 50 }, tokens[id]);
      const entries = (log.body.operationLogList as { action: string; target?: string }[]).filter(
        (e) => e.action === 'STAFF_DOCUMENT_WITHDRAW' && JSON.stringify(e).includes(title),
      );
      expect(entries).toHaveLength(1);
    }

    // Publishing again for some partners only: the others keep it withdrawn.
    const some = after.documents.filter((d) => d.partnerId === 'gcash' || d.partnerId === 'dana');
    const again = await post(
      ctx.app(),
      API.insightSetStatus,
      { documentIds: some.map((d) => d.documentId), status: 'PUBLISHED' },
      staff,
    );
    expect(again.body.changed).toBe(2);
    expect(await seesNewsletter('gcash', title)).toBe(true);
    expect(await seesNewsletter('dana', title)).toBe(true);
    expect(await seesNewsletter('truemoney', title)).toBe(false);
    // Asking again changes nothing.
    const repeat = await post(
      ctx.app(),
      API.insightSetStatus,
      { documentIds: some.map((d) => d.documentId), status: 'PUBLISHED' },
      staff,
    );
    expect(repeat.body.changed).toBe(0);
  });

  test('one id that is not a business insight (or does not exist) refuses the whole change', async () => {
    const title = 'All-or-nothing pulse';
    await publish(title, '2026-08', ['gcash', 'truemoney']);
    const [issue] = (await issues({ keyword: title })).issueList;
    const contract = await post(
      ctx.app(),
      API.save,
      { kind: 'CONTRACT', partnerId: 'gcash', title: 'Not an insight', status: 'DRAFT' },
      staff,
    );
    const contractId = (contract.body.document as { documentId: string }).documentId;
    for (const stranger of [contractId, 'no-such-document']) {
      const refused = await post(
        ctx.app(),
        API.insightSetStatus,
        { documentIds: [...issue.documents.map((d) => d.documentId), stranger], status: 'ARCHIVED' },
        staff,
      );
      expect(refused.status).toBe(404);
      expect(refused.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
      expect(await seesNewsletter('gcash', title)).toBe(true);
      expect(await seesNewsletter('truemoney', title)).toBe(true);
    }
    const partner = await post(
      ctx.app(),
      API.insightSetStatus,
      { documentIds: [issue.documents[0].documentId], status: 'ARCHIVED' },
      tokens.gcash,
    );
    expect(partner.status).toBe(403);
    expect(await seesNewsletter('gcash', title)).toBe(true);
  });
});
