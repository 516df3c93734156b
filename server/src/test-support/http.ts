import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '@server/config';
import { hashPassword } from '@server/security/passwords';
import { newId } from '@server/security/tokens';
import type { Role } from '@server/repositories/users/repository';
import { completeSecondFactor, rememberedDeviceHeaders } from './second-factor';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  raw: LightMyRequestResponse;
}

/** A JSON call through inject; the token goes in the ctoken header like the real client sends it. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const raw = await app.inject({
    method,
    url,
    headers: { ...(options.token ? { ctoken: options.token } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  let body: unknown = null;
  try {
    body = raw.json();
  } catch {
    body = raw.body;
  }
  return { status: raw.statusCode, body: body as T, raw };
}

export function post<T = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  token?: string | null,
) {
  return call<T>(app, 'POST', url, { body: body ?? {}, token });
}

/** The ctoken value from a Set-Cookie header, or null. */
export function tokenFrom(raw: LightMyRequestResponse): string | null {
  const header = raw.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  for (const cookie of cookies) {
    const match = /^ctoken=([^;]*)/.exec(String(cookie));
    if (match && match[1]) return match[1];
  }
  return null;
}

/**
 * A session for the account. Staff and admins (and users of a partner that requires it) pass the
 * second factor the way the app does (test-support/second-factor.ts): enrolled on their first
 * sign-in, their device remembered for the next ones.
 */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  let result = await call(app, 'POST', '/api/spportal/auth/login.json', {
    body: { email, password },
    headers: rememberedDeviceHeaders(app, email),
  });
  const step = (result.body as { secondFactor?: { step: 'VERIFY' | 'ENROL'; pendingToken: string } })
    .secondFactor;
  if (result.status === 200 && step) {
    const raw = await completeSecondFactor(app, email, step);
    result = { status: raw.statusCode, body: raw.json(), raw };
  }
  const token = tokenFrom(result.raw);
  if (result.status !== 200 || !token)
    throw new Error(`sign-in failed for ${email}: ${result.status} ${JSON.stringify(result.body)}`);
  return token;
}

/** A throwaway account so tests that lock or change it don't disturb the others. */
export async function createUser(
  app: FastifyInstance,
  fields: {
    email?: string;
    role?: Role;
    partnerId?: string | null;
    password?: string;
    partnerList?: string[];
  } = {},
): Promise<{ id: string; email: string; password: string }> {
  const id = newId();
  const email = fields.email ?? `user-${id.slice(0, 8)}@example.com`;
  const password = fields.password ?? DEMO_PASSWORD;
  await app.usersRepository.insert(
    {
      id,
      email,
      givenName: 'Test',
      familyName: 'User',
      role: fields.role ?? 'PARTNER',
      partnerId: fields.partnerId === undefined ? 'gcash' : fields.partnerId,
      passwordHash: await hashPassword(password, app.config.scryptN),
    },
    fields.partnerList ?? [],
  );
  return { id, email, password };
}
