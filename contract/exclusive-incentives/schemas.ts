import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import {
  CurrencyCodeSchema,
  EmptyRequestSchema,
  IsoDateSchema,
  Nullable,
  ObjectIdSchema,
} from '@contract/shared/common';
import { BI_METRICS, BI_STATUSES } from './constants';
import { DfKindSchema } from '@contract/df/schemas';

/**
 * POST /api/spportal/bi/exclusiveIncentives.json, empty body: the exclusive-incentives overview
 * (`portalBiDataResponse`, DATA-BI): `success` and `spPortalBiDataDTOList`, one entry per programme
 * of kind EXCLUSIVE_INCENTIVES_MDF or _TDF. A partner without programmes gets an empty list, which
 * makes it a special partner on the client (ROLE-SPECIAL).
 */

export const BiTierSchema = Type.Object({
  name: Type.String(),
  /** Achievement (in the programme's metric) that reaches this tier. */
  threshold: Type.Number(),
  /** Reward in rewardCurrency when this is the highest tier reached. */
  reward: Type.Number(),
});
export type BiTier = Static<typeof BiTierSchema>;

export const SpPortalBiDataDTOSchema = Type.Object({
  programId: ObjectIdSchema,
  kind: DfKindSchema,
  name: Type.String(),
  metric: Type.Union(BI_METRICS.map((m) => Type.Literal(m))),
  status: Type.Union(BI_STATUSES.map((s) => Type.Literal(s))),
  periodStart: IsoDateSchema,
  periodEnd: IsoDateSchema,
  /** Days until the period ends, today included; 0 once it has ended. */
  daysLeft: Type.Integer({ minimum: 0 }),
  /** The top tier's threshold. */
  target: Type.Number(),
  /** Achievement so far (volume in USD or transactions). */
  achieved: Type.Number(),
  /** achieved / target, 0..1 (capped). */
  progress: Type.Number(),
  tiers: Type.Array(BiTierSchema),
  tierReached: Nullable(BiTierSchema),
  nextTier: Nullable(BiTierSchema),
  /** What is still needed for the next tier; 0 when the top tier is reached. */
  remainingToNextTier: Type.Number(),
  /** Achievement at the period's end at the current pace (equals achieved once ended). */
  projected: Type.Number(),
  /** Reward of the tier the projection reaches. */
  estimatedReward: Type.Number(),
  rewardCurrency: CurrencyCodeSchema,
  terms: Type.String(),
});
export type SpPortalBiDataDTO = Static<typeof SpPortalBiDataDTOSchema>;

export const ExclusiveIncentivesRequestSchema = EmptyRequestSchema;
export const PortalBiDataResponseSchema = Envelope({
  spPortalBiDataDTOList: Type.Array(SpPortalBiDataDTOSchema),
});
export type PortalBiDataResponse = Static<typeof PortalBiDataResponseSchema>;
