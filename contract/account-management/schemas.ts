import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CurrentUserSchema } from '@contract/account/schemas';
import { Envelope, EnvelopeBase } from '@contract/shared/envelope';

/** POST account/updateProfile.json: the caller's own given and family name. */
export const UpdateProfileRequestSchema = Type.Object(
  {
    givenName: Type.String({ maxLength: 200 }),
    familyName: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type UpdateProfileRequest = Static<typeof UpdateProfileRequestSchema>;
export const UpdateProfileResponseSchema = Envelope({ data: CurrentUserSchema });
export type UpdateProfileResponse = Static<typeof UpdateProfileResponseSchema>;
/** A refused name says which field (`givenName`, `familyName`) and why, in `resultMessage`. */
export const UpdateProfileErrorSchema = Type.Object(
  {
    ...EnvelopeBase,
    field: Type.Optional(Type.Union([Type.Literal('givenName'), Type.Literal('familyName')])),
  },
  { additionalProperties: false },
);

const SignInEventSchema = Type.Union([
  Type.Object(
    {
      /** ISO 8601, UTC */
      time: Type.String(),
      ip: Type.Union([Type.String(), Type.Null()]),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

/**
 * POST account/signInSummary.json: the last successful sign-in before this session, and the last
 * failed one (either may be null).
 */
export const SignInSummaryResponseSchema = Envelope({
  lastSignIn: SignInEventSchema,
  lastFailedSignIn: SignInEventSchema,
});
export type SignInSummaryResponse = Static<typeof SignInSummaryResponseSchema>;

/** POST auth/revokeOtherSessions.json: signs out every session of the user but this one. */
export const RevokeOtherSessionsResponseSchema = Envelope({ revokedCount: Type.Integer({ minimum: 0 }) });
export type RevokeOtherSessionsResponse = Static<typeof RevokeOtherSessionsResponseSchema>;

/**
 * POST auth/sessionStatus.json (does not count as activity) and auth/keepAlive.json (does): the
 * server's idle limit, when it warns, and how long this session has left.
 */
export const SessionTimingResponseSchema = Envelope({
  idleSeconds: Type.Integer({ minimum: 1 }),
  warningSeconds: Type.Integer({ minimum: 0 }),
  remainingSeconds: Type.Integer({ minimum: 0 }),
});
export type SessionTimingResponse = Static<typeof SessionTimingResponseSchema>;
