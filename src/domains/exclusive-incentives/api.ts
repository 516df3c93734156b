import type { PortalBiDataResponse } from '@contract/exclusive-incentives/schemas';
import type { ResultEnvelope } from '@contract/shared/envelope';
import { INSIGHTS_API } from '@contract/insights/constants';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/bi/exclusiveIncentives.json — empty body; portalBiDataResponse (DATA-BI)
export const fetchExclusiveIncentives = () =>
  apiPost<PortalBiDataResponse>(INSIGHTS_API.exclusiveIncentives, {}, { silent: true }) as Promise<
    PortalBiDataResponse & ResultEnvelope
  >;
