import { useState } from 'react';
import { useSession } from '@/domains/session/session-context';
import { isApiError } from '@/shared/request/api-error';
import { updateProfile } from './api';

export type NameFields = { givenName: string; familyName: string };

/** What the edit needs of the name form: antd's and antd-mobile's form instances both offer it. */
export interface NameForm {
  setFields(fields: { name: keyof NameFields; errors: string[] }[]): void;
}

/**
 * The profile's name edit, the same on both trees: whether it is open, whether it opened on the
 * names a session kept when it ended mid-edit (`reopened`), the save in progress and its failure.
 * A name the server refuses is shown on its field, with what was typed left in the form; after a
 * save the session's user is read again so the header shows the new name.
 */
export function useProfileEdit(
  form: NameForm,
  { reopened, onSaved }: { reopened: boolean; onSaved: () => void },
) {
  const { load } = useSession();
  const [editing, setEditing] = useState(reopened);
  const [restored, setRestored] = useState(reopened);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setEditing(false);
    setRestored(false);
  };

  const save = async (values: NameFields) => {
    setSaving(true);
    setFailure(null);
    try {
      await updateProfile(values);
      close();
      onSaved();
      await load();
    } catch (error) {
      if (isApiError(error) && (error.field === 'givenName' || error.field === 'familyName')) {
        form.setFields([{ name: error.field, errors: [error.serverMessage ?? error.message] }]);
      } else setFailure(isApiError(error) ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return { editing, restored, saving, failure, open: () => setEditing(true), close, save };
}
