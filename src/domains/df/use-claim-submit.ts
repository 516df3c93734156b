import { useState } from 'react';
import type { DfPartnerClaim, DfProgram } from '@contract/df/schemas';
import { submitClaim } from './api';
import { claimErrors, claimRequest, emptyDraft, restoreClaimDraft } from './claim-form';
import type { ClaimDraft, ClaimError, ClaimField } from './claim-form';

/**
 * The new-claim form's state for either tree: the draft, its field errors once a submit was tried,
 * the server's refusal (the draft is kept) and the submit itself. `kept`: what was typed before a
 * session ended (claimDraftToKeep), to open with.
 */
export function useClaimSubmit(
  programs: DfProgram[],
  onDone: (claim: DfPartnerClaim) => void,
  kept: Record<string, unknown> | null = null,
) {
  const [draft, setDraft] = useState<ClaimDraft>(() => restoreClaimDraft(programs, kept));
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const program = programs.find((p) => p.programId === draft.programId) ?? programs[0];
  const effective = program && !draft.programId ? { ...draft, programId: program.programId } : draft;
  const errors: Partial<Record<ClaimField, ClaimError>> = tried ? claimErrors(effective, program) : {};

  const change = <K extends ClaimField>(field: K, value: ClaimDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (Object.keys(claimErrors(effective, program)).length > 0) return;
    setSending(true);
    try {
      const response = await submitClaim(claimRequest(effective));
      setDraft(emptyDraft(program));
      setTried(false);
      onDone(response.data);
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  /** Back to an empty form (a restored draft discarded). */
  const reset = () => {
    setDraft(emptyDraft(program));
    setTried(false);
  };

  return { draft: effective, program, errors, change, submit, reset, sending, failure };
}
