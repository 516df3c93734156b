import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESET_LINK_PATH } from '@contract/auth/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { STAFF_USER_API } from '@contract/staff-user/constants';
import type { UserRole } from '@contract/staff-user/constants';
import { OperationAction } from '@contract/operation-log/schemas';
import {
  StaffUserCreateRequestSchema,
  StaffUserEmptyResponseSchema,
  StaffUserIdRequestSchema,
  StaffUserPageQueryRequestSchema,
  StaffUserPageQueryResponseSchema,
  StaffUserResponseSchema,
  StaffUserSetDisabledRequestSchema,
  StaffUserUpdateRequestSchema,
} from '@contract/staff-user/schemas';
import type { StaffUser } from '@contract/staff-user/schemas';
import { isValidEmail } from '@contract/shared/validation';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { hashPassword } from '@server/security/passwords';
import { newId, randomToken, sha256 } from '@server/security/tokens';
import { RESET_MAIL } from '@server/accounts/auth-messages';
import { pageOf } from '@server/http/paging';
import { INVITATION_MAIL, INVITATION_TTL_HOURS, STAFF_USER_MESSAGES as M } from './messages';
import type { StaffUserRepository } from './repository';
import { staffUserRepository } from './repository';
import { passwordLinksRepository } from '@server/repositories/password-links/repository';
import { loginThrottleRepository } from '@server/repositories/login-throttle/repository';

/** Same lifetime as a self-service reset link (modules/auth/routes.ts). */
const RESET_TTL_MINUTES = 30;

const badInput = (message: string) => new AppError(ResultCode.ILLEGAL_PARAMETERS, 400, message);
const refused = (message: string) => new AppError(ResultCode.STATUS_NOT_ALLOWED, 409, message);
const notFound = () => new AppError(ResultCode.ILLEGAL_PARAMETERS, 404, M.userNotFound);

interface Assignment {
  partnerId: string | null;
  partnerList: string[];
}

/** Which partner fields a role takes (contract/staff-user/), checked against the partners table. */
async function assignmentFor(
  repo: StaffUserRepository,
  role: UserRole,
  partnerId: string | null | undefined,
  partnerList: string[] | undefined,
): Promise<Assignment> {
  const list = [...new Set(partnerList ?? [])];
  let assignment: Assignment;
  if (role === 'STAFF') {
    if (partnerId || list.length > 0) throw badInput(M.staffHasNoPartner);
    return { partnerId: null, partnerList: [] };
  } else if (role === 'PARTNER') {
    if (!partnerId) throw badInput(M.partnerRequired);
    assignment = { partnerId, partnerList: [] };
  } else {
    if (list.length === 0) throw badInput(M.partnerListRequired);
    if (partnerId && !list.includes(partnerId)) throw badInput(M.partnerNotInList);
    assignment = { partnerId: partnerId ?? list[0], partnerList: list };
  }
  const wanted = [...new Set([assignment.partnerId!, ...assignment.partnerList])];
  if ((await repo.countPartners(wanted)) !== wanted.length) throw badInput(M.unknownPartner);
  return assignment;
}

const samePartners = (user: StaffUser, next: Assignment) =>
  user.partnerId === next.partnerId &&
  [...user.partnerList.map((p) => p.id)].sort().join() === [...next.partnerList].sort().join();

/**
 * User management for staff (`/iboss/user`). Staff-only on every call. Guards: no one changes
 * their own role or disables themselves, and the last enabled staff account stays enabled staff.
 */
export default async function staffUserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = staffUserRepository(app.db);
  // Invitations use the reset mechanism of modules/auth, so its links live in auth's repository.
  const passwordLinks = passwordLinksRepository(app.db);
  const ip = (request: FastifyRequest) => request.ip ?? null;

  const load = async (userId: string): Promise<StaffUser> => {
    const user = await repo.get(userId, app.clock.now());
    if (!user) throw notFound();
    return user;
  };

  /**
   * Logged under the user's partner, so that partner's users see staff changes in their log, with
   * the user's email as what was changed.
   */
  const log = (
    request: FastifyRequest,
    action: string,
    user: StaffUser,
    detail: Record<string, unknown> = {},
  ) =>
    app.audit.record({
      action,
      userId: request.session!.userId,
      partnerId: user.partnerId,
      ip: ip(request),
      outcome: 'SUCCESS',
      target: user.email,
      detail: { targetEmail: user.email, ...detail },
    });

  /** A single-use link to choose a password (the reset mechanism of modules/auth). */
  const sendPasswordLink = async (user: StaffUser, kind: 'invitation' | 'reset') => {
    const token = randomToken();
    const now = app.clock.now();
    const ttlMs = kind === 'invitation' ? INVITATION_TTL_HOURS * 3_600_000 : RESET_TTL_MINUTES * 60_000;
    await passwordLinks.insertPasswordLink({
      id: newId(),
      tokenHash: sha256(token),
      userId: user.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    const link = `${app.config.publicUrl}${RESET_LINK_PATH}?token=${encodeURIComponent(token)}`;
    await app.mailer.send(
      kind === 'invitation'
        ? {
            to: user.email,
            subject: INVITATION_MAIL.subject,
            text: INVITATION_MAIL.text(user.fullName, link, INVITATION_TTL_HOURS),
            html: INVITATION_MAIL.html(user.fullName, link, INVITATION_TTL_HOURS),
          }
        : {
            to: user.email,
            subject: RESET_MAIL.subject,
            text: RESET_MAIL.text(link, RESET_TTL_MINUTES),
            html: RESET_MAIL.html(link, RESET_TTL_MINUTES),
          },
    );
  };

  r.post(
    STAFF_USER_API.pageQuery,
    {
      onRequest: app.requireStaff,
      schema: {
        body: StaffUserPageQueryRequestSchema,
        response: responses(StaffUserPageQueryResponseSchema),
      },
    },
    async (request) => {
      const page = pageOf(request.body);
      const { keyword, partnerId, role, status } = request.body;
      const { total, list } = await repo.page(
        { keyword, partnerId, role, status },
        app.clock.now(),
        page.limit,
        page.offset,
      );
      const partnerList = await repo.partners();
      return ok({ total, pageNum: page.pageNum, pageSize: page.pageSize, userList: list, partnerList });
    },
  );

  r.post(
    STAFF_USER_API.create,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffUserCreateRequestSchema, response: responses(StaffUserResponseSchema) },
    },
    async (request) => {
      const body = request.body;
      const email = body.email.trim();
      if (!isValidEmail(email)) throw badInput(M.invalidEmail);
      const assignment = await assignmentFor(repo, body.role, body.partnerId, body.partnerList);
      if (await app.usersRepository.findByEmail(email)) throw badInput(M.emailExists);
      const id = newId();
      // Nobody knows this password: the user chooses one through the invitation link.
      const passwordHash = await hashPassword(randomToken(), app.config.scryptN);
      try {
        await app.db.tx(async (q) => {
          const txRepo = staffUserRepository(q);
          await txRepo.insert({
            id,
            email,
            givenName: body.givenName.trim(),
            familyName: body.familyName.trim(),
            role: body.role,
            partnerId: assignment.partnerId,
            passwordHash,
            createdAt: app.clock.now(),
          });
          await txRepo.setPartners(id, assignment.partnerList);
        });
      } catch (error) {
        // Two staff creating the same email at once: the unique index decides.
        if (await app.usersRepository.findByEmail(email)) throw badInput(M.emailExists);
        throw error;
      }
      const user = await load(id);
      await sendPasswordLink(user, 'invitation');
      await log(request, OperationAction.STAFF_USER_CREATE, user, { role: user.role });
      return ok({ data: user });
    },
  );

  r.post(
    STAFF_USER_API.update,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffUserUpdateRequestSchema, response: responses(StaffUserResponseSchema) },
    },
    async (request) => {
      const body = request.body;
      const staff = request.session!;
      const now = app.clock.now();
      const assignment = await assignmentFor(repo, body.role, body.partnerId, body.partnerList);
      const { before, endSessions } = await app.db.tx(async (q) => {
        const txRepo = staffUserRepository(q);
        const enabledStaff = await txRepo.lockEnabledStaff();
        const user = await txRepo.get(body.userId, now);
        if (!user) throw notFound();
        if (user.role !== body.role) {
          if (user.userId === staff.userId) throw refused(M.notYourself);
          if (user.role === 'STAFF' && enabledStaff.length <= 1 && enabledStaff.includes(user.userId)) {
            throw refused(M.lastStaff);
          }
        }
        const end = user.role !== body.role || !samePartners(user, assignment);
        await txRepo.update(user.userId, {
          givenName: body.givenName.trim(),
          familyName: body.familyName.trim(),
          role: body.role,
          partnerId: assignment.partnerId,
        });
        await txRepo.setPartners(user.userId, assignment.partnerList);
        if (end) await txRepo.endSessions(user.userId, now);
        return { before: user, endSessions: end };
      });
      if (endSessions) await app.sessionsRepository.forgetCached();
      const after = await load(body.userId);
      const detail = {
        role: before.role === after.role ? after.role : `${before.role} -> ${after.role}`,
        partners:
          after.role === 'ADMIN' ? after.partnerList.map((p) => p.id).join(',') : (after.partnerId ?? ''),
        sessionsEnded: endSessions,
      };
      await log(request, OperationAction.STAFF_USER_UPDATE, after, detail);
      // Moved to another partner: the old partner's log shows the user left.
      if (before.partnerId && before.partnerId !== after.partnerId) {
        await log(request, OperationAction.STAFF_USER_UPDATE, before, detail);
      }
      return ok({ data: after });
    },
  );

  r.post(
    STAFF_USER_API.setDisabled,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffUserSetDisabledRequestSchema, response: responses(StaffUserResponseSchema) },
    },
    async (request) => {
      const { userId, disabled } = request.body;
      const staff = request.session!;
      const now = app.clock.now();
      await app.db.tx(async (q) => {
        const txRepo = staffUserRepository(q);
        const enabledStaff = await txRepo.lockEnabledStaff();
        const user = await txRepo.get(userId, now);
        if (!user) throw notFound();
        if (disabled) {
          if (user.userId === staff.userId) throw refused(M.notYourself);
          if (user.role === 'STAFF' && enabledStaff.length <= 1 && enabledStaff.includes(user.userId)) {
            throw refused(M.lastStaff);
          }
        }
        await txRepo.setDisabled(userId, disabled);
        if (disabled) await txRepo.endSessions(userId, now);
      });
      // The session check reads a short cache: empty it so the disabled user is out on the next call.
      await app.sessionsRepository.forgetCached();
      const user = await load(userId);
      await log(
        request,
        disabled ? OperationAction.STAFF_USER_DISABLE : OperationAction.STAFF_USER_ENABLE,
        user,
      );
      return ok({ data: user });
    },
  );

  r.post(
    STAFF_USER_API.unlock,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffUserIdRequestSchema, response: responses(StaffUserResponseSchema) },
    },
    async (request) => {
      const user = await load(request.body.userId);
      // Unlock: the sign-in wait for this email ends on every address.
      await loginThrottleRepository(app.db).clearAllSignIn(user.email.trim().toLowerCase());
      await log(request, OperationAction.STAFF_USER_UNLOCK, user);
      return ok({ data: await load(user.userId) });
    },
  );

  r.post(
    STAFF_USER_API.sendReset,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffUserIdRequestSchema, response: responses(StaffUserEmptyResponseSchema) },
    },
    async (request) => {
      const user = await load(request.body.userId);
      if (user.status === 'DISABLED') throw refused(M.disabledNoReset);
      await sendPasswordLink(user, 'reset');
      await log(request, OperationAction.STAFF_USER_RESET_LINK, user);
      return ok();
    },
  );
}
