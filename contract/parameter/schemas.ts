import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';

export const ParameterType = {
  USER: 'SP_PORTAL_USER',
  BUSINESS_INSIGHTS: 'SP_PORTAL_BUSSINESS_INSIGHTS',
  NEWSLETTER: 'Newsletter',
  QBR: 'QBR',
} as const;

export const ParameterTypeSchema = Type.Union([
  Type.Literal(ParameterType.USER),
  Type.Literal(ParameterType.BUSINESS_INSIGHTS),
  Type.Literal(ParameterType.NEWSLETTER),
  Type.Literal(ParameterType.QBR),
]);
export type ParameterTypeValue = Static<typeof ParameterTypeSchema>;

export const ParameterRequestSchema = Type.Object(
  { type: ParameterTypeSchema },
  { additionalProperties: false },
);

/**
 * One parameter entry. For SP_PORTAL_USER the first (only) entry holds email, givenName,
 * familyName (and fullName). Document types (business insights, Newsletter, QBR) use the
 * document fields; they are empty lists until the business-insights issue fills them.
 */
export const ParameterEntrySchema = Type.Object(
  {
    email: Type.Optional(Type.String()),
    givenName: Type.Optional(Type.String()),
    familyName: Type.Optional(Type.String()),
    fullName: Type.Optional(Type.String()),
    id: Type.Optional(Type.String()),
    title: Type.Optional(Type.String()),
    period: Type.Optional(Type.String()),
    publishedAt: Type.Optional(Type.String()),
    fileUrl: Type.Optional(Type.String()),
    fileName: Type.Optional(Type.String()),
    fileContentType: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type ParameterEntry = Static<typeof ParameterEntrySchema>;

/** spPortalParameterResponse: the envelope plus parameterList. Also the shape of query.json. */
export const ParameterResponseSchema = Envelope({ parameterList: Type.Array(ParameterEntrySchema) });
export type ParameterResponse = Static<typeof ParameterResponseSchema>;
