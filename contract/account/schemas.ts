import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import { LocaleSchema } from '@contract/shared/locale';

export const RoleSchema = Type.Union([Type.Literal('PARTNER'), Type.Literal('ADMIN'), Type.Literal('STAFF')]);
export type Role = Static<typeof RoleSchema>;

/** The signed-in user as the server describes it. */
export const CurrentUserSchema = Type.Object(
  {
    userId: Type.String(),
    email: Type.String(),
    givenName: Type.String(),
    familyName: Type.String(),
    /** Given plus family name. */
    fullName: Type.String(),
    role: RoleSchema,
    /** The session's current partner (admins change it with setPartner); null for staff. */
    partnerId: Type.Union([Type.String(), Type.Null()]),
    partnerName: Type.Union([Type.String(), Type.Null()]),
    /** The language the user chose (docs/i18n.md); null until they choose one. */
    locale: Type.Optional(Type.Union([LocaleSchema, Type.Null()])),
  },
  { additionalProperties: false },
);
export type CurrentUser = Static<typeof CurrentUserSchema>;

/**
 * GET /ighome/api/account/user.json. Signed in: success true, data the user. Signed out or
 * expired: HTTP 401, success false, resultCode IPAY_RS_510871001, data null.
 */
export const UserResponseSchema = Envelope({ data: Type.Union([CurrentUserSchema, Type.Null()]) });
export type UserResponse = Static<typeof UserResponseSchema>;

/** POST /ighome/api/account/locale.json: keeps the signed-in user's language (docs/i18n.md). */
export const SetLocaleRequestSchema = Type.Object({ locale: LocaleSchema }, { additionalProperties: false });
export const SetLocaleResponseSchema = Envelope({ data: Type.Null() });
export type SetLocaleResponse = Static<typeof SetLocaleResponseSchema>;
