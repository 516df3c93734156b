/** DATA-FILES: the download kinds the portal knows; everything else is a plain byte stream. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

export const OCTET_STREAM = 'application/octet-stream';

export function contentTypeForFileName(fileName: string): string {
  const name = fileName.split(/[?#]/)[0];
  const dot = name.lastIndexOf('.');
  if (dot < 0 || dot === name.length - 1) return OCTET_STREAM;
  return CONTENT_TYPES[name.slice(dot + 1).toLowerCase()] ?? OCTET_STREAM;
}
