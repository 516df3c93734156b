import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CurrentUserSchema } from '@contract/account/schemas';
import { SessionTokenFieldSchema } from '@contract/auth/schemas';
import { Envelope } from '@contract/shared/envelope';

export const PartnerSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    fullName: Type.String(),
    country: Type.String(),
    brandColor: Type.String(),
    /** Absolute URL of the logo (public, works in <img> from any origin). */
    logoUrl: Type.Union([Type.String(), Type.Null()]),
    /** True for the session's current partner. */
    current: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Partner = Static<typeof PartnerSchema>;

/**
 * POST /api/spportal/admin/account.json (empty body). Admin: data.spPortalList holds the
 * partners they may switch to. Anyone else: success true with data null, so "isAdmin = success
 * and data is a non-empty object" (ROLE-ADMIN) is false without an error toast.
 */
export const AdminAccountResponseSchema = Envelope({
  data: Type.Union([
    Type.Object({ spPortalList: Type.Array(PartnerSchema) }, { additionalProperties: false }),
    Type.Null(),
  ]),
});
export type AdminAccountResponse = Static<typeof AdminAccountResponseSchema>;

export const SetPartnerRequestSchema = Type.Object(
  { partnerId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/**
 * setPartner answers with the new current partner and user; the session token is replaced
 * (new ctoken cookie, and the same token in the body's `ctoken`), so the client must keep the new
 * token before the next call.
 */
export const SetPartnerResponseSchema = Envelope({
  data: Type.Object({ partner: PartnerSchema, user: CurrentUserSchema }, { additionalProperties: false }),
  ctoken: SessionTokenFieldSchema,
});
export type SetPartnerResponse = Static<typeof SetPartnerResponseSchema>;

/** POST /api/spportal/partner/default.json (empty body): the session's current partner. */
export const DefaultPartnerResponseSchema = Envelope({
  webRequest: Type.Object({ partner: PartnerSchema }, { additionalProperties: false }),
});
export type DefaultPartnerResponse = Static<typeof DefaultPartnerResponseSchema>;
