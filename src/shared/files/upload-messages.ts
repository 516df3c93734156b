import { KIND_LIMITS, MB, UPLOAD_SLOTS } from '@contract/upload/constants';
import { slotMaxBytes } from '@contract/upload/constants';
import type { FileKind, SlotRule, UploadRefusal, UploadSlot } from '@contract/upload/constants';

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
  /**
   * Why a file is refused before it is sent, in the error catalogue's words plus the limit and
   * what to choose instead (the server answers the same, server/src/plugins/upload-plugin.ts);
   * null for a bad name, whose catalogue text already says to rename.
   */
  refusal: (refusal: UploadRefusal, slot: UploadSlot, kind: FileKind | null): string | null => {
    const kinds = UPLOAD_SLOTS[slot].kinds.map((k) => KIND_LABELS[k]).join(', ');
    switch (refusal) {
      case 'EMPTY':
        return 'The file is empty (0 bytes). Choose a file that has content.';
      case 'FORMAT':
        return `This file format is not allowed. Choose a ${kinds} file.`;
      case 'SIZE':
        return kind
          ? `The file size exceeds the limit of ${KIND_LIMITS[kind] / MB} MB for a ${KIND_LABELS[kind]} file. Choose a smaller file.`
          : `The file size exceeds the limit of ${slotMaxBytes(slot) / MB} MB. Choose a smaller file.`;
      default:
        return null;
    }
  },
  /** What a slot takes, e.g. "PDF up to 20 MB". */
  hint: (slot: UploadSlot) => {
    const rule: SlotRule = UPLOAD_SLOTS[slot];
    return (
      rule.kinds.map((kind) => `${KIND_LABELS[kind]} up to ${KIND_LIMITS[kind] / MB} MB`).join(', ') +
      '. Names: letters, digits, spaces, . _ - ( ), at most 100 characters.'
    );
  },
};
