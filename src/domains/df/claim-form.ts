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

/** The new-claim form's key among the drafts kept across a session end. */
export const CLAIM_DRAFT_KEY = 'claim:new';

/**
 * What of a claim draft is kept across a session end (use-kept-draft): the typed fields, not the
 * supporting document (its pending upload may be gone by the next sign-in, docs/uploads.md);
 * nothing when nothing was typed.
 */
export function claimDraftToKeep(draft: ClaimDraft): Record<string, unknown> | null {
  const { supportingDoc: _file, ...typed } = draft;
  const touched =
    typed.title !== '' || typed.amount !== null || typed.activityStart !== '' || typed.activityEnd !== '';
  return touched ? typed : null;
}

/** A kept draft over a fresh one, when its programme is still open. */
export function restoreClaimDraft(programs: DfProgram[], kept: Record<string, unknown> | null): ClaimDraft {
  const fresh = emptyDraft(programs[0]);
  if (!kept) return fresh;
  const programId = programs.some((p) => p.programId === kept.programId)
    ? String(kept.programId)
    : fresh.programId;
  return {
    ...fresh,
    programId,
    title: typeof kept.title === 'string' ? kept.title : '',
    amount: typeof kept.amount === 'number' ? kept.amount : null,
    activityStart: typeof kept.activityStart === 'string' ? kept.activityStart : '',
    activityEnd: typeof kept.activityEnd === 'string' ? kept.activityEnd : '',
  };
}

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
