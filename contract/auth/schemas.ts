import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CurrentUserSchema } from '@contract/account/schemas';
import { Envelope, EnvelopeBase, EmptyEnvelopeSchema } from '@contract/shared/envelope';

/** Generous upper bounds so nobody can make the server hash megabytes. */
const EmailField = Type.String({ maxLength: 254 });
const PasswordField = Type.String({ maxLength: 128 });

/**
 * The form field an auth failure belongs to. When a failure carries `field`, its resultMessage is
 * user-facing English meant to be shown next to that field (e.g. "Incorrect email or password").
 */
export const AuthFieldSchema = Type.Union([
  Type.Literal('email'),
  Type.Literal('password'),
  Type.Literal('currentPassword'),
  Type.Literal('newPassword'),
  Type.Literal('token'),
  // The second factor's code (contract/second-factor/schemas.ts).
  Type.Literal('code'),
]);
export type AuthField = Static<typeof AuthFieldSchema>;

/** Failure envelope of the auth calls: the usual three fields plus an optional `field`. */
export const AuthErrorSchema = Type.Object(
  { ...EnvelopeBase, field: Type.Optional(AuthFieldSchema) },
  { additionalProperties: false },
);

export const LoginRequestSchema = Type.Object(
  { email: EmailField, password: PasswordField },
  { additionalProperties: false },
);

/** The session token in a sign-in or partner-switch answer's body (same value as the cookie). */
export const SessionTokenFieldSchema = Type.String({ minLength: 1, maxLength: 200 });

/**
 * Success sets cookie `ctoken` (readable by JS) and returns the user, and the same token in the
 * body's `ctoken`: a host on another site never sees the portal origin's cookie, so the client keeps
 * the token from the body (docs/embedding.md). The server still reads it only from the header. Every credential failure
 * (unknown email, wrong password, disabled account) is the same: HTTP 400, IPAY_RS_510870003,
 * field "password", resultMessage "Incorrect email or password". Throttled (more than 10 failures
 * for the account in 15 minutes, or too many calls from one address): HTTP 429, IPAY_RS_310870004.
 */
export const LoginSessionResponseSchema = Envelope({
  data: CurrentUserSchema,
  ctoken: SessionTokenFieldSchema,
});

/**
 * A correct password on an account with a second factor (or one that must enrol): no session
 * yet, and no cookie. `pendingToken` (single use, minutes) goes with the code to
 * secondFactor/verify.json (step VERIFY) or through secondFactor/enrolStart.json and
 * enrolConfirm.json (step ENROL). A device remembered for the user skips this step.
 */
export const LoginSecondFactorResponseSchema = Envelope({
  secondFactor: Type.Object(
    {
      step: Type.Union([Type.Literal('VERIFY'), Type.Literal('ENROL')]),
      pendingToken: Type.String(),
      expiresInSeconds: Type.Integer(),
    },
    { additionalProperties: false },
  ),
});

export const LoginResponseSchema = Type.Union([LoginSessionResponseSchema, LoginSecondFactorResponseSchema]);
export type LoginResponse = Static<typeof LoginResponseSchema>;

export const LogoutResponseSchema = EmptyEnvelopeSchema;

export const SendResetEmailRequestSchema = Type.Object(
  { email: EmailField },
  { additionalProperties: false },
);
/** Always the same success answer, whether or not the email has an account. */
export const SendResetEmailResponseSchema = EmptyEnvelopeSchema;

export const ResetPasswordRequestSchema = Type.Object(
  { token: Type.String({ maxLength: 200 }), newPassword: PasswordField },
  { additionalProperties: false },
);
export const ResetPasswordResponseSchema = EmptyEnvelopeSchema;

/**
 * Checks a reset link's token when the page opens, without using it up: success when it may still
 * set a password; a used, expired or unknown token is the same failure as resetPassword's
 * (HTTP 400, field "token", "This reset link is invalid or has expired"). Rate-limited like it.
 */
export const CheckResetTokenRequestSchema = Type.Object(
  { token: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
/** What a password link is for: a forgotten password, or a new account's first password. */
export const PasswordLinkPurposeSchema = Type.Union([Type.Literal('reset'), Type.Literal('invitation')]);
export type PasswordLinkPurpose = Static<typeof PasswordLinkPurposeSchema>;
/** A usable link says what it is for, so the page is worded for a reset or for a new account. */
export const CheckResetTokenResponseSchema = Envelope({ purpose: PasswordLinkPurposeSchema });
export type CheckResetTokenResponse = Static<typeof CheckResetTokenResponseSchema>;

export const ChangePasswordRequestSchema = Type.Object(
  { currentPassword: PasswordField, newPassword: PasswordField },
  { additionalProperties: false },
);
/** Success revokes every session of the user, this one included: the client goes to sign-in. */
export const ChangePasswordResponseSchema = EmptyEnvelopeSchema;

export const SessionEntrySchema = Type.Object(
  {
    sessionId: Type.String(),
    createdAt: Type.String({ description: 'ISO 8601, UTC' }),
    lastSeenAt: Type.String({ description: 'ISO 8601, UTC' }),
    ip: Type.Union([Type.String(), Type.Null()]),
    userAgent: Type.Union([Type.String(), Type.Null()]),
    current: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SessionEntry = Static<typeof SessionEntrySchema>;

export const SessionsResponseSchema = Envelope({ sessionList: Type.Array(SessionEntrySchema) });
export type SessionsResponse = Static<typeof SessionsResponseSchema>;

export const RevokeSessionRequestSchema = Type.Object(
  { sessionId: Type.String({ maxLength: 64 }) },
  { additionalProperties: false },
);
export const RevokeSessionResponseSchema = EmptyEnvelopeSchema;
