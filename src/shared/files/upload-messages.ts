import { KIND_LIMITS, MB, UPLOAD_SLOTS } from '@contract/upload/constants';
import { slotMaxBytes } from '@contract/upload/constants';
import type { FileKind, SlotRule, UploadRefusal, UploadSlot } from '@contract/upload/constants';
import english from '@/locales/en/shared-upload.json';
import { defineMessages } from '@/shared/i18n';

/** Format names, the same in every language. */
const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  mp4: 'MP4',
};

/**
 * Text of the upload field (desktop, staff area and phone), from src/locales/<language>/shared-upload.json.
 * `tooManyWaiting` is the upload allowance (UPLOAD_PENDING_PER_HOUR, docs/uploads.md): too many
 * uploads in the last hour that no saved form uses yet; replaced and removed files do not count.
 */
export const uploadMessages = defineMessages(english, (format) => ({
  uploading: (name: string) => format('uploading', { name }),
  /**
   * Why a file is refused before it is sent, in the error catalogue's words plus the limit and
   * what to choose instead (the server answers the same, server/src/plugins/upload-plugin.ts);
   * null for a bad name, whose catalogue text already says to rename.
   */
  refusal: (refusal: UploadRefusal, slot: UploadSlot, kind: FileKind | null): string | null => {
    const kinds = UPLOAD_SLOTS[slot].kinds.map((k) => KIND_LABELS[k]).join(format('listSeparator'));
    switch (refusal) {
      case 'EMPTY':
        return format('refusal.empty');
      case 'FORMAT':
        return format('refusal.format', { kinds });
      case 'SIZE':
        return kind
          ? format('refusal.sizeOfKind', { mb: KIND_LIMITS[kind] / MB, kind: KIND_LABELS[kind] })
          : format('refusal.size', { mb: slotMaxBytes(slot) / MB });
      default:
        return null;
    }
  },
  /** What a slot takes, e.g. "PDF up to 20 MB". */
  hint: (slot: UploadSlot) => {
    const rule: SlotRule = UPLOAD_SLOTS[slot];
    const limits = rule.kinds
      .map((kind) => format('kindLimit', { kind: KIND_LABELS[kind], mb: KIND_LIMITS[kind] / MB }))
      .join(format('listSeparator'));
    return format('hint', { limits });
  },
}));
