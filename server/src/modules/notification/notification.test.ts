import type { Notification } from '@contract/notification/schemas';
import { NOT_FOUND_CODE } from '@contract/shared/constants';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { createUser, signIn } from '@server/test-support/http';
import { api, DANA, GCASH, session, STAFF } from '@server/test-support/overview-test-kit';

interface Page {
  total: number;
  pageNum: number;
  pageSize: number;
  notificationList: Notification[];
  unreadCount: number;
}

describeWithDatabases(
  'notifications',
  (ctx) => {
    const app = () => ctx.app();
    const count = async (token: string) =>
      (await api<{ unreadCount: number }>(app(), NOTIFICATION_API.count, {}, token)).body.unreadCount;
    const query = (token: string, body: Record<string, unknown>) =>
      api<Page>(app(), NOTIFICATION_API.query, body, token);
    const update = (token: string, body: Record<string, unknown>) =>
      api<{ updatedCount: number; unreadCount: number }>(app(), NOTIFICATION_API.update, body, token);
    /** A fresh user of the partner: reads are per user, so each test that marks gets its own. */
    const freshUser = async (partnerId: string) =>
      signIn(app(), (await createUser(app(), { partnerId })).email);

    test('the unread count matches the unread list, and the seeded user has read and unread notifications', async () => {
      const token = await session(app(), GCASH);
      const unread = await query(token, { pageNum: 1, pageSize: 100, status: 'UNREAD' });
      const read = await query(token, { pageNum: 1, pageSize: 100, status: 'READ' });
      expect(await count(token)).toBe(unread.body.total);
      expect(unread.body.total).toBeGreaterThan(0);
      expect(read.body.total).toBeGreaterThan(0);
      expect(unread.body.notificationList.every((n) => n.status === 'UNREAD' && n.readAt === null)).toBe(
        true,
      );
      expect(read.body.notificationList.every((n) => n.status === 'READ' && n.readAt !== null)).toBe(true);
    });

    test("the seeded performance report leads to performance insights on the report's month", async () => {
      const now = ctx.clock.now();
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const name = month.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
      for (const [email, partnerName] of [
        [GCASH, 'GCash'],
        [DANA, 'Dana'],
      ]) {
        const list = (await query(await session(app(), email), { pageNum: 1, pageSize: 100 })).body
          .notificationList;
        expect(list.find((n) => n.title === `${name} performance report is ready`)).toMatchObject({
          category: 'REPORT',
          linkType: 'PERFORMANCE_INSIGHTS',
          linkTarget: month.toISOString().slice(0, 7),
          content: `${name}'s figures for ${partnerName} are ready in Performance insights.`,
        });
      }
    });

    test('the list puts unread first, then newest first, with the default page size of 10', async () => {
      const token = await session(app(), GCASH);
      const all = await query(token, { pageNum: 1, pageSize: 100 });
      expect(all.status).toBe(200);
      const list = all.body.notificationList;
      expect(list.length).toBe(all.body.total);
      const firstRead = list.findIndex((n) => n.status === 'READ');
      expect(list.slice(firstRead).every((n) => n.status === 'READ')).toBe(true);
      for (const group of [list.slice(0, firstRead), list.slice(firstRead)]) {
        const times = group.map((n) => n.createdAt);
        expect(times).toEqual([...times].sort().reverse());
      }
      const first = await query(token, { pageNum: 1 });
      expect(first.body).toMatchObject({ success: true, pageNum: 1, pageSize: 10, total: all.body.total });
      expect(first.body.notificationList.map((n) => n.notificationId)).toEqual(
        list.slice(0, 10).map((n) => n.notificationId),
      );
    });

    test('a page past the end is an empty list that still tells the total', async () => {
      const token = await session(app(), GCASH);
      const result = await query(token, { pageNum: 50, pageSize: 10 });
      expect(result.status).toBe(200);
      expect(result.body.notificationList).toEqual([]);
      expect(result.body.total).toBeGreaterThan(0);
    });

    test.each([
      { pageNum: 0 },
      { pageNum: 1, pageSize: 0 },
      { pageNum: 1, pageSize: 101 },
      { pageNum: '1' },
      { pageNum: 1, status: 'DELETED' },
      { pageNum: 1, partnerId: 'dana' },
    ])('bad query %j is 400 Illegal Parameters', async (body) => {
      const token = await session(app(), GCASH);
      const result = await query(token, body);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, resultCode: ResultCode.ILLEGAL_PARAMETERS });
    });

    test('marking one read lowers the count for that user only, stays read, and is logged', async () => {
      const token = await freshUser('gcash');
      const colleague = await freshUser('gcash');
      const before = await count(token);
      const target = (await query(token, { pageNum: 1, status: 'UNREAD' })).body.notificationList[0];

      const marked = await update(token, { notificationId: target.notificationId, status: 'READ' });
      expect(marked.status).toBe(200);
      expect(marked.body).toMatchObject({ success: true, updatedCount: 1, unreadCount: before - 1 });
      expect(await count(token)).toBe(before - 1);
      expect(await count(colleague)).toBe(before);

      const after = (await query(token, { pageNum: 1, pageSize: 100, status: 'READ' })).body.notificationList;
      expect(after.find((n) => n.notificationId === target.notificationId)).toMatchObject({
        status: 'READ',
        readAt: ctx.clock.now().toISOString(),
      });
      const again = await update(token, { notificationId: target.notificationId, status: 'READ' });
      expect(again.body).toMatchObject({ success: true, updatedCount: 0, unreadCount: before - 1 });

      const log = await app().db.query<{
        outcome: string;
        partner_id: string;
        detail: Record<string, unknown>;
      }>(
        `SELECT outcome, partner_id, detail FROM operation_log WHERE action = 'NOTIFICATION_READ' AND detail->>'notificationId' = $1`,
        [target.notificationId],
      );
      expect(log.length).toBe(2);
      expect(log[0]).toMatchObject({ outcome: 'SUCCESS', partner_id: 'gcash' });
    });

    test('mark all read leaves nothing unread', async () => {
      const token = await freshUser('gcash');
      const before = await count(token);
      const result = await update(token, { all: true, status: 'READ' });
      expect(result.body).toMatchObject({ success: true, updatedCount: before, unreadCount: 0 });
      expect(await count(token)).toBe(0);
      expect((await query(token, { pageNum: 1, status: 'UNREAD' })).body).toMatchObject({
        total: 0,
        notificationList: [],
      });
    });

    test("another partner's notification cannot be read or marked, and looks like an unknown id", async () => {
      const gcash = await freshUser('gcash');
      const dana = await session(app(), DANA);
      const gcashIds = (await query(gcash, { pageNum: 1, pageSize: 100 })).body.notificationList.map(
        (n) => n.notificationId,
      );
      const danaIds = (await query(dana, { pageNum: 1, pageSize: 100 })).body.notificationList.map(
        (n) => n.notificationId,
      );
      expect(danaIds.length).toBeGreaterThan(0);
      expect(danaIds.filter((id) => gcashIds.includes(id))).toEqual([]);

      const before = await count(gcash);
      const foreign = await update(dana, { notificationId: gcashIds[0], status: 'READ' });
      const unknown = await update(dana, { notificationId: 'no-such-notification', status: 'READ' });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ success: false, resultCode: NOT_FOUND_CODE });
      expect({ ...foreign.body }).toEqual({ ...unknown.body });
      expect(await count(gcash)).toBe(before);
      const stillUnread = (await query(gcash, { pageNum: 1, pageSize: 100 })).body.notificationList.find(
        (n) => n.notificationId === gcashIds[0],
      );
      expect(stillUnread?.status).toBe('UNREAD');
    });

    test.each([
      [{ status: 'READ' }],
      [{ all: false, status: 'READ' }],
      [{ all: true, notificationId: 'x', status: 'READ' }],
      [{ all: true, status: 'UNREAD' }],
      [{ all: true }],
      [{ notificationId: '', status: 'READ' }],
    ])('bad update %j is 400 Illegal Parameters', async (body) => {
      const token = await session(app(), GCASH);
      const result = await update(token, body);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, resultCode: ResultCode.ILLEGAL_PARAMETERS });
    });

    test('a staff session without a partner gets No Authority; no session gets Session Timeout', async () => {
      const staff = await session(app(), STAFF);
      const noPartner = await api(app(), NOTIFICATION_API.count, {}, staff);
      expect(noPartner.status).toBe(403);
      expect(noPartner.body.resultCode).toBe(ResultCode.NO_AUTHORITY);
      const anonymous = await api(app(), NOTIFICATION_API.query, { pageNum: 1 }, null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.resultCode).toBe(ResultCode.SESSION_TIMEOUT);
    });
  },
  { seed: true },
);
