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
import type { StaffUser, StaffUserCreateRequest, StaffUserUpdateRequest } from '@contract/staff-user/schemas';
import { isValidEmail } from '@contract/shared/validation';
import { nameProblem } from '@contract/shared/person-name';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { hashPassword } from '@server/security/passwords';
import { newId, randomToken, sha256 } from '@server/security/tokens';
import { resetMail } from '@server/accounts/auth-messages';
import { recipientLocale } from '@server/i18n/request-locale';
import { pageOf } from '@server/http/paging';
import { INVITATION_TTL_HOURS, STAFF_USER_MESSAGES as M, invitationMail } from './messages';
import type { StaffUserRepository } from './repository';
import { staffUserRepository } from './repository';
import { passwordLinksRepository } from '@server/repositories/password-links/repository';
import { loginThrottleRepository } from '@server/repositories/login-throttle/repository';
import type { Msg } from '@server/i18n/messages';
import { nameProblemMessage } from '@server/accounts/name-messages';

/** Same lifetime as a self-service reset link (modules/auth/routes.ts). */
const RESET_TTL_MINUTES = 30;

const badInput = (message: Msg) => new AppError(ResultCode.ILLEGAL_PARAMETERS, 400, message);

/** The profile form's name rule (contract/shared/person-name.ts) for the names staff enter. */
function checkNames(body: { givenName: string; familyName: string }): void {
  for (const [field, value] of [
    ['givenName', body.givenName],
    ['familyName', body.familyName],
  ] as const) {
    const problem = nameProblem(value);
    if (problem) throw badInput(nameProblemMessage(problem, field));
  }
}
const refused = (message: Msg) => new AppError(ResultCode.STATUS_NOT_ALLOWED, 409, message);
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

const ipOf = (request: FastifyRequest) => request.ip ?? null;

async function load(app: FastifyInstance, repo: StaffUserRepository, userId: string): Promise<StaffUser> {
  const user = await repo.get(userId, app.clock.now());
  if (!user) throw notFound();
  return user;
}

/**
 * Logged under the user's partner, so that partner's users see staff changes in their log, with
 * the user's email as what was changed.
 */
function logUserChange(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  user: StaffUser,
  detail: Record<string, unknown> = {},
) {
  return app.audit.record({
    action,
    userId: request.session!.userId,
    partnerId: user.partnerId,
    ip: ipOf(request),
    outcome: 'SUCCESS',
    target: user.email,
    detail: { targetEmail: user.email, ...detail },
  });
}

/**
 * A single-use link to choose a password (the reset mechanism of modules/auth). Invitations use
 * that mechanism, so their links live in auth's repository.
 */
async function sendPasswordLink(app: FastifyInstance, user: StaffUser, kind: 'invitation' | 'reset') {
  const token = randomToken();
  const now = app.clock.now();
  const ttlMs = kind === 'invitation' ? INVITATION_TTL_HOURS * 3_600_000 : RESET_TTL_MINUTES * 60_000;
  await passwordLinksRepository(app.db).insertPasswordLink({
    id: newId(),
    tokenHash: sha256(token),
    userId: user.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    purpose: kind === 'invitation' ? 'invitation' : 'reset',
  });
  const link = `${app.config.publicUrl}${RESET_LINK_PATH}?token=${encodeURIComponent(token)}`;
  // The recipient's kept language; a new invitee has none yet (English).
  const locale = recipientLocale((await app.usersRepository.findById(user.userId))?.locale);
  await app.mailer.send({
    to: user.email,
    ...(kind === 'invitation'
      ? invitationMail(locale, user.fullName, link, INVITATION_TTL_HOURS)
      : resetMail(locale, link, RESET_TTL_MINUTES)),
  });
}

/** The new user of the body, with an unknown password and its partners; returns the user's id. */
async function createUser(
  app: FastifyInstance,
  repo: StaffUserRepository,
  body: StaffUserCreateRequest,
): Promise<string> {
  const email = body.email.trim();
  if (!isValidEmail(email)) throw badInput(M.invalidEmail);
  checkNames(body);
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
  return id;
}

/**
 * Writes the body over its user, in a transaction that holds the enabled staff accounts, and ends
 * the user's sessions when the role or partners change. Returns the user as it was before and
 * whether its sessions ended.
 */
async function updateUser(
  app: FastifyInstance,
  repo: StaffUserRepository,
  body: StaffUserUpdateRequest,
  staffUserId: string,
) {
  const now = app.clock.now();
  checkNames(body);
  const assignment = await assignmentFor(repo, body.role, body.partnerId, body.partnerList);
  return app.db.tx(async (q) => {
    const txRepo = staffUserRepository(q);
    const enabledStaff = await txRepo.lockEnabledStaff();
    const user = await txRepo.get(body.userId, now);
    if (!user) throw notFound();
    if (user.role !== body.role) {
      if (user.userId === staffUserId) throw refused(M.notYourself);
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
}

/**
 * Disables (ending the user's sessions) or enables a user, in a transaction that holds the enabled
 * staff accounts.
 */
async function setDisabled(app: FastifyInstance, userId: string, disabled: boolean, staffUserId: string) {
  const now = app.clock.now();
  await app.db.tx(async (q) => {
    const txRepo = staffUserRepository(q);
    const enabledStaff = await txRepo.lockEnabledStaff();
    const user = await txRepo.get(userId, now);
    if (!user) throw notFound();
    if (disabled) {
      if (user.userId === staffUserId) throw refused(M.notYourself);
      if (user.role === 'STAFF' && enabledStaff.length <= 1 && enabledStaff.includes(user.userId)) {
        throw refused(M.lastStaff);
      }
    }
    await txRepo.setDisabled(userId, disabled);
    if (disabled) await txRepo.endSessions(userId, now);
  });
}

/** One page of users, with every partner for the filter. */
function pageQueryRoute(app: FastifyInstance, repo: StaffUserRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
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
}

/** A new user, who gets an invitation to choose a password. */
function createRoute(app: FastifyInstance, repo: StaffUserRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    STAFF_USER_API.create,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffUserCreateRequestSchema, response: responses(StaffUserResponseSchema) },
    },
    async (request) => {
      const id = await createUser(app, repo, request.body);
      const user = await load(app, repo, id);
      await sendPasswordLink(app, user, 'invitation');
      await logUserChange(app, request, OperationAction.STAFF_USER_CREATE, user, { role: user.role });
      return ok({ data: user });
    },
  );
}

/** Name, role and partners of a user; logged under the old partner too when the user moves. */
function updateRoute(app: FastifyInstance, repo: StaffUserRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    STAFF_USER_API.update,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffUserUpdateRequestSchema, response: responses(StaffUserResponseSchema) },
    },
    async (request) => {
      const body = request.body;
      const { before, endSessions } = await updateUser(app, repo, body, request.session!.userId);
      if (endSessions) await app.sessionsRepository.forgetCached();
      const after = await load(app, repo, body.userId);
      const detail = {
        role: before.role === after.role ? after.role : `${before.role} -> ${after.role}`,
        partners:
          after.role === 'ADMIN' ? after.partnerList.map((p) => p.id).join(',') : (after.partnerId ?? ''),
        sessionsEnded: endSessions,
      };
      await logUserChange(app, request, OperationAction.STAFF_USER_UPDATE, after, detail);
      // Moved to another partner: the old partner's log shows the user left.
      if (before.partnerId && before.partnerId !== after.partnerId) {
        await logUserChange(app, request, OperationAction.STAFF_USER_UPDATE, before, detail);
      }
      return ok({ data: after });
    },
  );
}

/** Disable or enable a user. */
function setDisabledRoute(app: FastifyInstance, repo: StaffUserRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    STAFF_USER_API.setDisabled,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffUserSetDisabledRequestSchema, response: responses(StaffUserResponseSchema) },
    },
    async (request) => {
      const { userId, disabled } = request.body;
      await setDisabled(app, userId, disabled, request.session!.userId);
      // The session check reads a short cache: empty it so the disabled user is out on the next call.
      await app.sessionsRepository.forgetCached();
      const user = await load(app, repo, userId);
      await logUserChange(
        app,
        request,
        disabled ? OperationAction.STAFF_USER_DISABLE : OperationAction.STAFF_USER_ENABLE,
        user,
      );
      return ok({ data: user });
    },
  );
}

/** Unlock a user's sign-in, and send a user a password reset link. */
function unlockAndResetRoutes(app: FastifyInstance, repo: StaffUserRepository) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    STAFF_USER_API.unlock,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffUserIdRequestSchema, response: responses(StaffUserResponseSchema) },
    },
    async (request) => {
      const user = await load(app, repo, request.body.userId);
      // Unlock: the sign-in wait for this email ends on every address.
      await loginThrottleRepository(app.db).clearAllSignIn(user.email.trim().toLowerCase());
      await logUserChange(app, request, OperationAction.STAFF_USER_UNLOCK, user);
      return ok({ data: await load(app, repo, user.userId) });
    },
  );

  r.post(
    STAFF_USER_API.sendReset,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffUserIdRequestSchema, response: responses(StaffUserEmptyResponseSchema) },
    },
    async (request) => {
      const user = await load(app, repo, request.body.userId);
      if (user.status === 'DISABLED') throw refused(M.disabledNoReset);
      await sendPasswordLink(app, user, 'reset');
      await logUserChange(app, request, OperationAction.STAFF_USER_RESET_LINK, user);
      return ok();
    },
  );
}

/**
 * User management for staff (`/iboss/user`). Staff-only on every call. Guards: no one changes
 * their own role or disables themselves, and the last enabled staff account stays enabled staff.
 */
export default async function staffUserRoutes(app: FastifyInstance) {
  const repo = staffUserRepository(app.db);
  pageQueryRoute(app, repo);
  createRoute(app, repo);
  updateRoute(app, repo);
  setDisabledRoute(app, repo);
  unlockAndResetRoutes(app, repo);
}
