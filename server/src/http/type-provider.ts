import type { FastifyTypeProvider } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * TypeBox type provider for the schemas in contract/ (@sinclair/typebox 0.34). The published
 * @fastify/type-provider-typebox 6 is typed against typebox 1.x, whose TSchema our contract
 * schemas don't satisfy; validation itself is Fastify's own ajv either way.
 */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}
