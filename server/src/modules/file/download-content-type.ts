/**
 * The download kinds of the spec's file-download entity (section 3): jpg/jpeg, png, mp4 and pdf
 * keep their type; everything else is sent as a plain byte stream, so nothing else (SVG, HTML)
 * can render on our origin from a download link.
 */
const KINDS: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

export const OCTET_STREAM = 'application/octet-stream';

/** Types answered in byte ranges: viewers and players fetch PDFs and video in parts. */
export const RANGEABLE: ReadonlySet<string> = new Set(['application/pdf', 'video/mp4']);

/** By the extension of the stored name, which the storage derived from the uploaded type. */
export function downloadContentType(storedName: string): string {
  const dot = storedName.lastIndexOf('.');
  return (dot >= 0 && KINDS[storedName.slice(dot + 1).toLowerCase()]) || OCTET_STREAM;
}
