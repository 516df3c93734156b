import crypto from 'node:crypto';
import { RESET_LINK_PATH } from '@contract/auth/constants';
import { isValidEmail } from '@contract/shared/validation';
import type { Config } from '@server/config';
import type { Queryable } from '@server/db/database';
import { passwordLinksRepository } from '@server/repositories/password-links/repository';
import { usersRepository } from '@server/repositories/users/repository';
import { hashPassword } from '@server/security/passwords';
import { newId, randomToken, sha256 } from '@server/security/tokens';

/** The set-password link of a new staff account stays valid this long (a reset link: 30 minutes). */
export const SET_PASSWORD_TTL_HOURS = 24;

export class StaffAccountError extends Error {}

/**
 * Creates a staff account without a usable password and returns a one-time set-password link
 * (a password reset token: hashed at rest, single use). For an existing staff account it only
 * issues a new link; any other existing account is refused.
 */
export async function createStaffAccount(
  db: Queryable,
  config: Pick<Config, 'publicUrl' | 'scryptN'>,
  rawEmail: string,
  now: Date,
): Promise<{ email: string; link: string; created: boolean; expiresAt: Date }> {
  const email = rawEmail.trim().toLowerCase();
  if (!isValidEmail(email)) throw new StaffAccountError(`not a valid email address: ${rawEmail}`);
  const users = usersRepository(db);
  let user = await users.findByEmail(email);
  if (user && user.role !== 'STAFF')
    throw new StaffAccountError(`${email} already exists with role ${user.role}; not changed`);
  const created = !user;
  if (!user) {
    await users.insert({
      id: newId(),
      email,
      givenName: email.split('@')[0],
      familyName: '',
      role: 'STAFF',
      partnerId: null,
      // Nobody knows this password: the account opens only through the link.
      passwordHash: await hashPassword(crypto.randomBytes(32).toString('base64'), config.scryptN),
    });
    user = (await users.findByEmail(email))!;
  }
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_TTL_HOURS * 3_600_000);
  await passwordLinksRepository(db).insertPasswordLink({
    id: newId(),
    tokenHash: sha256(token),
    userId: user.id,
    createdAt: now,
    expiresAt,
    // A new account's first password; an existing one's new link is a reset.
    purpose: created ? 'invitation' : 'reset',
  });
  const link = `${config.publicUrl}${RESET_LINK_PATH}?token=${encodeURIComponent(token)}`;
  return { email, link, created, expiresAt };
}
