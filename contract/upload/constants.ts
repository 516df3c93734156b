/**
 * File upload rules shared by the server (which enforces them) and the client (which checks the
 * same rules before sending, so a refused file costs no upload). Plain constants and pure
 * functions only: the browser bundle imports them as values.
 *
 * POST /api/spportal/file/upload.json?slot=<UploadSlot>, multipart/form-data with one part named
 * `file`. Answer: `{ file: { fileUrl, fileName, contentType, sizeBytes } }`. Refusals:
 * 510872003 bad name, 510872004 format not allowed for the slot (judged by the content signature,
 * never by the name or the browser's type), 510872005 over the slot's size limit, 510872001 the
 * storage failed. Nothing is stored for a refused or interrupted upload.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const UPLOAD_API = {
  upload: '/api/spportal/file/upload.json',
  /** Removes one of the caller's own uploads that no saved form uses yet (a replaced file). */
  discard: '/api/spportal/file/discard.json',
} as const;

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'mp4';

export const MB = 1024 * 1024;

/** Size limit per kind of file (docs/uploads.md). */
export const KIND_LIMITS: Record<FileKind, number> = {
  pdf: 20 * MB,
  jpeg: 5 * MB,
  png: 5 * MB,
  webp: 5 * MB,
  mp4: 50 * MB,
};

export const KIND_CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/** File name extensions accepted for each kind (the name must agree with the content). */
export const KIND_EXTENSIONS: Record<FileKind, readonly string[]> = {
  pdf: ['pdf'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  mp4: ['mp4'],
};

export interface SlotRule {
  kinds: readonly FileKind[];
  /** Media shown in <img>/<video> (carousel) are readable without a session. */
  publicRead: boolean;
  /** Who may upload into the slot. */
  who: 'STAFF' | 'ANY';
}

export const UPLOAD_SLOTS = {
  CONTRACT_PDF: { kinds: ['pdf'], publicRead: false, who: 'STAFF' },
  INSIGHT_PDF: { kinds: ['pdf'], publicRead: false, who: 'STAFF' },
  CAROUSEL_IMAGE: { kinds: ['jpeg', 'png', 'webp'], publicRead: true, who: 'STAFF' },
  CAROUSEL_VIDEO: { kinds: ['mp4'], publicRead: true, who: 'STAFF' },
  VIDEO_COVER: { kinds: ['jpeg', 'png'], publicRead: true, who: 'STAFF' },
  CLAIM_PROOF: { kinds: ['pdf', 'jpeg', 'png'], publicRead: false, who: 'ANY' },
} as const satisfies Record<string, SlotRule>;

export type UploadSlot = keyof typeof UPLOAD_SLOTS;

export const UPLOAD_SLOT_NAMES = Object.keys(UPLOAD_SLOTS) as UploadSlot[];

/** The largest size any kind of the slot may have (the server stops reading beyond it). */
export const slotMaxBytes = (slot: UploadSlot): number =>
  Math.max(...UPLOAD_SLOTS[slot].kinds.map((kind) => KIND_LIMITS[kind]));

/** The `accept` attribute for a slot's file input. */
export const slotAccept = (slot: UploadSlot): string =>
  UPLOAD_SLOTS[slot].kinds
    .flatMap((kind) => [KIND_CONTENT_TYPES[kind], ...KIND_EXTENSIONS[kind].map((e) => `.${e}`)])
    .join(',');

export const FILE_NAME_MAX_LENGTH = 100;
/** Letters, digits, space, dot, underscore, hyphen and parentheses; starts with a letter or digit. */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._()-]*$/;

/** 510872003 when false. */
export const isFileNameAllowed = (name: string): boolean =>
  name.length > 0 &&
  name.length <= FILE_NAME_MAX_LENGTH &&
  FILE_NAME_PATTERN.test(name) &&
  !name.includes('..');

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Bytes needed to recognise every kind. */
export const SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The kind of file its first bytes say it is; null for anything else (an .exe starts with "MZ"). */
export function sniffKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return 'mp4'; // ....ftyp
  return null;
}

/** EMPTY: a 0-byte file (answered 510872004, with its own message: it has no format to judge). */
export type UploadRefusal = 'NAME' | 'EMPTY' | 'FORMAT' | 'SIZE';

/**
 * The rule a file breaks for a slot, or null. `head` is the file's first SIGNATURE_BYTES bytes;
 * the kind must be one the slot takes and the name's extension must match it.
 */
export function checkUpload(
  slot: UploadSlot,
  file: { name: string; size: number; head: Uint8Array },
): UploadRefusal | null {
  if (!isFileNameAllowed(file.name)) return 'NAME';
  if (file.size === 0) return 'EMPTY';
  const kind = sniffKind(file.head);
  const rule: SlotRule = UPLOAD_SLOTS[slot];
  if (!kind || !rule.kinds.includes(kind) || !KIND_EXTENSIONS[kind].includes(fileExtension(file.name)))
    return 'FORMAT';
  if (file.size > KIND_LIMITS[kind]) return 'SIZE';
  return null;
}

export interface UploadedFile {
  fileUrl: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}
