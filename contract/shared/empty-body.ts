import { Type } from '@sinclair/typebox';

/** Body of a call that takes no payload: nothing, null or `{}` (and nothing else). */
export const EmptyBodySchema = Type.Union([Type.Null(), Type.Object({}, { additionalProperties: false })]);
