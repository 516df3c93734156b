import type { FastifyInstance } from 'fastify';
import { SET_PARTNER_PATH } from '../../../../contract/partner';
import { post, signIn, tokenFrom } from '../../test-support/http';

/** Test helpers shared by the overview module tests. */

export const GCASH = 'ops@gcash.demo';
export const TRUEMONEY = 'ops@truemoney.demo';
export const DANA = 'ops@dana.demo';
export const ADMIN = 'admin@partner-portal.demo';
export const STAFF = 'staff@partner-portal.demo';

/** Signs in an admin and switches the session to `partnerId`; returns the new token. */
export async function adminOn(app: FastifyInstance, partnerId: string): Promise<string> {
  const token = await signIn(app, ADMIN);
  const result = await post(app, SET_PARTNER_PATH, { partnerId }, token);
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
