import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthErrorSchema } from '@contract/auth/schemas';
import { SECOND_FACTOR_API } from '@contract/second-factor/constants';
import {
  CodeRequestSchema,
  DisableResponseSchema,
  EnrolmentResponseSchema,
  ForgetDevicesResponseSchema,
  RecoveryCodesResponseSchema,
  StatusResponseSchema,
} from '@contract/second-factor/schemas';
import { EmptyBodySchema } from '@contract/shared/empty-body';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { loginThrottleRepository } from '@server/repositories/login-throttle/repository';
import type { LoginThrottleRepository } from '@server/repositories/login-throttle/repository';
import { enrolmentOf, newRecoveryCodes, recoveryCodeHash } from '@server/security/second-factor';
import type { SecondFactorRepository } from './repository';
import { secondFactorRepository } from './repository';
import {
  checkCode,
  codeInvalid,
  ipOf,
  normalEmail,
  SECOND_FACTOR_MESSAGES,
} from '@server/accounts/second-factor';
import { confirmEnrolment, enrolmentSecret, reserveCodeAttempt } from './sign-in-routes';

const authResponses = <S>(success: S) => ({ 200: success, '4xx': AuthErrorSchema, '5xx': AuthErrorSchema });

interface Context {
  repo: SecondFactorRepository;
  tries: LoginThrottleRepository;
}

const record = (app: FastifyInstance, request: FastifyRequest, action: string) =>
  app.audit.record({
    action,
    userId: request.session!.userId,
    partnerId: request.session!.partnerId,
    ip: ipOf(request),
    outcome: 'SUCCESS',
  });

/** A code of the signed-in user's enabled factor (app or recovery code), throttled like a sign-in. */
async function requireCode(
  app: FastifyInstance,
  { repo, tries }: Context,
  request: FastifyRequest,
  code: string,
) {
  const session = request.session!;
  await reserveCodeAttempt(app, tries, session, request);
  if (!(await checkCode(app, repo, session.userId, code))) throw codeInvalid();
  await tries.clearSignIn(normalEmail(session.email), ipOf(request) ?? '');
}

function statusAndSetupRoutes(app: FastifyInstance, { repo }: Context) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    SECOND_FACTOR_API.status,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: authResponses(StatusResponseSchema) },
    },
    async (request) => {
      const { userId } = request.session!;
      const now = app.clock.now();
      const factor = await repo.factor(userId);
      return ok({
        status: {
          enabled: Boolean(factor?.enabledAt),
          required: await repo.isRequired(userId),
          recoveryCodesLeft: await repo.recoveryCodesLeft(userId),
          rememberedDevices: await repo.rememberedDevices(userId, now),
        },
      });
    },
  );

  r.post(
    SECOND_FACTOR_API.setup,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: authResponses(EnrolmentResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      const secret = await enrolmentSecret(app, repo, session.userId);
      return ok({ enrolment: await enrolmentOf(secret, session.email) });
    },
  );
}

function enableDisableRoutes(app: FastifyInstance, context: Context) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    SECOND_FACTOR_API.enable,
    {
      onRequest: app.requireSession,
      schema: { body: CodeRequestSchema, response: authResponses(RecoveryCodesResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      await reserveCodeAttempt(app, context.tries, session, request);
      const recoveryCodes = await confirmEnrolment(app, session.userId, request.body.code, null);
      await context.tries.clearSignIn(normalEmail(session.email), ipOf(request) ?? '');
      await record(app, request, 'SECOND_FACTOR_ENABLE');
      return ok({ recoveryCodes });
    },
  );

  r.post(
    SECOND_FACTOR_API.disable,
    {
      onRequest: app.requireSession,
      schema: { body: CodeRequestSchema, response: authResponses(DisableResponseSchema) },
    },
    async (request) => {
      const { userId } = request.session!;
      if (await context.repo.isRequired(userId))
        throw new AppError(ResultCode.SECOND_FACTOR_REQUIRED, 400, SECOND_FACTOR_MESSAGES.required);
      await requireCode(app, context, request, request.body.code);
      await app.db.tx((q) => secondFactorRepository(q).remove(userId));
      await record(app, request, 'SECOND_FACTOR_DISABLE');
      return ok();
    },
  );
}

function recoveryAndDeviceRoutes(app: FastifyInstance, context: Context) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    SECOND_FACTOR_API.recoveryCodes,
    {
      onRequest: app.requireSession,
      schema: { body: CodeRequestSchema, response: authResponses(RecoveryCodesResponseSchema) },
    },
    async (request) => {
      const { userId } = request.session!;
      await requireCode(app, context, request, request.body.code);
      const recoveryCodes = newRecoveryCodes();
      await app.db.tx((q) =>
        secondFactorRepository(q).replaceRecoveryCodes(
          userId,
          recoveryCodes.map(recoveryCodeHash),
          app.clock.now(),
        ),
      );
      await record(app, request, 'SECOND_FACTOR_RECOVERY_CODES');
      return ok({ recoveryCodes });
    },
  );

  r.post(
    SECOND_FACTOR_API.forgetDevices,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: authResponses(ForgetDevicesResponseSchema) },
    },
    async (request) => {
      await context.repo.forgetDevices(request.session!.userId);
      await record(app, request, 'SECOND_FACTOR_DEVICES_FORGET');
      return ok();
    },
  );
}

/** The signed-in user's own second factor (account page, both trees). */
export default async function secondFactorAccountRoutes(app: FastifyInstance) {
  const context: Context = { repo: secondFactorRepository(app.db), tries: loginThrottleRepository(app.db) };
  statusAndSetupRoutes(app, context);
  enableDisableRoutes(app, context);
  recoveryAndDeviceRoutes(app, context);
}
