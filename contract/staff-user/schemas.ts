import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { IsoDateTimeSchema, Nullable, PageRequestFields, PageResponseFields } from '@contract/shared/common';
import { EmptyEnvelopeSchema, Envelope } from '@contract/shared/envelope';
import { USER_ROLES, USER_STATUSES } from './constants';

/**
 * Staff user management (`/iboss/user`): POST JSON, staff session only (anyone else 510871002).
 * Paths in ./constants.ts (STAFF_USER_API). Every change is written to the operation log under
 * the user's partner, so partner users see it in their log.
 */

export const UserRoleSchema = Type.Union(USER_ROLES.map((r) => Type.Literal(r)));
export const UserStatusSchema = Type.Union(USER_STATUSES.map((s) => Type.Literal(s)));
const UserId = Type.String({ minLength: 1, maxLength: 64 });
const PartnerId = Type.String({ minLength: 1, maxLength: 64 });
const Name = Type.String({ minLength: 1, maxLength: 80 });

export const StaffUserSchema = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  givenName: Type.String(),
  familyName: Type.String(),
  fullName: Type.String(),
  role: UserRoleSchema,
  /** PARTNER: their partner; ADMIN: the partner a new session starts on; STAFF: null. */
  partnerId: Nullable(Type.String()),
  partnerName: Nullable(Type.String()),
  /** ADMIN: the partners they may switch between. */
  partnerList: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  status: UserStatusSchema,
  createdAt: IsoDateTimeSchema,
  lastSignInAt: Nullable(IsoDateTimeSchema),
});
export type StaffUser = Static<typeof StaffUserSchema>;

// pageQuery.json — everyone, filtered; newest first; page size 10 by default
export const StaffUserPageQueryRequestSchema = Type.Object(
  {
    ...PageRequestFields,
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    partnerId: Type.Optional(PartnerId),
    role: Type.Optional(UserRoleSchema),
    status: Type.Optional(UserStatusSchema),
  },
  { additionalProperties: false },
);
export type StaffUserPageQueryRequest = Static<typeof StaffUserPageQueryRequestSchema>;
export const StaffUserPageQueryResponseSchema = Envelope({
  ...PageResponseFields,
  userList: Type.Array(StaffUserSchema),
  partnerList: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type StaffUserPageQueryResponse = Static<typeof StaffUserPageQueryResponseSchema>;

/**
 * create.json — a PARTNER needs partnerId; an ADMIN needs a non-empty partnerList (partnerId, when
 * given, must be in it); STAFF takes neither. The new user gets an invitation mail with a
 * single-use link to choose a password. An email that exists answers 510870003 with a message.
 */
export const StaffUserCreateRequestSchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    givenName: Name,
    familyName: Name,
    role: UserRoleSchema,
    partnerId: Type.Optional(Nullable(PartnerId)),
    partnerList: Type.Optional(Type.Array(PartnerId, { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type StaffUserCreateRequest = Static<typeof StaffUserCreateRequestSchema>;

/** update.json — names, role and partners. Changing role or partners ends the user's sessions. */
export const StaffUserUpdateRequestSchema = Type.Object(
  {
    userId: UserId,
    givenName: Name,
    familyName: Name,
    role: UserRoleSchema,
    partnerId: Type.Optional(Nullable(PartnerId)),
    partnerList: Type.Optional(Type.Array(PartnerId, { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type StaffUserUpdateRequest = Static<typeof StaffUserUpdateRequestSchema>;

export const StaffUserResponseSchema = Envelope({ data: StaffUserSchema });
export type StaffUserResponse = Static<typeof StaffUserResponseSchema>;

/** setDisabled.json — disabling ends every session of the user at once. */
export const StaffUserSetDisabledRequestSchema = Type.Object(
  { userId: UserId, disabled: Type.Boolean() },
  { additionalProperties: false },
);

/** unlock.json and sendReset.json */
export const StaffUserIdRequestSchema = Type.Object({ userId: UserId }, { additionalProperties: false });

export const StaffUserEmptyResponseSchema = EmptyEnvelopeSchema;
