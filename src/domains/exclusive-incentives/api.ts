import type { PortalBiDataResponse } from '@contract/exclusive-incentives/schemas';
import type { ResultEnvelope } from '@contract/shared/envelope';
import { EXCLUSIVE_INCENTIVES_API } from '@contract/exclusive-incentives/constants';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/bi/exclusiveIncentives.json — empty body; portalBiDataResponse (DATA-BI)
export const fetchExclusiveIncentives = () =>
  apiPost<PortalBiDataResponse>(EXCLUSIVE_INCENTIVES_API.overview, {}, { silent: true }) as Promise<
    PortalBiDataResponse & ResultEnvelope
  >;
