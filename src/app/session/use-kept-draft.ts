import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { SessionContext } from '@/domains/session/session-context';
import { discardDraft, registerDraft, takeDraft } from '@/shared/storage/form-drafts';
import type { DraftValues } from '@/shared/storage/form-drafts';

/**
 * A form's draft across a session end, for forms of either tree (like use-form-draft): `snapshot`
 * answers the values while the form is open (null: nothing to keep). Gives back the draft kept for
 * this user on this page, once, with `restored` true until the user saves or discards it.
 * `saved` and `discard` drop any draft still kept for the form and hide the notice (the form puts
 * its own values back). A form shown outside a signed-in page (a lone component) keeps nothing.
 */
export function useKeptDraft<T extends DraftValues>(key: string, snapshot: () => T | null) {
  const user = useContext(SessionContext)?.user ?? null;
  const pathname = useContext(UNSAFE_LocationContext)?.location?.pathname ?? null;
  const [draft] = useState(() =>
    user && pathname ? (takeDraft(key, user.userId, pathname) as T | null) : null,
  );
  const [restored, setRestored] = useState(draft !== null);
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const signedIn = !!user && !!pathname;
  useEffect(() => (signedIn ? registerDraft(key, () => latest.current()) : undefined), [key, signedIn]);
  const drop = () => {
    setRestored(false);
    discardDraft(key);
  };
  return { draft, restored, discard: drop, saved: drop };
}
