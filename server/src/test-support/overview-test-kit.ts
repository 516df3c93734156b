import type { FastifyInstance } from 'fastify';
import { PARTNER_API } from '@contract/partner/constants';
import { post, signIn, tokenFrom } from './http';

/** Test helpers shared by the overview module tests. */

export const GCASH = 'ops@gcash.demo';
export const TRUEMONEY = 'ops@truemoney.demo';
export const DANA = 'ops@dana.demo';
export const ADMIN = 'admin@partner-portal.demo';
export const STAFF = 'staff@partner-portal.demo';

const sessions = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

/** One sign-in per demo account and app (scrypt is slow on purpose); the session stays valid for the file. */
export function session(app: FastifyInstance, email: string): Promise<string> {
  let byEmail = sessions.get(app);
  if (!byEmail) sessions.set(app, (byEmail = new Map()));
  let token = byEmail.get(email);
  if (!token) byEmail.set(email, (token = signIn(app, email)));
  return token;
}

/** Signs in an admin and switches the session to `partnerId`; returns the new token. */
export async function adminOn(app: FastifyInstance, partnerId: string): Promise<string> {
  const token = await signIn(app, ADMIN);
  const result = await post(app, PARTNER_API.setPartner, { partnerId }, token);
  const next = tokenFrom(result.raw);
  if (result.status !== 200 || !next) throw new Error(`setPartner failed: ${JSON.stringify(result.body)}`);
  return next;
}

export interface Envelope {
  success: boolean;
  resultCode: string;
  resultMessage: string;
  [field: string]: unknown;
}

/** POST returning the body typed as the call's payload plus the envelope. */
export async function api<T>(app: FastifyInstance, path: string, body: unknown, token: string | null) {
  const result = await post<Envelope & T>(app, path, body, token);
  return { status: result.status, body: result.body };
}
