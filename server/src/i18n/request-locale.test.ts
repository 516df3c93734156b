import { ACCOUNT_API } from '@contract/account/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, post, signIn } from '@server/test-support/http';

const LOGIN = '/api/spportal/auth/login.json';

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
