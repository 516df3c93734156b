import { Alert, Button, Form } from 'antd';
import type { FormInstance, FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useKeptDraft } from '@/app/session/use-kept-draft';
import type { DraftValues } from '@/shared/storage/form-drafts';
import { idleMessages } from '@/app/session/idle-messages';
import styles from './components.module.css';

/** The notice above a form whose typing came back after a session end, with its discard button. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={idleMessages.draftRestored}
      className={styles.draftNotice}
      action={
        <Button size="small" onClick={onDiscard}>
          {idleMessages.draftDiscard}
        </Button>
      }
    />
  );
}

/**
 * An antd form that keeps what was typed when the session ends (README, "Screens": session
 * safety): pass the form, its key among the drafts (one per record: `carousel:<id>`) and the values
 * it opens with. Gives the values to open with (the draft over the record's when one was kept), a
 * notice to show above the fields while a draft is restored (with a button that puts the record's
 * values back), and `saved`, to call after a successful save. Password fields are never kept.
 */
export function useStaffFormDraft<T extends object>(
  key: string,
  form: FormInstance<T>,
  original: T,
  options: { enabled?: boolean } = {},
) {
  const enabled = options.enabled ?? true;
  const kept = useKeptDraft<DraftValues>(key, () =>
    enabled ? (form.getFieldsValue(true) as DraftValues) : null,
  );
  const initialValues = kept.draft ? ({ ...original, ...kept.draft } as T) : original;
  const notice = kept.restored ? (
    <DraftNotice
      onDiscard={() => {
        form.setFieldsValue(original as Parameters<FormInstance<T>['setFieldsValue']>[0]);
        kept.discard();
      }}
    />
  ) : null;
  return { initialValues, notice, restored: kept.restored, saved: kept.saved };
}

/**
 * An antd Form whose typing survives a session end: `<DraftForm draftKey="user:new" form={form} ...>`
 * instead of `<Form ...>`; the restored-draft notice shows above its fields.
 */
export function DraftForm<T extends object>({
  draftKey,
  form,
  initialValues,
  ...rest
}: Omit<FormProps<T>, 'children'> & { draftKey: string; form: FormInstance<T>; children?: ReactNode }) {
  const draft = useStaffFormDraft(draftKey, form, (initialValues ?? {}) as T);
  return (
    <>
      {draft.notice}
      <Form form={form} initialValues={draft.initialValues} {...rest} />
    </>
  );
}
