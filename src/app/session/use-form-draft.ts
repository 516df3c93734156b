import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/domains/session/session-context';
import { registerDraft, takeDraft } from '@/shared/storage/form-drafts';
import type { DraftValues } from '@/shared/storage/form-drafts';

/**
 * A form that should survive a session time-out: while `snapshot` answers values (the form is
 * open), they are kept if the session ends; after signing in again on this page the hook gives
 * them back once (null otherwise). Password fields are never kept (shared/storage/form-drafts).
 */
export function useFormDraft<T extends DraftValues>(key: string, snapshot: () => T | null): T | null {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [restored] = useState(() => (user ? (takeDraft(key, user.userId, pathname) as T | null) : null));
  const latest = useRef(snapshot);
  latest.current = snapshot;
  useEffect(() => registerDraft(key, () => latest.current()), [key]);
  return restored;
}
