import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';

export const DigestSettingsSchema = Type.Object(
  {
    /** The weekly digest mail goes to this user. */
    weeklyDigest: Type.Boolean(),
    /** Partner users get it; staff and admin accounts have no partner figures of their own. */
    eligible: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type DigestSettings = Static<typeof DigestSettingsSchema>;

export const DigestSettingsResponseSchema = Envelope({ data: DigestSettingsSchema });
export type DigestSettingsResponse = Static<typeof DigestSettingsResponseSchema>;

export const DigestUpdateRequestSchema = Type.Object(
  { weeklyDigest: Type.Boolean() },
  { additionalProperties: false },
);
export type DigestUpdateRequest = Static<typeof DigestUpdateRequestSchema>;

export const DigestUnsubscribeQuerySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
