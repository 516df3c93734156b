import { Type } from '@sinclair/typebox';
import type { TProperties } from '@sinclair/typebox';

/**
 * Every response carries `success`, `resultCode` and `resultMessage`, plus the named payload
 * fields of the call (DATA-ENVELOPE), flattened beside them: `{ success, resultCode, resultMessage, parameterList }`.
 */
export const EnvelopeBase = {
  success: Type.Boolean(),
  resultCode: Type.String(),
  resultMessage: Type.String(),
};

export const Envelope = <P extends TProperties>(payload: P) =>
  Type.Object({ ...EnvelopeBase, ...payload }, { additionalProperties: false });

export const EmptyEnvelopeSchema = Type.Object(EnvelopeBase, { additionalProperties: false });

export interface ResultEnvelope {
  success: boolean;
  resultCode: string;
  resultMessage: string;
}
