import { ALERT_API } from '@contract/alert/constants';
import type {
  AlertListResponse,
  AlertSaveRequest,
  AlertSaveResponse,
  AlertSetPausedRequest,
} from '@contract/alert/schemas';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { declareWrite } from '@/domains/session/invalidation';
import { apiPost } from '@/shared/request/client';

/**
 * A saved or resumed rule is evaluated at once and may fire into the bell: the writes reload the
 * rule list and the bell's count and list.
 */
const AFTER_WRITE = [ALERT_API.list, NOTIFICATION_API.count, NOTIFICATION_API.query];

// POST /api/spportal/alert/list.json — the user's own rules for the current partner, and its countries
export const fetchAlertRules = () => apiPost<AlertListResponse>(ALERT_API.list, {}, { silent: true });

// POST /api/spportal/alert/save.json — a new rule, or a change to one (a refusal names its field)
export const saveAlertRule = declareWrite(AFTER_WRITE, (request: AlertSaveRequest) =>
  apiPost<AlertSaveResponse>(ALERT_API.save, request, { silent: true }),
);

// POST /api/spportal/alert/setPaused.json — pause or resume a rule
export const setAlertRulePaused = declareWrite(AFTER_WRITE, (request: AlertSetPausedRequest) =>
  apiPost<AlertSaveResponse>(ALERT_API.setPaused, request, { silent: true }),
);

// POST /api/spportal/alert/delete.json — delete a rule (its past alerts stay in the bell)
export const deleteAlertRule = declareWrite([ALERT_API.list], (ruleId: string) =>
  apiPost(ALERT_API.delete, { ruleId }, { silent: true }),
);
