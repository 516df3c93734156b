import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CurrentUserSchema } from '@contract/account/schemas';
import { SessionTokenFieldSchema } from '@contract/auth/schemas';
import { EmptyEnvelopeSchema, Envelope } from '@contract/shared/envelope';
import { CODE_MAX_LENGTH } from './constants';

const PendingTokenField = Type.String({ minLength: 1, maxLength: 200 });
const CodeField = Type.String({ minLength: 1, maxLength: CODE_MAX_LENGTH });

/**
 * A wrong, reused or expired code: HTTP 400, IPAY_RS_510871003, field "code". A pending token that
 * is unknown, used, expired or out of attempts: HTTP 400, IPAY_RS_510871004 (sign in again).
 * Code attempts are throttled with the sign-in's own limit (HTTP 429, IPAY_RS_310870004).
 */
export const VerifyRequestSchema = Type.Object(
  { pendingToken: PendingTokenField, code: CodeField, rememberDevice: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** The session, as the sign-in answers it (cookie `ctoken` and the token in the body). */
export const VerifyResponseSchema = Envelope({
  data: CurrentUserSchema,
  ctoken: SessionTokenFieldSchema,
  /** Recovery codes left after this sign-in used one (absent when an app code was used). */
  recoveryCodesLeft: Type.Optional(Type.Integer()),
});
export type VerifyResponse = Static<typeof VerifyResponseSchema>;

/** What an authenticator app needs: the QR code (a PNG data URL), the otpauth link and the secret. */
export const EnrolmentSchema = Type.Object(
  {
    /** Base32, for typing into the app by hand. */
    secret: Type.String(),
    otpauthUri: Type.String(),
    qrCodeDataUrl: Type.String(),
  },
  { additionalProperties: false },
);
export type Enrolment = Static<typeof EnrolmentSchema>;

export const EnrolStartRequestSchema = Type.Object(
  { pendingToken: PendingTokenField },
  { additionalProperties: false },
);
export const EnrolmentResponseSchema = Envelope({ enrolment: EnrolmentSchema });
export type EnrolmentResponse = Static<typeof EnrolmentResponseSchema>;

export const EnrolConfirmRequestSchema = Type.Object(
  { pendingToken: PendingTokenField, code: CodeField, rememberDevice: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
/** The session and the recovery codes, shown this once. */
export const EnrolConfirmResponseSchema = Envelope({
  data: CurrentUserSchema,
  ctoken: SessionTokenFieldSchema,
  recoveryCodes: Type.Array(Type.String()),
});
export type EnrolConfirmResponse = Static<typeof EnrolConfirmResponseSchema>;

/** The signed-in user's second factor (the secret is never sent once enabled). */
export const StatusResponseSchema = Envelope({
  status: Type.Object(
    {
      enabled: Type.Boolean(),
      /** Staff, admins, and users of a partner that requires it cannot turn it off. */
      required: Type.Boolean(),
      recoveryCodesLeft: Type.Integer(),
      rememberedDevices: Type.Integer(),
    },
    { additionalProperties: false },
  ),
});
export type StatusResponse = Static<typeof StatusResponseSchema>;

export const CodeRequestSchema = Type.Object({ code: CodeField }, { additionalProperties: false });
/** Turning it on, or new recovery codes: the codes, shown this once (the old ones stop working). */
export const RecoveryCodesResponseSchema = Envelope({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponseSchema>;
/** Turning it off (not allowed where it is required: HTTP 400, IPAY_RS_510871005). */
export const DisableResponseSchema = EmptyEnvelopeSchema;
export const ForgetDevicesResponseSchema = EmptyEnvelopeSchema;

export const StaffPartnerFactorSchema = Type.Object(
  { partnerId: Type.String(), name: Type.String(), required: Type.Boolean() },
  { additionalProperties: false },
);
export type StaffPartnerFactor = Static<typeof StaffPartnerFactorSchema>;
export const StaffPartnerFactorsResponseSchema = Envelope({
  partnerList: Type.Array(StaffPartnerFactorSchema),
});
export type StaffPartnerFactorsResponse = Static<typeof StaffPartnerFactorsResponseSchema>;
export const SetPartnerRequiredRequestSchema = Type.Object(
  { partnerId: Type.String({ minLength: 1, maxLength: 64 }), required: Type.Boolean() },
  { additionalProperties: false },
);
export const SetPartnerRequiredResponseSchema = EmptyEnvelopeSchema;
export const ResetUserRequestSchema = Type.Object(
  { userId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export const ResetUserResponseSchema = EmptyEnvelopeSchema;
