// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f"\\/:*?<>|]+/g;

/** A display name safe for a header: no control chars, separators or quotes; never empty. */
export function sanitizeFileName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 150);
  return cleaned || fallback;
}

/** RFC 6266 header with an ASCII fallback and the RFC 5987 UTF-8 form. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
