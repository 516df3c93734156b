import { KIND_LIMITS, MB, UPLOAD_SLOTS } from '@contract/upload/constants';
import type { FileKind, SlotRule, UploadSlot } from '@contract/upload/constants';

const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  mp4: 'MP4',
};

/** Text of the upload field (desktop, staff area and phone). */
export const uploadMessages = {
  choose: 'Choose file',
  replace: 'Replace file',
  cancel: 'Cancel upload',
  remove: 'Remove file',
  retry: 'Try again',
  uploading: (name: string) => `Uploading ${name}`,
  uploaded: 'Uploaded',
  /**
   * The upload allowance (UPLOAD_PENDING_PER_HOUR, docs/uploads.md): too many uploads in the last
   * hour that no saved form uses yet. Replaced and removed files do not count.
   */
  tooManyWaiting:
    'You have uploaded many files in the last hour that no saved form uses yet. Save the form that uses them, or try again later (within the hour). Files you replace or remove here no longer count.',
  /** What a slot takes, e.g. "PDF up to 20 MB". */
  hint: (slot: UploadSlot) => {
    const rule: SlotRule = UPLOAD_SLOTS[slot];
    return (
      rule.kinds.map((kind) => `${KIND_LABELS[kind]} up to ${KIND_LIMITS[kind] / MB} MB`).join(', ') +
      '. Names: letters, digits, spaces, . _ - ( ), at most 100 characters.'
    );
  },
};
