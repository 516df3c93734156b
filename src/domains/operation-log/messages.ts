import type { OperationAction } from '@contract/operation-log/schemas';
import english from '@/locales/en/domain-operation-log.json';
import { defineMessages } from '@/shared/i18n';

/** Every action the server writes needs a name in the catalogue: the type refuses a missing one. */
const namedActions: Readonly<Record<keyof typeof OperationAction, string>> = english.actions;

/**
 * User-facing text of the operation log (both trees), from
 * src/locales/<language>/domain-operation-log.json; `actions` are the readable names of the actions
 * the portal writes.
 */
export const operationLogMessages = defineMessages(english, (format) => ({
  total: (total: number) => format('total', { total }),
  utc: (iso: string) => format('utc', { time: iso.replace('T', ' ').slice(0, 19) }),
}));

/** An action's readable name in the language shown now; an unknown action shows its code. */
export const actionLabel = (action: string): string =>
  action in namedActions
    ? operationLogMessages.actions[action as keyof typeof namedActions]
    : action
        .toLowerCase()
        .replace(/_/g, ' ')
        .replace(/^./, (c) => c.toUpperCase());

/** An outcome's readable name in the language shown now; an unknown outcome shows its code. */
export const outcomeLabel = (outcome: string): string =>
  outcome === 'SUCCESS' || outcome === 'FAILURE' ? operationLogMessages.outcomes[outcome] : outcome;
