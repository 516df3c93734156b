import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SECOND_FACTOR_API } from '@contract/second-factor/constants';
import { DEMO_TOTP_SECRET } from '@server/config';
import { DEMO_USERS } from '@server/seed/demo-accounts';
import { DEVICE_COOKIE } from '@server/accounts/second-factor';
import { totpCodeAt } from '@server/security/second-factor';

/**
 * Second factors the tests know: the demo staff and admin accounts' published secret, and each
 * secret a test account enrolled with through signIn (by email).
 */
const secrets = new Map<string, string>(
  DEMO_USERS.filter((u) => u.role !== 'PARTNER').map((u) => [u.email, DEMO_TOTP_SECRET]),
);
/** Per app (one database): the remembered-device token of each account signed in through signIn. */
const devices = new WeakMap<FastifyInstance, Map<string, string>>();

export const knownSecret = (email: string) => secrets.get(email.toLowerCase()) ?? null;

/** The Cookie header that lets a signed-in-before account skip the code, as a browser would. */
export function rememberedDeviceHeaders(app: FastifyInstance, email: string): Record<string, string> {
  const token = devices.get(app)?.get(email.toLowerCase());
  return token ? { cookie: `${DEVICE_COOKIE}=${token}` } : {};
}

function keepDevice(app: FastifyInstance, email: string, raw: LightMyRequestResponse) {
  const header = raw.headers['set-cookie'];
  for (const cookie of Array.isArray(header) ? header : header ? [header] : []) {
    const match = new RegExp(`^${DEVICE_COOKIE}=([^;]+)`).exec(String(cookie));
    if (!match?.[1]) continue;
    const map = devices.get(app) ?? new Map<string, string>();
    map.set(email.toLowerCase(), match[1]);
    devices.set(app, map);
  }
}

const postJson = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload });

/**
 * Completes a sign-in that answered with a second-factor step, the way a user with an
 * authenticator app would (enrolling a new account first), and remembers the device so the
 * account's next sign-in in this app needs no code. The answer of the call that made the session.
 */
export async function completeSecondFactor(
  app: FastifyInstance,
  email: string,
  step: { step: 'VERIFY' | 'ENROL'; pendingToken: string },
): Promise<LightMyRequestResponse> {
  const key = email.toLowerCase();
  const { pendingToken } = step;
  if (step.step === 'ENROL') {
    const started = await postJson(app, SECOND_FACTOR_API.enrolStart, { pendingToken });
    const secret = (started.json() as { enrolment: { secret: string } }).enrolment.secret;
    secrets.set(key, secret);
    const code = totpCodeAt(secret, app.clock.now());
    const raw = await postJson(app, SECOND_FACTOR_API.enrolConfirm, {
      pendingToken,
      code,
      rememberDevice: true,
    });
    keepDevice(app, email, raw);
    return raw;
  }
  const secret = knownSecret(email);
  if (!secret) throw new Error(`no known second factor for ${email}`);
  // The code of this time step may have been used already (the clock of a test stands still):
  // the next step's code is accepted too (one step of drift).
  let raw: LightMyRequestResponse | null = null;
  for (const offset of [0, 30_000]) {
    const code = totpCodeAt(secret, new Date(app.clock.now().getTime() + offset));
    raw = await postJson(app, SECOND_FACTOR_API.verify, { pendingToken, code, rememberDevice: true });
    if (raw.statusCode === 200) break;
  }
  keepDevice(app, email, raw!);
  return raw!;
}
