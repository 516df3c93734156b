/**
 * Drafts of forms that were being filled when the session ended (README, "Screens": session safety). While a
 * form is open it registers a snapshot of its values; when the session expires or is revoked the
 * session provider writes every open form's snapshot to this tab's sessionStorage, with the page
 * and the user it belongs to. After signing in again on the same page, as the same user, each form
 * takes its draft back once. Fields that hold a password are never written.
 */
export type DraftValues = Record<string, unknown>;
type Snapshot = () => DraftValues | null;

interface StoredDrafts {
  owner: string;
  path: string;
  forms: Record<string, DraftValues>;
}

export const DRAFTS_KEY = 'pp-form-drafts';
const SECRET_FIELD = /pass|psd|pwd|secret|token/i;

const open = new Map<string, Snapshot>();

/** A form is open under `key`; the returned function unregisters it. */
export function registerDraft(key: string, snapshot: Snapshot): () => void {
  open.set(key, snapshot);
  return () => {
    if (open.get(key) === snapshot) open.delete(key);
  };
}

function withoutSecrets(values: DraftValues): DraftValues {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !SECRET_FIELD.test(name) && value !== undefined),
  );
}

function read(): StoredDrafts | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as StoredDrafts) : null;
  } catch {
    return null;
  }
}

function write(drafts: StoredDrafts | null): void {
  try {
    if (drafts && Object.keys(drafts.forms).length > 0)
      window.sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
    else window.sessionStorage.removeItem(DRAFTS_KEY);
  } catch {
    // Storage blocked or full: the draft is lost, the sign-in still works.
  }
}

/** The session ended on `path`: keeps what every open form holds, for `owner` (a user id). */
export function saveDrafts(owner: string, path: string): void {
  const forms: Record<string, DraftValues> = {};
  for (const [key, snapshot] of open) {
    const values = snapshot();
    if (!values) continue;
    const kept = withoutSecrets(values);
    if (Object.keys(kept).length > 0) forms[key] = kept;
  }
  // A later failing call, after the forms closed, must not wipe what the first one kept.
  if (Object.keys(forms).length > 0) write({ owner, path, forms });
}

/**
 * The draft of form `key` if it was kept on `path` for `owner`, removed as it is read. A draft of
 * another user is dropped, never shown.
 */
export function takeDraft(key: string, owner: string, path: string): DraftValues | null {
  const drafts = read();
  if (!drafts) return null;
  if (drafts.owner !== owner) {
    write(null);
    return null;
  }
  if (drafts.path !== path || !drafts.forms[key]) return null;
  const { [key]: draft, ...rest } = drafts.forms;
  write({ ...drafts, forms: rest });
  return draft;
}

/** Form `key` was saved: a draft still kept for it is stale and goes. */
export function discardDraft(key: string): void {
  const drafts = read();
  if (!drafts?.forms[key]) return;
  const { [key]: _gone, ...rest } = drafts.forms;
  write({ ...drafts, forms: rest });
}

/** `owner` signed in: drafts another user left in this tab go unread (drafts are per user). */
export function dropDraftsOfOthers(owner: string): void {
  const drafts = read();
  if (drafts && drafts.owner !== owner) write(null);
}
