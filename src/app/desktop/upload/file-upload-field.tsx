import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ResultCode } from '@contract/shared/result-codes';
import { slotAccept } from '@contract/upload/constants';
import type { UploadedFile, UploadSlot } from '@contract/upload/constants';
import { useUpload } from '@/shared/files/use-upload';
import { uploadMessages as m } from '@/shared/files/upload-messages';
import styles from './upload.module.css';

/** Refusals of the file itself: the same file would be refused again. */
const REFUSALS: readonly string[] = [
  ResultCode.FILE_NAME_NOT_ALLOWED,
  ResultCode.FILE_FORMAT_NOT_ALLOWED,
  ResultCode.FILE_SIZE_EXCEEDED,
];

export interface FileUploadFieldProps {
  slot: UploadSlot;
  /** The stored file (antd Form.Item passes value and onChange). */
  value?: UploadedFile | null;
  onChange?: (file: UploadedFile | null) => void;
  /** Called with the chosen file after it was stored (e.g. to take a video's cover). */
  onUploaded?: (stored: UploadedFile, file: File) => void | Promise<void>;
  /** Form.Item's id, so its label points at the button. */
  id?: string;
  disabled?: boolean;
  /**
   * Told why the last file failed (null once another is chosen). With it the field shows no alert
   * of its own: the caller shows the one message (FileUploadFormItem, as its Form.Item's error).
   */
  onFailure?: (failure: string | null) => void;
}

/**
 * A form field that uploads one file into a slot: rules checked before sending, progress, cancel,
 * the catalogue message on refusal. A refusal never touches the rest of the form.
 */
export function FileUploadField({
  slot,
  value,
  onChange,
  onUploaded,
  id,
  disabled,
  onFailure,
}: FileUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload(slot);
  const [chosen, setChosen] = useState<File | null>(null);
  const chosenName = chosen?.name ?? '';
  const hintId = `${id ?? slot}-hint`;

  const send = async (file: File) => {
    setChosen(file);
    const stored = await upload.start(file);
    if (!stored) return;
    // The replaced file, if this field uploaded it, is no longer wanted.
    upload.discard(value);
    onChange?.(stored);
    await onUploaded?.(stored, file);
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await send(file);
  };
  // A refused file needs another file; a failed transfer or storage can be tried again as it is.
  const retryable =
    upload.status === 'failed' && chosen !== null && !REFUSALS.includes(upload.errorCode ?? '');

  const uploading = upload.status === 'uploading';
  const failure = upload.status === 'failed' && upload.error ? `${upload.error} (${chosenName})` : null;
  useEffect(() => onFailure?.(failure), [onFailure, failure]);
  const retry = retryable ? (
    <Button size="small" onClick={() => void send(chosen)}>
      {m.retry}
    </Button>
  ) : undefined;
  return (
    <Space orientation="vertical" className={styles.field}>
      <input
        ref={input}
        type="file"
        accept={slotAccept(slot)}
        onChange={choose}
        className={styles.fileInput}
        data-slot={slot}
        aria-hidden="true"
        tabIndex={-1}
      />
      <Space wrap>
        <Button
          id={id}
          onClick={() => input.current?.click()}
          disabled={disabled || uploading}
          aria-describedby={hintId}
        >
          {value ? m.replace : m.choose}
        </Button>
        {value && !uploading && (
          <>
            <Typography.Text>{value.fileName}</Typography.Text>
            <Button
              type="link"
              onClick={() => {
                upload.discard(value);
                onChange?.(null);
              }}
              disabled={disabled}
            >
              {m.remove}
            </Button>
          </>
        )}
        {onFailure && retry}
      </Space>
      <Typography.Text id={hintId} type="secondary" className={styles.hint}>
        {m.hint(slot)}
      </Typography.Text>
      {uploading && (
        <Space className={styles.field} align="center">
          <Progress
            percent={upload.percent}
            size="small"
            className={styles.progress}
            aria-label={m.uploading(chosenName)}
          />
          <Button size="small" onClick={upload.cancel}>
            {m.cancel}
          </Button>
        </Space>
      )}
      {!onFailure && upload.status === 'failed' && upload.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={upload.error}
          description={chosenName}
          action={retry}
        />
      )}
    </Space>
  );
}
