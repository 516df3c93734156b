import type { ContractSummary } from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import { DIGEST_API } from '@contract/digest/constants';
import type { DigestSettings } from '@contract/digest/schemas';
// Only the digest's kinds: the other kinds (the alerts' daily summary) send mail of their own.
import { digestJobKinds as jobKinds } from '@server/jobs/digest-jobs';
import { runDueJobs } from '@server/jobs/run';
import type { JobContext } from '@server/jobs/types';
import type { MailMessage, Mailer } from '@server/plugins/mail-plugin';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, post, signIn } from '@server/test-support/http';
import { digestContent, weekStartOf } from './content';
import { digestRepository } from './repository';
import { sendWeeklyDigest } from './send';

const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'custom', send: async (message) => void sent.push(message) };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const GCASH_USER = 'ops@gcash.demo';
const DAY_MS = 86_400_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const unsubscribeUrl = (mail: MailMessage) =>
  /<https?:\/\/[^/]+(\/[^>]+)>/.exec(mail.headers!['List-Unsubscribe'])![1];

describeWithDatabases(
  'weekly digest',
  (ctx) => {
    const jobs = (): JobContext => ({
      db: ctx.app().db,
      mailer,
      clock: ctx.clock,
      config: ctx.app().config,
      log: silent,
    });
    const mailsTo = (email: string) => sent.filter((mail) => mail.to === email);
    const setDigest = async (email: string, on: boolean) => {
      const token = await signIn(ctx.app(), email);
      const answer = await post<{ data: DigestSettings }>(
        ctx.app(),
        DIGEST_API.update,
        { weeklyDigest: on },
        token,
      );
      expect(answer.body.data).toEqual({ weeklyDigest: on, eligible: true });
    };

    beforeEach(() => {
      sent.length = 0;
    });

    test('the content for a seeded partner: last week against the week before, from the portal reads', async () => {
      const app = ctx.app();
      const now = ctx.clock.now();
      const weekStart = weekStartOf(now);
      const recipient = (await digestRepository(app.db).recipients()).find((r) => r.email === GCASH_USER)!;
      expect(recipient).toMatchObject({ partnerId: 'gcash', givenName: expect.any(String) });
      const content = await digestContent(app.db, recipient, weekStart, now);

      expect(content.week.to).toBe(
        new Date(Date.parse(`${weekStart}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10),
      );
      expect(content.daily).toHaveLength(14);
      // The totals are the chart's days summed: last week is its second half.
      const lastWeek = content.daily.slice(7).reduce((sum, d) => sum + d.volume, 0);
      const weekBefore = content.daily.slice(0, 7).reduce((sum, d) => sum + d.volume, 0);
      expect(content.volume.value).toBeCloseTo(lastWeek, 0);
      expect(content.volume.previous).toBeCloseTo(weekBefore, 0);
      expect(content.volume.value).toBeGreaterThan(0);
      expect(content.txnCount.value).toBeGreaterThan(0);
      expect(content.countriesUp.length + content.countriesDown.length).toBeGreaterThan(0);
      expect(content.countriesUp.length).toBeLessThanOrEqual(3);
      for (const c of content.countriesUp) expect(c.volume.value).toBeGreaterThan(c.volume.previous);
      for (const c of content.countriesDown) expect(c.volume.value).toBeLessThan(c.volume.previous);

      // The same expiring contracts as the portal's contract list shows this user.
      const token = await signIn(app, GCASH_USER);
      const list = await post<{ contractList: ContractSummary[] }>(
        app,
        DOCUMENT_API.contractQuery,
        { pageNum: 1, pageSize: 100, state: 'EXPIRING' },
        token,
      );
      expect(content.contractsExpiring.map((c) => c.documentId).sort()).toEqual(
        list.body.contractList.map((c) => c.documentId).sort(),
      );
      for (const c of content.claimsWaiting) expect(['SUBMITTED', 'UNDER_REVIEW']).toContain(c.status);
      expect(content.dataAsOf).toEqual(expect.any(String));
    });

    test('the job sends each partner user one digest, however many workers run it and however often', async () => {
      const recipients = await digestRepository(ctx.app().db).recipients();
      expect(recipients.length).toBeGreaterThanOrEqual(4);
      await Promise.all([
        runDueJobs(jobs(), { registry: jobKinds }),
        runDueJobs(jobs(), { registry: jobKinds }),
      ]);
      await runDueJobs(jobs(), { registry: jobKinds });
      expect(sent.map((mail) => mail.to).sort()).toEqual(recipients.map((r) => r.email).sort());
      expect(sent.some((mail) => mail.to.endsWith('@partner-portal.demo'))).toBe(false);

      const [mail] = mailsTo(GCASH_USER);
      expect(mail.subject).toMatch(/^Your week at .+: volume [+−±]\d+\.\d%/);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(
          /^<http:\/\/localhost:\d+\/api\/spportal\/digest\/unsubscribe\?token=[\w-]+>$/,
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const [chart] = mail.attachments!;
      expect(chart.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(mail.html).toContain(`src="cid:${chart.cid}"`);
      for (const part of [mail.text, mail.html!]) {
        expect(part).toContain('Figures as of ');
        expect(part).toContain('/performance-insights');
        expect(part).toContain(unsubscribeUrl(mail).replace(/&/g, '&amp;'));
        expect(part).toContain('Contracts expiring within 60 days');
      }
    });

    test("the digest is in the recipient's kept language: texts, dates and numbers", async () => {
      const app = ctx.app();
      const user = await createUser(app, { partnerId: 'gcash' });
      await app.usersRepository.setLocale(user.id, 'zh-CN');
      const deps = { db: app.db, mailer, config: app.config, now: ctx.clock.now() };
      expect(await sendWeeklyDigest(deps, user.id, weekStartOf(ctx.clock.now()))).toBe(true);

      const [mail] = mailsTo(user.email);
      expect(mail.subject).toMatch(
        /^.+ 本周概览：交易额 ([+−±]\d+\.\d%|不适用)（.+年.+月.+日 – .+年.+月.+日）$/,
      );
      expect(mail.text).toContain('以下是上周与前一周的对比情况。');
      expect(mail.text).toContain('发展基金申请');
      expect(mail.text).toMatch(/交易额（美元）：US\$[\d,]+/);
      expect(mail.html).toContain('<html lang="zh-CN">');
      expect(mail.html).toContain('退订');

      sent.length = 0;
      await app.usersRepository.setLocale(user.id, 'en');
      await sendWeeklyDigest(deps, user.id, weekStartOf(ctx.clock.now()));
      expect(mailsTo(user.email)[0].subject).toMatch(/^Your week at .+: volume /);
    });

    test('a user who turned the digest off gets none; turned on again, the next week does', async () => {
      const user = await createUser(ctx.app(), { partnerId: 'dana' });
      const token = await signIn(ctx.app(), user.email);
      const initial = await post<{ data: DigestSettings }>(ctx.app(), DIGEST_API.settings, {}, token);
      expect(initial.body.data).toEqual({ weeklyDigest: true, eligible: true });
      await setDigest(user.email, false);
      ctx.clock.advance(7 * DAY_MS);
      await runDueJobs(jobs(), { registry: jobKinds });
      expect(mailsTo(user.email)).toEqual([]);
      expect(mailsTo(GCASH_USER)).toHaveLength(1);

      await setDigest(user.email, true);
      ctx.clock.advance(7 * DAY_MS);
      await runDueJobs(jobs(), { registry: jobKinds });
      expect(mailsTo(user.email)).toHaveLength(1);
    });

    test('staff accounts cannot get it', async () => {
      const staff = await createUser(ctx.app(), { role: 'STAFF', partnerId: null });
      const token = await signIn(ctx.app(), staff.email);
      const answer = await post<{ data: DigestSettings }>(ctx.app(), DIGEST_API.settings, {}, token);
      expect(answer.body.data.eligible).toBe(false);
    });

    test('one-click unsubscribe without signing in: a wrong token is refused, the right one works and stays done', async () => {
      const app = ctx.app();
      const user = await createUser(app, { partnerId: 'gcash' });
      ctx.clock.advance(7 * DAY_MS);
      await runDueJobs(jobs(), { registry: jobKinds });
      const [mail] = mailsTo(user.email);
      const url = unsubscribeUrl(mail);

      const wrong = await app.inject({
        method: 'POST',
        url: `${DIGEST_API.unsubscribe}?token=not-the-token`,
      });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.body).toContain('not valid');
      const tampered = await app.inject({ method: 'GET', url: `${url.slice(0, -2)}xx` });
      expect(tampered.statusCode).toBe(404);

      // Opening the link only asks; nothing changes until the button (a POST) is pressed.
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(user.email);
      expect(page.body).toContain('<form method="post"');
      const token = await signIn(app, user.email);
      const before = await post<{ data: DigestSettings }>(app, DIGEST_API.settings, {}, token);
      expect(before.body.data.weeklyDigest).toBe(true);

      // A mail client's one-click POST (RFC 8058).
      const oneClick = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.body).toContain('no longer goes to');
      const after = await post<{ data: DigestSettings }>(app, DIGEST_API.settings, {}, token);
      expect(after.body.data.weeklyDigest).toBe(false);

      const again = await app.inject({ method: 'POST', url });
      expect(again.statusCode).toBe(200);
      ctx.clock.advance(7 * DAY_MS);
      await runDueJobs(jobs(), { registry: jobKinds });
      expect(mailsTo(user.email)).toHaveLength(1);
    });

    test('a link older than a year no longer works', async () => {
      const app = ctx.app();
      const user = await createUser(app, { partnerId: 'gcash' });
      ctx.clock.advance(7 * DAY_MS);
      await runDueJobs(jobs(), { registry: jobKinds });
      const url = unsubscribeUrl(mailsTo(user.email)[0]);
      ctx.clock.advance(366 * DAY_MS);
      const late = await call(app, 'POST', url);
      expect(late.status).toBe(404);
      const token = await signIn(app, user.email);
      const settings = await post<{ data: DigestSettings }>(app, DIGEST_API.settings, {}, token);
      expect(settings.body.data.weeklyDigest).toBe(true);
    });
  },
  { seed: true, mailer },
);
