import { OPERATION_LOG_API } from '@contract/operation-log/constants';
import type { OperationLogResponse } from '@contract/operation-log/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import type { InsightQueryResponse } from '@contract/document/schemas';
import { describeWithDatabases } from '@server/test-support/databases';
import { api, DANA, GCASH, session } from '@server/test-support/overview-test-kit';

type Log = Omit<OperationLogResponse, 'success' | 'resultCode' | 'resultMessage'>;

describeWithDatabases(
  'seeded operation-log history',
  (ctx) => {
    const app = () => ctx.app();
    // The test clock stands at 2026-03-02 09:00 UTC; the seed ran then.
    const log = async (email: string, body: object = {}) => {
      const result = await api<Log>(
        app(),
        OPERATION_LOG_API.query,
        { pageNum: 1, pageSize: 100, ...body },
        await session(app(), email),
      );
      expect(result.status).toBe(200);
      return result.body;
    };

    test('a partner opens its log to weeks of its own and the network staff’s entries, all before now', async () => {
      const body = await log(GCASH);
      const actions = new Set(body.operationLogList.map((e) => e.action));
      for (const action of [
        'SIGN_IN',
        'SIGN_IN_FAILED',
        'FILE_DOWNLOAD',
        'DOCUMENT_READ',
        'PROFILE_UPDATE',
        'DF_CLAIM_SUBMIT',
        'STAFF_DOCUMENT_PUBLISH',
      ])
        expect(actions).toContain(action);
      const times = body.operationLogList.map((e) => Date.parse(e.time));
      expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse('2026-03-02T09:00:00.000Z'));
      expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse('2026-02-02T00:00:00.000Z'));
      // Staff entries are the network's: no staff address, no IP.
      const staff = body.operationLogList.filter((e) => e.staff);
      expect(staff.length).toBeGreaterThan(0);
      for (const entry of staff) expect([entry.actor, entry.ip]).toEqual([null, null]);
      expect(JSON.stringify(body)).not.toContain('staff@partner-portal.demo');
    });

    test('every staff publication named in the log is a document the partner can see', async () => {
      const staffEntries = (await log(GCASH, { actorKind: 'STAFF' })).operationLogList;
      const published = staffEntries.filter((e) => e.action === 'STAFF_DOCUMENT_PUBLISH');
      expect(published.length).toBeGreaterThan(0);
      const token = await session(app(), GCASH);
      const titles = new Set<string>();
      for (const type of ['Newsletter', 'QBR'])
        for (const doc of (
          await api<InsightQueryResponse>(
            app(),
            DOCUMENT_API.insightQuery,
            { type, pageNum: 1, pageSize: 50 },
            token,
          )
        ).body.documentList)
          titles.add(doc.title);
      for (const entry of published) expect(titles).toContain(entry.target);
    });

    test('a report the log says was opened is no longer new in its list', async () => {
      const opened = (await log(GCASH, { action: 'DOCUMENT_READ' })).operationLogList.map((e) => e.target);
      expect(opened.length).toBeGreaterThan(0);
      const token = await session(app(), GCASH);
      const docs = [
        ...(
          await api<InsightQueryResponse>(
            app(),
            DOCUMENT_API.insightQuery,
            { type: 'Newsletter', pageNum: 1, pageSize: 50 },
            token,
          )
        ).body.documentList,
        ...(
          await api<InsightQueryResponse>(
            app(),
            DOCUMENT_API.insightQuery,
            { type: 'QBR', pageNum: 1, pageSize: 50 },
            token,
          )
        ).body.documentList,
      ];
      for (const title of opened) expect(docs.find((d) => d.title === title)?.isNew).toBe(false);
    });

    test('a partner without funds has history too, but no claim entries', async () => {
      const body = await log(DANA);
      expect(body.total).toBeGreaterThan(5);
      expect(body.operationLogList.map((e) => e.action)).not.toContain('DF_CLAIM_SUBMIT');
    });
  },
  { seed: true },
);
