import { ALERT_API } from '@contract/alert/constants';
import { ALERT_FIELD_MESSAGES } from '@contract/alert/rules';
import type { AlertRule } from '@contract/alert/schemas';
import { DF_API } from '@contract/df/constants';
import type { Notification } from '@contract/notification/schemas';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { DOCUMENT_STAFF_API } from '@contract/staff-content/constants';
import type { MailMessage } from '@server/plugins/mail-plugin';
import { describeWithDatabases } from '@server/test-support/databases';
import { createUser, post, signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';
import { adminOn, api, DANA, GCASH, session, STAFF, TRUEMONEY } from '@server/test-support/overview-test-kit';
import { alertJobKinds } from '@server/jobs/alert-jobs';
import { runDueJobs } from '@server/jobs/run';
import { evaluateAlertRules, sendAlertDailySummaries } from './evaluate';

const sent: MailMessage[] = [];
/** While true every send fails (the mail server is down). */
let mailDown = false;

const figureRule = (extra: Record<string, unknown> = {}) => ({
  kind: 'FIGURE_CHANGE',
  metric: 'TRANSACTIONS',
  period: 'MONTH',
  thresholdPercent: 1,
  mail: 'NONE',
  ...extra,
});

describeWithDatabases(
  'alerts',
  (ctx) => {
    const app = () => ctx.app();
    const list = async (token: string) =>
      (await api<{ ruleList: AlertRule[]; countryList: string[] }>(app(), ALERT_API.list, {}, token)).body;
    const save = (token: string, body: Record<string, unknown>) =>
      api<{ rule: AlertRule; field?: string }>(app(), ALERT_API.save, body, token);
    const bell = async (token: string) =>
      (
        await api<{ notificationList: Notification[] }>(
          app(),
          NOTIFICATION_API.query,
          { pageNum: 1, pageSize: 100 },
          token,
        )
      ).body.notificationList;
    const evaluate = () => evaluateAlertRules({ db: app().db, mailer: app().mailer, now: ctx.clock.now() });
    /** A fresh GCash user: rules, bell and mails are per user, so each test gets its own. */
    const freshUser = async (partnerId = 'gcash') => {
      const user = await createUser(app(), { partnerId });
      return { ...user, token: await signIn(app(), user.email) };
    };
    const mailsTo = (email: string) => sent.filter((m) => m.to === email);

    beforeEach(() => {
      mailDown = false;
    });

    test('each demo partner user has a seeded rule that fired on the seeded figures into their own bell', async () => {
      for (const email of [GCASH, TRUEMONEY, DANA]) {
        const token = await session(app(), email);
        const [rule] = (await list(token)).ruleList;
        expect(rule).toMatchObject({
          kind: 'FIGURE_CHANGE',
          metric: 'TRANSACTIONS',
          mail: 'DAILY',
          paused: false,
        });
        expect(rule.lastFiredAt).not.toBeNull();
        expect(rule.lastReason).toMatch(
          /transactions in February 2026 against .* transactions in January 2026, a move of more than your 1%\.$/,
        );
        const alert = (await bell(token)).find((n) => n.content === rule.lastReason);
        expect(alert).toMatchObject({
          linkType: 'PERFORMANCE_INSIGHTS',
          linkTarget: '2026-02',
          status: 'UNREAD',
        });
      }
      // Another user of the same partner does not see it.
      const other = await freshUser();
      const seeded = (await list(await session(app(), GCASH))).ruleList[0];
      expect((await bell(other.token)).some((n) => n.content === seeded.lastReason)).toBe(false);
    });

    test('a user creates, edits, pauses, resumes and deletes their own rule', async () => {
      const { token } = await freshUser();
      const created = await save(token, figureRule({ thresholdPercent: 500, country: null }));
      expect(created.status).toBe(200);
      const id = created.body.rule.ruleId;
      expect(created.body.rule).toMatchObject({ paused: false, lastFiredAt: null, thresholdPercent: 500 });

      const edited = await save(token, {
        ruleId: id,
        kind: 'CONTRACT_EXPIRY',
        withinDays: 30,
        mail: 'DAILY',
      });
      expect(edited.body.rule).toMatchObject({
        kind: 'CONTRACT_EXPIRY',
        withinDays: 30,
        metric: null,
        mail: 'DAILY',
      });

      const paused = await api<{ rule: AlertRule }>(
        app(),
        ALERT_API.setPaused,
        { ruleId: id, paused: true },
        token,
      );
      expect(paused.body.rule.paused).toBe(true);
      expect((await list(token)).ruleList.map((r) => [r.ruleId, r.paused])).toEqual([[id, true]]);
      const resumed = await api<{ rule: AlertRule }>(
        app(),
        ALERT_API.setPaused,
        { ruleId: id, paused: false },
        token,
      );
      expect(resumed.body.rule.paused).toBe(false);

      expect((await api(app(), ALERT_API.delete, { ruleId: id }, token)).status).toBe(200);
      expect((await list(token)).ruleList).toEqual([]);
      expect((await api(app(), ALERT_API.delete, { ruleId: id }, token)).status).toBe(404);
    });

    test("another user's rule, even of the same partner, answers like an unknown one; staff and strangers are refused", async () => {
      const owner = await freshUser();
      const id = (await save(owner.token, figureRule({ thresholdPercent: 500 }))).body.rule.ruleId;
      const colleague = await freshUser();
      const admin = await adminOn(app(), 'gcash');
      for (const token of [colleague.token, admin]) {
        expect((await list(token)).ruleList.some((r) => r.ruleId === id)).toBe(false);
        for (const [path, body] of [
          [ALERT_API.save, { ruleId: id, ...figureRule({ thresholdPercent: 2 }) }],
          [ALERT_API.setPaused, { ruleId: id, paused: true }],
          [ALERT_API.delete, { ruleId: id }],
        ] as const) {
          const refused = await api(app(), path, body, token);
          expect(refused.status).toBe(404);
          expect(refused.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
        }
      }
      const staff = await session(app(), STAFF);
      for (const path of Object.values(ALERT_API)) {
        const refused = await api(app(), path, {}, staff);
        expect([refused.status, refused.body.resultCode]).toEqual([403, ResultCode.NO_AUTHORITY]);
        expect((await post(app(), path, {})).status).toBe(401);
      }
      expect((await list(owner.token)).ruleList[0]).toMatchObject({
        ruleId: id,
        thresholdPercent: 500,
        paused: false,
      });
    });

    test('a refused rule names its field and what it takes; nothing is saved', async () => {
      const { token } = await freshUser();
      const cases: [Record<string, unknown>, keyof typeof ALERT_FIELD_MESSAGES][] = [
        [figureRule({ thresholdPercent: 0 }), 'thresholdPercent'],
        [figureRule({ thresholdPercent: null }), 'thresholdPercent'],
        [figureRule({ country: 'ZZ' }), 'country'],
        [figureRule({ period: null }), 'period'],
        [figureRule({ metric: null }), 'metric'],
        [{ kind: 'CONTRACT_EXPIRY', withinDays: 0, mail: 'NONE' }, 'withinDays'],
        [{ kind: 'CONTRACT_EXPIRY', withinDays: 2.5, mail: 'NONE' }, 'withinDays'],
        [{ kind: 'NEW_DOCUMENT', mail: 'NONE' }, 'documentKind'],
      ];
      for (const [body, field] of cases) {
        const refused = await save(token, body);
        expect([refused.status, refused.body.resultCode, refused.body.field]).toEqual([
          400,
          ResultCode.ILLEGAL_PARAMETERS,
          field,
        ]);
        expect(refused.body.resultMessage).toBe(ALERT_FIELD_MESSAGES[field]);
      }
      expect((await list(token)).ruleList).toEqual([]);
      const countries = (await list(token)).countryList;
      expect(countries.length).toBeGreaterThan(0);
      expect((await save(token, figureRule({ country: countries[0], thresholdPercent: 900 }))).status).toBe(
        200,
      );
    });

    test('a month rule fires once on the last complete month, mailing at once; running again alerts nothing new', async () => {
      const user = await freshUser();
      const created = await save(user.token, figureRule({ mail: 'IMMEDIATE' }));
      expect(created.body.rule.lastFiredAt).toBe(ctx.clock.now().toISOString());
      expect(mailsTo(user.email)).toHaveLength(1);
      expect(mailsTo(user.email)[0].subject).toMatch(
        /^Alert: Transactions (up|down) \d+\.\d% in February 2026$/,
      );
      expect(mailsTo(user.email)[0].text).toContain('/performance-insights');
      expect((await evaluate()).fired).toBe(0);
      expect(mailsTo(user.email)).toHaveLength(1);
      expect((await bell(user.token)).filter((n) => n.content === created.body.rule.lastReason)).toHaveLength(
        1,
      );
      // A threshold above the move: nothing.
      const calm = await freshUser();
      expect(
        (await save(calm.token, figureRule({ thresholdPercent: 1000 }))).body.rule.lastFiredAt,
      ).toBeNull();
    });

    test('a week rule compares the last complete week with the one before', async () => {
      // 2026-03-02 is a Monday: the last complete week is 23 Feb to 1 Mar; daily figures for it and
      // the week before, 50% more in the later week.
      const db = app().db;
      await db.query(`DELETE FROM partner_daily_figures WHERE partner_id = 'truemoney'`);
      await db.query(
        `INSERT INTO partner_daily_figures (partner_id, day, country, volume_usd, txn_count, paying_users)
         SELECT 'truemoney', d::date, 'TH', CASE WHEN d >= '2026-02-23' THEN 1500 ELSE 1000 END,
           CASE WHEN d >= '2026-02-23' THEN 150 ELSE 100 END, 10
         FROM generate_series('2026-02-16'::date, '2026-03-01'::date, interval '1 day') d`,
      );
      const user = await freshUser('truemoney');
      const rule = await save(
        user.token,
        figureRule({ metric: 'VOLUME', period: 'WEEK', thresholdPercent: 40 }),
      );
      expect(rule.body.rule.lastReason).toBe(
        'TrueMoney, all countries: $10,500 in the week of 2026-02-23 against $7,000 in the week of 2026-02-16, a move of more than your 40%.',
      );
      const high = await save(
        user.token,
        figureRule({ metric: 'VOLUME', period: 'WEEK', thresholdPercent: 60 }),
      );
      expect(high.body.rule.lastFiredAt).toBeNull();
    });

    test('a contract rule fires when staff publish a contract expiring within its days, once per expiry date', async () => {
      const user = await freshUser();
      const rule = (await save(user.token, { kind: 'CONTRACT_EXPIRY', withinDays: 30, mail: 'NONE' })).body
        .rule;
      const staff = await session(app(), STAFF);
      const file = (await upload(app(), staff, 'CONTRACT_PDF', 'Agreement.pdf', sample.pdf())).body.file!
        .fileUrl;
      const doc = await post(
        app(),
        DOCUMENT_STAFF_API.save,
        {
          kind: 'CONTRACT',
          partnerId: 'gcash',
          title: 'Settlement Addendum',
          contractType: 'Addendum',
          counterparty: 'Network Pte. Ltd.',
          effectiveDate: '2025-01-01',
          expiryDate: '2026-03-12',
          status: 'PUBLISHED',
        },
        staff,
      );
      const documentId = (doc.body.document as { documentId: string }).documentId;
      expect(
        (await post(app(), DOCUMENT_STAFF_API.addVersion, { documentId, fileUrl: file }, staff)).status,
      ).toBe(200);
      const [fired] = (await list(user.token)).ruleList.filter((r) => r.ruleId === rule.ruleId);
      expect(fired.lastReason).toBe(
        '"Settlement Addendum" expires on 2026-03-12, within the 30 days you asked to be told.',
      );
      const alerts = (await bell(user.token)).filter((n) => n.content === fired.lastReason);
      expect(alerts).toMatchObject([
        { title: 'A contract expires in 10 days', linkType: 'CONTRACT', linkTarget: documentId },
      ]);
      await evaluate();
      expect((await bell(user.token)).filter((n) => n.content === fired.lastReason)).toHaveLength(1);
    });

    test('a claim rule reports a staff move of one of its claims after it was set; a paused rule reports nothing', async () => {
      const user = await freshUser();
      const active = (await save(user.token, { kind: 'CLAIM_STATUS', mail: 'NONE' })).body.rule;
      const paused = (await save(user.token, { kind: 'CLAIM_STATUS', mail: 'NONE' })).body.rule;
      await api(app(), ALERT_API.setPaused, { ruleId: paused.ruleId, paused: true }, user.token);
      ctx.clock.advance(1000);
      const [claim] = await app().db.query<{ id: string; claim_no: string; version: number }>(
        `SELECT id, claim_no, version FROM incentive_claims WHERE partner_id = 'gcash' AND status = 'SUBMITTED'
         ORDER BY id LIMIT 1`,
      );
      const staff = await session(app(), STAFF);
      const moved = await post(
        app(),
        DF_API.claimTransition,
        { claimId: claim.id, version: claim.version, action: 'REVIEW' },
        staff,
      );
      expect(moved.status).toBe(200);
      const rules = (await list(user.token)).ruleList;
      expect(rules.find((r) => r.ruleId === active.ruleId)?.lastReason).toMatch(
        new RegExp(`\\(claim ${claim.claim_no}\\) moved from Submitted to Under review\\.$`),
      );
      expect(rules.find((r) => r.ruleId === paused.ruleId)?.lastFiredAt).toBeNull();
      const alerts = (await bell(user.token)).filter(
        (n) => n.title === `Claim ${claim.claim_no} is now Under review`,
      );
      expect(alerts).toMatchObject([{ linkType: 'INCENTIVE', linkTarget: claim.id, category: 'INCENTIVE' }]);
      // Resumed, it reports the move it missed (the move happened after it was set).
      const resumed = await api<{ rule: AlertRule }>(
        app(),
        ALERT_API.setPaused,
        { ruleId: paused.ruleId, paused: false },
        user.token,
      );
      expect(resumed.body.rule.lastFiredAt).not.toBeNull();
    });

    test('a newsletter rule fires when staff publish one to its partner; a QBR rule does not', async () => {
      const user = await freshUser('tngd');
      const newsletters = (
        await save(user.token, { kind: 'NEW_DOCUMENT', documentKind: 'NEWSLETTER', mail: 'NONE' })
      ).body.rule;
      const qbrs = (await save(user.token, { kind: 'NEW_DOCUMENT', documentKind: 'QBR', mail: 'NONE' })).body
        .rule;
      ctx.clock.advance(1000);
      const staff = await session(app(), STAFF);
      const file = (await upload(app(), staff, 'INSIGHT_PDF', 'Pulse.pdf', sample.pdf())).body.file!.fileUrl;
      const published = await post(
        app(),
        DOCUMENT_STAFF_API.publishInsight,
        {
          kind: 'NEWSLETTER',
          title: 'March market pulse',
          period: '2026-03',
          partnerIds: ['tngd'],
          fileUrl: file,
        },
        staff,
      );
      expect(published.status).toBe(200);
      const rules = (await list(user.token)).ruleList;
      expect(rules.find((r) => r.ruleId === newsletters.ruleId)?.lastReason).toBe(
        '"March market pulse" (2026-03) is published in Business insights.',
      );
      expect(rules.find((r) => r.ruleId === qbrs.ruleId)?.lastFiredAt).toBeNull();
      expect((await bell(user.token)).find((n) => n.title === 'A new newsletter is out')).toMatchObject({
        linkType: 'BUSINESS_INSIGHTS',
        linkTarget: 'Newsletter',
      });
    });

    test('mail choice: at once, in the daily summary (once), or none; a failed send is tried again', async () => {
      const daily = await freshUser('truemoney');
      const none = await freshUser('truemoney');
      await save(daily.token, figureRule({ mail: 'DAILY' }));
      await save(daily.token, figureRule({ mail: 'DAILY', metric: 'VOLUME' }));
      await save(none.token, figureRule({ mail: 'NONE' }));
      expect(mailsTo(daily.email)).toHaveLength(0);
      const deps = {
        db: app().db,
        mailer: app().mailer,
        now: ctx.clock.now(),
        publicUrl: 'https://portal.example',
      };

      mailDown = true;
      const failed = await sendAlertDailySummaries(deps);
      expect(failed.failed).toBeGreaterThanOrEqual(1);
      expect(mailsTo(daily.email)).toHaveLength(0);
      mailDown = false;

      await sendAlertDailySummaries(deps);
      expect(mailsTo(daily.email)).toHaveLength(1);
      const [summary] = mailsTo(daily.email);
      expect(summary.subject).toBe('Your alerts: 2 new since the last summary');
      expect(summary.text).toContain('https://portal.example/performance-insights');
      expect(summary.html).toContain('<li><strong>');
      await sendAlertDailySummaries(deps);
      expect(mailsTo(daily.email)).toHaveLength(1);
      expect(mailsTo(none.email)).toHaveLength(0);

      const immediate = await freshUser('truemoney');
      mailDown = true;
      await save(immediate.token, figureRule({ mail: 'IMMEDIATE' }));
      expect(mailsTo(immediate.email)).toHaveLength(0);
      mailDown = false;
      await evaluate();
      expect(mailsTo(immediate.email)).toHaveLength(1);
    });

    test('the scheduled jobs evaluate the rules (alerts) and send the daily summaries (alerts-daily), each once', async () => {
      const user = await freshUser('dana');
      const rule = (await save(user.token, figureRule({ mail: 'DAILY', thresholdPercent: 1000 }))).body.rule;
      // Lowered behind the API's back, as new figures would make it true: only a run finds it.
      await app().db.query(`UPDATE alert_rules SET threshold_percent = 1 WHERE id = $1`, [rule.ruleId]);
      const jobs = {
        db: app().db,
        mailer: app().mailer,
        clock: ctx.clock,
        config: app().config,
        log: app().log,
      };
      const only = (kind: keyof typeof alertJobKinds) => ({ registry: { [kind]: alertJobKinds[kind] } });
      const first = await runDueJobs(jobs, only('alerts'));
      expect(first.map((o) => [o.kind, o.outcome])).toEqual([['alerts', 'done']]);
      expect((await list(user.token)).ruleList[0].lastFiredAt).not.toBeNull();
      // The same hour's occurrence is not enqueued again.
      expect(await runDueJobs(jobs, only('alerts'))).toEqual([]);

      ctx.clock.set(new Date('2026-03-03T07:30:00.000Z'));
      const daily = await runDueJobs(jobs, only('alerts-daily'));
      expect(daily.map((o) => [o.kind, o.outcome])).toEqual([['alerts-daily', 'done']]);
      expect(mailsTo(user.email).map((m) => m.subject)).toEqual([
        'Your alerts: 1 new since the last summary',
      ]);
    });
  },
  {
    seed: true,
    mailer: {
      kind: 'custom',
      async send(message) {
        if (mailDown) throw new Error('mail server down');
        sent.push(message);
      },
    },
  },
);
