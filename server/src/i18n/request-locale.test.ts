import { ACCOUNT_API } from '@contract/account/constants';
import { OPERATION_LOG_API } from '@contract/operation-log/constants';
import { ResultCode } from '@contract/shared/result-codes';
import type { MailMessage, Mailer } from '@server/plugins/mail-plugin';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, post, signIn } from '@server/test-support/http';

const LOGIN = '/api/spportal/auth/login.json';
const SEND_RESET = '/api/spportal/auth/sendResetEmail.json';

describeWithDatabases('the language of a request (docs/i18n.md, "Server")', (ctx) => {
  test('a user keeps a supported locale and user.json answers it; an unsupported one is refused', async () => {
    const user = await createUser(ctx.app());
    const token = await signIn(ctx.app(), user.email);
    const before = await call<{ data: { locale: string | null } }>(ctx.app(), 'GET', ACCOUNT_API.user, {
      token,
    });
    expect(before.body.data.locale).toBeNull();

    const saved = await post(ctx.app(), ACCOUNT_API.locale, { locale: 'zh-CN' }, token);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      resultCode: 'SUCCESS',
      resultMessage: 'success',
      data: null,
    });
    const after = await call<{ data: { locale: string | null } }>(ctx.app(), 'GET', ACCOUNT_API.user, {
      token,
    });
    expect(after.body.data.locale).toBe('zh-CN');

    const french = await post(ctx.app(), ACCOUNT_API.locale, { locale: 'fr' }, token);
    expect(french.status).toBe(400);
    expect(french.body).toMatchObject({ success: false, resultCode: ResultCode.ILLEGAL_PARAMETERS });
    const still = await call<{ data: { locale: string | null } }>(ctx.app(), 'GET', ACCOUNT_API.user, {
      token,
    });
    expect(still.body.data.locale).toBe('zh-CN');
  });

  test('keeping a locale needs a session, checked before the body', async () => {
    const refused = await post(ctx.app(), ACCOUNT_API.locale, { locale: 'fr' });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ resultCode: ResultCode.SESSION_TIMEOUT });
  });

  test('Accept-Language chooses the language of an error; the resultCode stays', async () => {
    const user = await createUser(ctx.app());
    const wrong = { email: user.email, password: 'Not-the-password1' };
    const english = await call(ctx.app(), 'POST', LOGIN, { body: wrong });
    const chinese = await call(ctx.app(), 'POST', LOGIN, {
      body: wrong,
      headers: { 'accept-language': 'fr-FR, zh-CN;q=0.8, en;q=0.5' },
    });
    expect(english.body).toMatchObject({
      resultCode: ResultCode.ILLEGAL_PARAMETERS,
      resultMessage: 'Incorrect email or password',
    });
    expect(chinese.status).toBe(english.status);
    expect(chinese.body).toMatchObject({
      resultCode: ResultCode.ILLEGAL_PARAMETERS,
      resultMessage: '邮箱或密码不正确',
    });

    const badBody = await call(ctx.app(), 'POST', LOGIN, {
      body: { email: 3 },
      headers: { 'accept-language': 'zh' },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body).toMatchObject({
      resultCode: ResultCode.ILLEGAL_PARAMETERS,
      resultMessage: '参数不合法',
    });
  });

  test("the user's kept locale wins over Accept-Language", async () => {
    const user = await createUser(ctx.app());
    const token = await signIn(ctx.app(), user.email);
    const badQuery = `${ACCOUNT_API.user}?x=1`;
    const asked = await call(ctx.app(), 'GET', badQuery, { token, headers: { 'accept-language': 'zh-CN' } });
    expect(asked.body).toMatchObject({
      resultCode: ResultCode.ILLEGAL_PARAMETERS,
      resultMessage: '参数不合法',
    });

    await post(ctx.app(), ACCOUNT_API.locale, { locale: 'en' }, token);
    const kept = await call(ctx.app(), 'GET', badQuery, { token, headers: { 'accept-language': 'zh-CN' } });
    expect(kept.status).toBe(400);
    expect(kept.body).toMatchObject({
      resultCode: ResultCode.ILLEGAL_PARAMETERS,
      resultMessage: 'Illegal Parameters',
    });
  });
});

const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'custom', send: async (message) => void sent.push(message) };

/** The reset mail goes out in the background: wait until it has (a condition, not a time). */
async function mailTo(email: string): Promise<MailMessage> {
  for (;;) {
    const mail = sent.find((m) => m.to === email);
    if (mail) return mail;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describeWithDatabases(
  "mails and exports in the user's kept language",
  (ctx) => {
    test('the reset mail of a zh-CN user is in Chinese; an English user gets it in English', async () => {
      const chinese = await createUser(ctx.app());
      await ctx.app().usersRepository.setLocale(chinese.id, 'zh-CN');
      const english = await createUser(ctx.app());
      // The language of the page asking for the mail does not matter: the recipient's does.
      const headers = { 'accept-language': 'en' };
      await call(ctx.app(), 'POST', SEND_RESET, { body: { email: chinese.email }, headers });
      await call(ctx.app(), 'POST', SEND_RESET, {
        body: { email: english.email },
        headers: { 'accept-language': 'zh-CN' },
      });

      const zh = await mailTo(chinese.email);
      expect(zh.subject).toBe('重置您的合作伙伴门户密码');
      expect(zh.text).toContain('请在 30 分钟内打开以下链接设置新密码');
      expect(zh.html).toContain('设置新密码</a>');
      const en = await mailTo(english.email);
      expect(en.subject).toBe('Reset your Partner Portal password');
      expect(en.text).toContain('Open this link within 30 minutes to choose a new password');
    });

    test("a CSV export keeps machine keys in its first row and writes labelled values in the user's language", async () => {
      const user = await createUser(ctx.app());
      const token = await signIn(ctx.app(), user.email);
      const exportLog = () =>
        ctx.app().inject({
          method: 'POST',
          url: OPERATION_LOG_API.export,
          headers: { ctoken: token },
          payload: { action: 'SIGN_IN' },
        });
      const english = (await exportLog()).body.slice(1).trim().split('\r\n');
      expect(english[0]).toBe('time_utc,actor,action,target,outcome,ip_address');
      expect(english[1].split(',')[4]).toBe('Success');

      await post(ctx.app(), ACCOUNT_API.locale, { locale: 'zh-CN' }, token);
      const answer = await exportLog();
      expect(answer.statusCode).toBe(200);
      const chinese = answer.body.slice(1).trim().split('\r\n');
      expect(chinese[0]).toBe('time_utc,actor,action,target,outcome,ip_address');
      expect(chinese[1].split(',')[2]).toBe('SIGN_IN');
      expect(chinese[1].split(',')[4]).toBe('成功');
    });
  },
  { mailer },
);
