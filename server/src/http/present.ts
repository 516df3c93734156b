import { FILE_API } from '@contract/file/constants';

/** Path of a public-read stored file on the API origin; the client prefixes the origin. */
export function mediaPath(fileUrl: string | null): string | null {
  return fileUrl ? `${FILE_API.publicPrefix}/${fileUrl}` : null;
}

/** numeric columns arrive as strings (exact); the contract carries numbers. */
export function money(value: string | number | null): number {
  return value === null ? 0 : Math.round(Number(value) * 100) / 100;
}

export function isoDateOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** First day of the month `offset` months from `date`'s month, as 'YYYY-MM-DD' (UTC). */
export function monthStartIso(date: Date, offset = 0): string {
  return isoDateOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)));
}

/** Escapes LIKE wildcards so a keyword matches literally (used with ESCAPE '\'). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
