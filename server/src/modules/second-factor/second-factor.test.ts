import { SECOND_FACTOR_API, SECOND_FACTOR_STAFF_API } from '@contract/second-factor/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@server/config';
import { totpCodeAt } from '@server/security/second-factor';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, post, signIn, tokenFrom } from '@server/test-support/http';

const LOGIN = '/api/spportal/auth/login.json';
const USER = '/ighome/api/account/user.json';
const STAFF = 'staff@partner-portal.demo';
const ADMIN = 'admin@partner-portal.demo';
const STEP_MS = 30_000;

interface Step {
  secondFactor?: { step: 'VERIFY' | 'ENROL'; pendingToken: string; expiresInSeconds: number };
}

describeWithDatabases('second factor', (ctx) => {
  const code = (secret: string, offsetMs = 0) =>
    totpCodeAt(secret, new Date(ctx.clock.now().getTime() + offsetMs));
  const passwordStep = async (email: string, headers: Record<string, string> = {}) => {
    const result = await call<Step>(ctx.app(), 'POST', LOGIN, {
      body: { email, password: DEMO_PASSWORD },
      headers,
    });
    expect(result.status).toBe(200);
    return result;
  };

  test('a staff password alone gives no session: the code does, once', async () => {
    const first = await passwordStep(STAFF);
    expect(tokenFrom(first.raw)).toBeNull();
    expect(first.body).not.toHaveProperty('ctoken');
    expect(first.body.secondFactor).toMatchObject({ step: 'VERIFY', expiresInSeconds: 300 });
    const { pendingToken } = first.body.secondFactor!;

    const wrong = await post(ctx.app(), SECOND_FACTOR_API.verify, { pendingToken, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ resultCode: ResultCode.SECOND_FACTOR_CODE_INVALID, field: 'code' });

    ctx.clock.advance(STEP_MS * 3);
    const good = code(DEMO_TOTP_SECRET);
    const right = await post(ctx.app(), SECOND_FACTOR_API.verify, { pendingToken, code: good });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ success: true, data: { email: STAFF, role: 'STAFF' } });
    const token = tokenFrom(right.raw)!;
    expect((await call(ctx.app(), 'GET', USER, { token })).status).toBe(200);

    // The pending token is single use, and the same code does not open a second sign-in (replay).
    const again = await post(ctx.app(), SECOND_FACTOR_API.verify, { pendingToken, code: good });
    expect(again.body).toMatchObject({ resultCode: ResultCode.SECOND_FACTOR_STEP_EXPIRED });
    const second = await passwordStep(STAFF);
    const replay = await post(ctx.app(), SECOND_FACTOR_API.verify, {
      pendingToken: second.body.secondFactor!.pendingToken,
      code: good,
    });
    expect(replay.body).toMatchObject({ resultCode: ResultCode.SECOND_FACTOR_CODE_INVALID });
    // One step of drift either way is accepted (the next step's code here).
    const drift = await post(ctx.app(), SECOND_FACTOR_API.verify, {
      pendingToken: second.body.secondFactor!.pendingToken,
      code: code(DEMO_TOTP_SECRET, STEP_MS),
    });
    expect(drift.status).toBe(200);
  });

  test('a pending token expires after five minutes and takes five codes at most', async () => {
    const late = (await passwordStep(ADMIN)).body.secondFactor!.pendingToken;
    ctx.clock.advance(5 * 60_000 + 1);
    const expired = await post(ctx.app(), SECOND_FACTOR_API.verify, {
      pendingToken: late,
      code: code(DEMO_TOTP_SECRET),
    });
    expect(expired.body).toMatchObject({ resultCode: ResultCode.SECOND_FACTOR_STEP_EXPIRED });

    ctx.clock.advance(STEP_MS * 4);
    const pendingToken = (await passwordStep(ADMIN)).body.secondFactor!.pendingToken;
    for (let i = 0; i < 5; i += 1) {
      ctx.clock.advance(60_000);
      await post(ctx.app(), SECOND_FACTOR_API.verify, { pendingToken, code: '123456' });
    }
    const spent = await post(ctx.app(), SECOND_FACTOR_API.verify, {
      pendingToken,
      code: code(DEMO_TOTP_SECRET),
    });
    expect(spent.body).toMatchObject({ resultCode: ResultCode.SECOND_FACTOR_STEP_EXPIRED });
  });

  test('wrong codes are throttled with the sign-in limit of the (email, address) pair', async () => {
    const user = await createUser(ctx.app(), { role: 'STAFF', partnerId: null });
    await signIn(ctx.app(), user.email); // enrols
    const attempt = async () => {
      const password = await call<Step>(ctx.app(), 'POST', LOGIN, {
        body: { email: user.email, password: DEMO_PASSWORD },
      });
      if (password.status === 429) return 429;
      const answer = await post(ctx.app(), SECOND_FACTOR_API.verify, {
        pendingToken: password.body.secondFactor!.pendingToken,
        code: '999999',
      });
      return answer.status;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await attempt());
    // A correct password does not clear the pair's count while the code is still owed.
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 2)).toEqual([400, 400]);
  });

  test('a new staff account enrols at its first sign-in: QR code, secret, recovery codes once', async () => {
    const user = await createUser(ctx.app(), { role: 'STAFF', partnerId: null });
    const step = (await passwordStep(user.email)).body.secondFactor!;
    expect(step.step).toBe('ENROL');
    const started = await post<{ enrolment: { secret: string; otpauthUri: string; qrCodeDataUrl: string } }>(
      ctx.app(),
      SECOND_FACTOR_API.enrolStart,
      { pendingToken: step.pendingToken },
    );
    const { secret, otpauthUri, qrCodeDataUrl } = started.body.enrolment;
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Partner%20Portal:/);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const confirmed = await post<{ recoveryCodes: string[] }>(ctx.app(), SECOND_FACTOR_API.enrolConfirm, {
      pendingToken: step.pendingToken,
      code: code(secret),
    });
    expect(confirmed.status).toBe(200);
    expect(tokenFrom(confirmed.raw)).toBeTruthy();
    const codes = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    // Stored hashed only.
    const rows = await ctx
      .app()
      .db.query<{ code_hash: string }>(
        `SELECT code_hash FROM second_factor_recovery_codes WHERE user_id = $1`,
        [user.id],
      );
    expect(rows.map((r) => r.code_hash)).not.toContain(codes[0]);

    // A recovery code signs in once; the second time it is refused.
    const next = (await passwordStep(user.email)).body.secondFactor!;
    expect(next.step).toBe('VERIFY');
    const recovered = await post(ctx.app(), SECOND_FACTOR_API.verify, {
      pendingToken: next.pendingToken,
      code: codes[0].toLowerCase(),
    });
    expect(recovered.body).toMatchObject({ success: true, recoveryCodesLeft: 9 });
    const reused = await post(ctx.app(), SECOND_FACTOR_API.verify, {
      pendingToken: (await passwordStep(user.email)).body.secondFactor!.pendingToken,
      code: codes[0],
    });
    expect(reused.body).toMatchObject({ resultCode: ResultCode.SECOND_FACTOR_CODE_INVALID });
    // Once enabled, the secret is not handed out again.
    const last = await post(ctx.app(), SECOND_FACTOR_API.verify, {
      pendingToken: (await passwordStep(user.email)).body.secondFactor!.pendingToken,
      code: code(secret, STEP_MS),
    });
    const token = tokenFrom(last.raw);
    const setup = await post(ctx.app(), SECOND_FACTOR_API.setup, {}, token);
    expect(setup.body).not.toMatchObject({ enrolment: { secret } });
  });

  test('a remembered device skips the code for 30 days; forgetting devices ends that', async () => {
    const user = await createUser(ctx.app(), { role: 'ADMIN', partnerId: 'gcash', partnerList: ['gcash'] });
    const enrol = (await passwordStep(user.email)).body.secondFactor!;
    const started = await post<{ enrolment: { secret: string } }>(ctx.app(), SECOND_FACTOR_API.enrolStart, {
      pendingToken: enrol.pendingToken,
    });
    const secret = started.body.enrolment.secret;
    const confirmed = await post(ctx.app(), SECOND_FACTOR_API.enrolConfirm, {
      pendingToken: enrol.pendingToken,
      code: code(secret),
      rememberDevice: true,
    });
    const cookies = [confirmed.raw.headers['set-cookie']].flat().map(String);
    const device = cookies.find((c) => c.startsWith('pp_device='))!;
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/Max-Age=2592000/);
    const cookie = device.split(';')[0];

    const remembered = await passwordStep(user.email, { cookie });
    expect(remembered.body.secondFactor).toBeUndefined();
    expect(tokenFrom(remembered.raw)).toBeTruthy();

    await post(ctx.app(), SECOND_FACTOR_API.forgetDevices, {}, tokenFrom(remembered.raw));
    expect((await passwordStep(user.email, { cookie })).body.secondFactor?.step).toBe('VERIFY');

    const expiring = await post(ctx.app(), SECOND_FACTOR_API.verify, {
      pendingToken: (await passwordStep(user.email)).body.secondFactor!.pendingToken,
      code: code(secret, STEP_MS),
      rememberDevice: true,
    });
    const again = [expiring.raw.headers['set-cookie']].flat().map(String);
    const later = again.find((c) => c.startsWith('pp_device='))!.split(';')[0];
    ctx.clock.advance(31 * 86_400_000);
    expect((await passwordStep(user.email, { cookie: later })).body.secondFactor?.step).toBe('VERIFY');
  });

  test('partner users: optional on the account page, required when staff require it for the partner', async () => {
    const user = await createUser(ctx.app(), { partnerId: 'truemoney' });
    const token = await signIn(ctx.app(), user.email);
    const status = await post(ctx.app(), SECOND_FACTOR_API.status, {}, token);
    expect(status.body).toMatchObject({ status: { enabled: false, required: false } });

    const setup = await post<{ enrolment: { secret: string } }>(
      ctx.app(),
      SECOND_FACTOR_API.setup,
      {},
      token,
    );
    const secret = setup.body.enrolment.secret;
    const enabled = await post<{ recoveryCodes: string[] }>(
      ctx.app(),
      SECOND_FACTOR_API.enable,
      { code: code(secret) },
      token,
    );
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect((await passwordStep(user.email)).body.secondFactor?.step).toBe('VERIFY');

    // Turning it off takes a current code.
    const refused = await post(ctx.app(), SECOND_FACTOR_API.disable, { code: '000000' }, token);
    expect(refused.body).toMatchObject({ resultCode: ResultCode.SECOND_FACTOR_CODE_INVALID });
    const off = await post(ctx.app(), SECOND_FACTOR_API.disable, { code: code(secret, STEP_MS) }, token);
    expect(off.status).toBe(200);
    expect((await passwordStep(user.email)).body.secondFactor).toBeUndefined();

    // Staff require it for TrueMoney: the user enrols at the next sign-in and cannot turn it off.
    const staff = await signIn(ctx.app(), STAFF);
    const set = await post(
      ctx.app(),
      SECOND_FACTOR_STAFF_API.setPartnerRequired,
      { partnerId: 'truemoney', required: true },
      staff,
    );
    expect(set.status).toBe(200);
    const partners = await post<{ partnerList: Array<{ partnerId: string; required: boolean }> }>(
      ctx.app(),
      SECOND_FACTOR_STAFF_API.partners,
      {},
      staff,
    );
    expect(partners.body.partnerList).toContainEqual(
      expect.objectContaining({ partnerId: 'truemoney', required: true }),
    );
    expect((await passwordStep(user.email)).body.secondFactor?.step).toBe('ENROL');
    const again = await signIn(ctx.app(), user.email);
    const requiredOff = await post(ctx.app(), SECOND_FACTOR_API.disable, { code: '123456' }, again);
    expect(requiredOff.body).toMatchObject({ resultCode: ResultCode.SECOND_FACTOR_REQUIRED });
    await post(
      ctx.app(),
      SECOND_FACTOR_STAFF_API.setPartnerRequired,
      { partnerId: 'truemoney', required: false },
      staff,
    );
    // A partner user cannot change the policy.
    const denied = await post(
      ctx.app(),
      SECOND_FACTOR_STAFF_API.setPartnerRequired,
      { partnerId: 'truemoney', required: false },
      again,
    );
    expect(denied.status).toBe(403);
  });

  test('staff reset a lost factor (logged); the user enrols again at the next sign-in', async () => {
    const user = await createUser(ctx.app(), { role: 'STAFF', partnerId: null });
    await signIn(ctx.app(), user.email);
    const staff = await signIn(ctx.app(), STAFF);
    const reset = await post(ctx.app(), SECOND_FACTOR_STAFF_API.resetUser, { userId: user.id }, staff);
    expect(reset.status).toBe(200);
    expect((await passwordStep(user.email)).body.secondFactor?.step).toBe('ENROL');
    const log = await ctx
      .app()
      .db.query<{ target: string }>(
        `SELECT target FROM operation_log WHERE action = 'STAFF_USER_SECOND_FACTOR_RESET'`,
      );
    expect(log.map((row) => row.target)).toContain(user.email);
  });

  test('production refuses codes of the published demo secret', async () => {
    const config = ctx.app().config as { env: string };
    const env = config.env;
    config.env = 'production';
    try {
      const step = (
        await call<Step>(ctx.app(), 'POST', LOGIN, {
          body: { email: ADMIN, password: DEMO_PASSWORD },
        })
      ).body;
      // The demo password is refused first; the code check refuses the demo secret on its own too.
      expect(step.secondFactor).toBeUndefined();
    } finally {
      config.env = env;
    }
    const pendingToken = (await passwordStep(ADMIN)).body.secondFactor!.pendingToken;
    config.env = 'production';
    try {
      ctx.clock.advance(STEP_MS * 2);
      const refused = await post(ctx.app(), SECOND_FACTOR_API.verify, {
        pendingToken,
        code: code(DEMO_TOTP_SECRET),
      });
      expect(refused.body).toMatchObject({ resultCode: ResultCode.SECOND_FACTOR_CODE_INVALID });
    } finally {
      config.env = env;
    }
  });
});
