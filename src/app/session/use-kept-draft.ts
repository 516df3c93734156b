import { useState } from 'react';
import { discardDraft } from '@/shared/storage/form-drafts';
import type { DraftValues } from '@/shared/storage/form-drafts';
import { useFormDraft } from './use-form-draft';

/**
 * A form's draft across a session end, for forms of either tree (use-form-draft): `snapshot`
 * answers the values while the form is open (null: nothing to keep). Gives back the draft kept for
 * this user on this page, once, with `restored` true until the user saves or discards it.
 * `saved` drops any draft still kept for the form; `discard` hides the notice (the form puts its
 * own values back).
 */
export function useKeptDraft<T extends DraftValues>(key: string, snapshot: () => T | null) {
  const draft = useFormDraft<T>(key, snapshot);
  const [restored, setRestored] = useState(draft !== null);
  return {
    draft,
    restored,
    discard: () => {
      setRestored(false);
      discardDraft(key);
    },
    saved: () => {
      setRestored(false);
      discardDraft(key);
    },
  };
}
