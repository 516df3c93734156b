import type { TSchema } from '@sinclair/typebox';
import { EmptyEnvelopeSchema } from '@contract/shared/envelope';

/**
 * Response schemas for a route: the success shape for 200 and the bare envelope for every error
 * status, so serialization drops anything not declared (no accidental leaks).
 */
export function responses<S extends TSchema>(success: S) {
  return { 200: success, '4xx': EmptyEnvelopeSchema, '5xx': EmptyEnvelopeSchema } as const;
}

export const errorResponses = { '4xx': EmptyEnvelopeSchema, '5xx': EmptyEnvelopeSchema } as const;
