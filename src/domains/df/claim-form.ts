import type { DfProgram } from '@contract/df/schemas';
import { CLAIM_AMOUNT_MIN, CLAIM_TITLE_MAX, isCentAmount } from '@contract/df/constants';
import type { UploadedFile } from '@contract/upload/constants';

/** What a partner fills in to claim from a development fund (both trees use these rules). */
export interface ClaimDraft {
  programId: string;
  title: string;
  amount: number | null;
  activityStart: string;
  activityEnd: string;
  /** Stored through the claim upload slot (CLAIM_PROOF) before the claim is sent. */
  supportingDoc: UploadedFile | null;
}

export type ClaimField = keyof ClaimDraft;
export type ClaimError =
  | 'required'
  | 'amountPositive'
  | 'amountCents'
  | 'overRemaining'
  | 'periodOrder'
  | 'outsidePeriod'
  | 'tooLong';

/**
 * What a new claim may still ask of a programme: the budget less what approved, paid and waiting
 * claims take (`claimed`; rejected ones don't count). The server refuses more (510872047,
 * DF-CLAIM-BUDGET), so waiting claims can all be approved in full.
 */
export const availableToClaim = (program: DfProgram): number =>
  Math.max(0, Math.round((program.budget - program.claimed) * 100) / 100);

/** Programmes open for claims. */
export const openPrograms = (programs: DfProgram[]) => programs.filter((p) => p.status === 'ACTIVE');

export const emptyDraft = (program: DfProgram | undefined): ClaimDraft => ({
  programId: program?.programId ?? '',
  title: '',
  amount: null,
  activityStart: '',
  activityEnd: '',
  supportingDoc: null,
});

/** Field errors for a draft (the server checks the same and more); empty when it may be sent. */
export function claimErrors(
  draft: ClaimDraft,
  program: DfProgram | undefined,
): Partial<Record<ClaimField, ClaimError>> {
  const errors: Partial<Record<ClaimField, ClaimError>> = {};
  if (!program) errors.programId = 'required';
  const title = draft.title.trim();
  if (!title) errors.title = 'required';
  else if (title.length > CLAIM_TITLE_MAX) errors.title = 'tooLong';
  if (draft.amount === null || Number.isNaN(draft.amount)) errors.amount = 'required';
  else if (draft.amount < CLAIM_AMOUNT_MIN) errors.amount = 'amountPositive';
  else if (!isCentAmount(draft.amount)) errors.amount = 'amountCents';
  else if (program && draft.amount > availableToClaim(program)) errors.amount = 'overRemaining';
  if (!draft.activityStart) errors.activityStart = 'required';
  if (!draft.activityEnd) errors.activityEnd = 'required';
  if (draft.activityStart && draft.activityEnd) {
    if (draft.activityEnd < draft.activityStart) errors.activityEnd = 'periodOrder';
    else if (
      program &&
      (draft.activityStart < program.periodStart || draft.activityEnd > program.periodEnd)
    ) {
      errors.activityStart = 'outsidePeriod';
    }
  }
  if (!draft.supportingDoc) errors.supportingDoc = 'required';
  return errors;
}

/** The request for a valid draft. */
export const claimRequest = (draft: ClaimDraft) => ({
  programId: draft.programId,
  title: draft.title.trim(),
  amount: draft.amount!,
  activityStart: draft.activityStart,
  activityEnd: draft.activityEnd,
  supportingDoc: draft.supportingDoc!.fileUrl,
});
