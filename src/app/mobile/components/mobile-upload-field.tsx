import { Button, ProgressBar, Space } from 'antd-mobile';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { slotAccept } from '@contract/upload/constants';
import type { UploadedFile, UploadSlot } from '@contract/upload/constants';
import { useUpload } from '@/shared/files/use-upload';
import { uploadMessages as m } from '@/shared/files/upload-messages';
import styles from './form-fields.module.css';
import { mobileMessages } from '@/app/mobile/layout/messages';

export interface MobileUploadFieldProps {
  slot: UploadSlot;
  /** The field's label, for the button's accessible name. */
  label: string;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
}

/**
 * Phone: one file uploaded into a slot through the same path as desktop (useUpload): the slot's
 * rules checked before sending, progress, cancel, the catalogue message on refusal. The phone's
 * picker offers the camera and files; nothing else in the form is touched by a refusal.
 */
export function MobileUploadField({ slot, label, value, onChange }: MobileUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload(slot);
  const [chosenName, setChosenName] = useState('');
  const hintId = `${slot}-mobile-hint`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setChosenName(file.name);
    const stored = await upload.start(file);
    if (!stored) return;
    // The replaced file, if this field uploaded it, is no longer wanted.
    upload.discard(value);
    onChange(stored);
  };

  const uploading = upload.status === 'uploading';
  return (
    <Space direction="vertical" block>
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
      <Space wrap align="center">
        <Button
          size="small"
          onClick={() => input.current?.click()}
          disabled={uploading}
          aria-label={mobileMessages.join.labelled(label, value ? m.replace : m.choose)}
          aria-describedby={hintId}
          className={styles.touch}
        >
          {value ? m.replace : m.choose}
        </Button>
        {value && !uploading && (
          <>
            <span className={styles.fileName}>{value.fileName}</span>
            <Button
              size="small"
              fill="none"
              onClick={() => {
                upload.discard(value);
                onChange(null);
              }}
              className={styles.touch}
            >
              {m.remove}
            </Button>
          </>
        )}
      </Space>
      <span id={hintId} className={styles.hint}>
        {m.hint(slot)}
      </span>
      {uploading && (
        <Space block align="center">
          <div
            role="progressbar"
            aria-label={m.uploading(chosenName)}
            aria-valuenow={upload.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className={styles.progress}
          >
            <ProgressBar percent={upload.percent} />
          </div>
          <Button size="small" onClick={upload.cancel} className={styles.touch}>
            {m.cancel}
          </Button>
        </Space>
      )}
      {upload.status === 'failed' && upload.error && (
        <div role="alert" className={styles.failed}>
          {upload.error} <span className={styles.fileName}>{chosenName}</span>
        </div>
      )}
    </Space>
  );
}
