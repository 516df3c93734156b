import { hashPassword } from '@server/security/passwords';
import { usersRepository } from '@server/repositories/users/repository';
import type { Queryable } from '@server/db/database';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@server/config';
import { DEMO_USERS } from './demo-accounts';
import type { SeedContext } from './seed-context';

/** One partner user per partner, an admin with several partners, a staff user. */
export async function seedUsers(db: Queryable, ctx: SeedContext): Promise<void> {
  const repo = usersRepository(db);
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD, ctx.config.scryptN)));
  for (const [index, user] of DEMO_USERS.entries()) {
    await repo.insert(
      {
        id: user.id,
        email: user.email,
        givenName: user.givenName,
        familyName: user.familyName,
        role: user.role,
        partnerId: user.partnerId,
        passwordHash: hashes[index],
      },
      user.partnerList ?? [],
    );
    // Staff and admins must have a second factor: the demo ones are enrolled with the published
    // demo secret (refused, like the demo password, in production).
    if (user.role !== 'PARTNER')
      await db.query(
        `INSERT INTO user_second_factor (user_id, secret, created_at, enabled_at) VALUES ($1, $2, $3, $3)`,
        [user.id, DEMO_TOTP_SECRET, ctx.clock.now()],
      );
  }
}
