import fs from 'node:fs';
import path from 'node:path';
import { ResultCode } from '@contract/shared/result-codes';
import { createOutboxMailer } from '@server/plugins/mail-plugin';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, post, signIn } from '@server/test-support/http';
import { startSmtpListener } from '@server/test-support/smtp-listener';

const SEND = '/api/spportal/auth/sendResetEmail.json';
const RESET = '/api/spportal/auth/resetPassword.json';
const CHECK = '/api/spportal/auth/checkResetToken.json';
const CHANGE = '/api/spportal/auth/changePassword.json';
const USER = '/ighome/api/account/user.json';
const MINUTE = 60_000;

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;

beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(async () => {
  await smtp.close();
});

const linkIn = (text: string) => {
  const match = /(http:\/\/portal\.test\/auth\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error('no reset link in the mail');
  return match[1];
};
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token')!);

describeWithDatabases(
  'password reset by mail',
  (ctx) => {
    test('the reset mail arrives over SMTP and its link sets a new password once', async () => {
      const user = await createUser(ctx.app());
      const oldSession = await signIn(ctx.app(), user.email);
      const before = smtp.inbox.length;
      const sent = await post(ctx.app(), SEND, { email: user.email });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ success: true, resultCode: 'SUCCESS', resultMessage: 'success' });

      const mail = await smtp.waitFor(user.email, before);
      expect(mail.raw).toMatch(/Subject: Reset your Partner Portal password/);
      const link = linkIn(mail.text);
      const token = tokenOf(link);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Stored hashed only.
      const stored = await ctx
        .app()
        .db.query<{ token_hash: string }>(`SELECT token_hash FROM password_resets`);
      expect(stored.map((r) => r.token_hash)).not.toContain(token);

      const reset = await post(ctx.app(), RESET, { token, newPassword: 'Fresh#2026x' });
      expect(reset.status).toBe(200);
      // Old sessions end, the new password works, the old one doesn't.
      expect((await call(ctx.app(), 'GET', USER, { token: oldSession })).status).toBe(401);
      await expect(signIn(ctx.app(), user.email, 'Fresh#2026x')).resolves.toEqual(expect.any(String));
      await expect(signIn(ctx.app(), user.email, user.password)).rejects.toThrow();

      const again = await post(ctx.app(), RESET, { token, newPassword: 'Other#2026x' });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        success: false,
        resultCode: ResultCode.ILLEGAL_PARAMETERS,
        field: 'token',
      });

      const log = await ctx
        .app()
        .db.query<{ action: string }>(`SELECT action FROM operation_log WHERE user_id = $1 ORDER BY id`, [
          user.id,
        ]);
      expect(log.map((l) => l.action)).toEqual(
        expect.arrayContaining(['PASSWORD_RESET_REQUEST', 'PASSWORD_RESET']),
      );
    });

    test('the page can check a link when it opens, without using it up', async () => {
      const user = await createUser(ctx.app());
      const before = smtp.inbox.length;
      await post(ctx.app(), SEND, { email: user.email });
      const token = tokenOf(linkIn((await smtp.waitFor(user.email, before)).text));
      const first = await post(ctx.app(), CHECK, { token });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        success: true,
        resultCode: 'SUCCESS',
        resultMessage: 'success',
        purpose: 'reset',
      });
      expect((await post(ctx.app(), CHECK, { token })).status).toBe(200);
      const unknown = await post(ctx.app(), CHECK, { token: 'no-such-token' });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ resultCode: ResultCode.ILLEGAL_PARAMETERS, field: 'token' });
      // Checking twice did not use it: it still sets a password, and is refused after that.
      expect((await post(ctx.app(), RESET, { token, newPassword: 'Fresh#2026x' })).status).toBe(200);
      const used = await post(ctx.app(), CHECK, { token });
      expect(used.status).toBe(400);
      expect(used.body).toEqual(unknown.body);
      expect((await post(ctx.app(), CHECK, { token, extra: 1 })).status).toBe(400);
    });

    test('the link expires after 30 minutes', async () => {
      const user = await createUser(ctx.app());
      const before = smtp.inbox.length;
      await post(ctx.app(), SEND, { email: user.email });
      const token = tokenOf(linkIn((await smtp.waitFor(user.email, before)).text));
      ctx.clock.advance(31 * MINUTE);
      expect((await post(ctx.app(), CHECK, { token })).body).toMatchObject({ field: 'token' });
      const late = await post(ctx.app(), RESET, { token, newPassword: 'Fresh#2026x' });
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ field: 'token' });
    });

    test('changing the password closes the reset links asked for before it', async () => {
      const user = await createUser(ctx.app());
      const before = smtp.inbox.length;
      await post(ctx.app(), SEND, { email: user.email });
      const token = tokenOf(linkIn((await smtp.waitFor(user.email, before)).text));
      const session = await signIn(ctx.app(), user.email);
      const changed = await call(ctx.app(), 'POST', CHANGE, {
        token: session,
        body: { currentPassword: user.password, newPassword: 'Changed#2027x' },
      });
      expect(changed.status).toBe(200);
      // The session that changed it ends too: the user signs in again with the new password.
      expect((await call(ctx.app(), 'GET', USER, { token: session })).status).toBe(401);
      // Whoever holds the older link can no longer choose the password.
      expect((await post(ctx.app(), CHECK, { token })).body).toMatchObject({ field: 'token' });
      const late = await post(ctx.app(), RESET, { token, newPassword: 'Attacker#2027x' });
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ resultCode: ResultCode.ILLEGAL_PARAMETERS, field: 'token' });
      await expect(signIn(ctx.app(), user.email, 'Attacker#2027x')).rejects.toThrow();
      await expect(signIn(ctx.app(), user.email, 'Changed#2027x')).resolves.toEqual(expect.any(String));
    });

    test('a weak new password is refused and leaves the link usable', async () => {
      const user = await createUser(ctx.app());
      const before = smtp.inbox.length;
      await post(ctx.app(), SEND, { email: user.email });
      const token = tokenOf(linkIn((await smtp.waitFor(user.email, before)).text));
      const weak = await post(ctx.app(), RESET, { token, newPassword: 'onlyletters' });
      expect(weak.status).toBe(400);
      expect(weak.body).toMatchObject({ field: 'newPassword' });
      expect((await post(ctx.app(), RESET, { token, newPassword: 'Good#2026x' })).status).toBe(200);
    });

    test('unknown and known emails get the same answer; only the known one gets mail', async () => {
      const user = await createUser(ctx.app());
      const before = smtp.inbox.length;
      const known = await post(ctx.app(), SEND, { email: user.email });
      const unknown = await post(ctx.app(), SEND, { email: 'no-such-user@example.com' });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      await smtp.waitFor(user.email, before);
      await new Promise((r) => setTimeout(r, 200));
      expect(smtp.inbox.slice(before).some((m) => m.to.includes('no-such-user@example.com'))).toBe(false);
    });

    test('reset requests are limited per email and address, the same way for unknown emails', async () => {
      const user = await createUser(ctx.app());
      for (let i = 0; i < 3; i += 1)
        expect((await post(ctx.app(), SEND, { email: user.email })).status).toBe(200);
      for (let i = 0; i < 3; i += 1) await post(ctx.app(), SEND, { email: 'ghost-reset@example.com' });
      const known = await post(ctx.app(), SEND, { email: user.email });
      const unknown = await post(ctx.app(), SEND, { email: 'ghost-reset@example.com' });
      expect(known.status).toBe(429);
      expect(known.body).toMatchObject({ success: false, resultCode: ResultCode.TRY_AGAIN });
      expect(unknown.status).toBe(429);
      expect(unknown.body).toEqual(known.body);
      expect(Number(known.raw.headers['retry-after'])).toBeGreaterThan(0);
      // Someone else's address cannot block the user's own reset mail.
      const own = await ctx.app().inject({
        method: 'POST',
        url: SEND,
        payload: { email: user.email },
        remoteAddress: '203.0.113.9',
      });
      expect(own.statusCode).toBe(200);
      ctx.clock.advance(16 * MINUTE);
      expect((await post(ctx.app(), SEND, { email: user.email })).status).toBe(200);
    });

    test('without SMTP the mail goes to the outbox table and an .eml file', async () => {
      const outboxDir = path.join(ctx.dataDir(), 'outbox-check');
      const logged: string[] = [];
      const log = { info: () => undefined, warn: (line: string) => logged.push(line) };
      const mailer = createOutboxMailer({
        db: ctx.app().db,
        config: { ...ctx.app().config, dataDir: outboxDir },
        clock: ctx.clock,
        log: log as never,
      });
      await mailer.send({
        to: 'someone@example.com',
        subject: 'Hello',
        text: 'Open http://portal.test/x?token=abc',
      });
      const rows = await ctx
        .app()
        .db.query<{ subject: string }>(`SELECT subject FROM outbox WHERE to_address = $1`, [
          'someone@example.com',
        ]);
      expect(rows).toEqual([{ subject: 'Hello' }]);
      const files = fs.readdirSync(path.join(outboxDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
      expect(fs.readFileSync(path.join(outboxDir, 'outbox', files[0]), 'utf8')).toMatch(
        /To: someone@example.com/,
      );
      expect(logged.join('\n')).toContain('http://portal.test/x?token=abc');
    });
  },
  { config: () => ({ smtpUrl: smtp.url, publicUrl: 'http://portal.test' }) },
);
