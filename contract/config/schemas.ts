import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import { Nullable } from '@contract/shared/common';
/**
 * POST /api/spportal/config/queryOne.json — one portal setting. A value set for the current partner
 * wins over the global one. An unknown key is a success with `value: null` (settings are optional by
 * nature; the client falls back to its default). Values are strings; structured ones are JSON text.
 */

export const ConfigKeySchema = Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' });

export const ConfigQueryOneRequestSchema = Type.Object(
  { key: ConfigKeySchema },
  { additionalProperties: false },
);

export const ConfigEntrySchema = Type.Object({ key: Type.String(), value: Nullable(Type.String()) });
export type ConfigEntry = Static<typeof ConfigEntrySchema>;

export const ConfigQueryOneResponseSchema = Envelope({ config: ConfigEntrySchema });
export type ConfigQueryOneResponse = Static<typeof ConfigQueryOneResponseSchema>;
