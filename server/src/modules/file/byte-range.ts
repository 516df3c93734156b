/**
 * One `Range: bytes=...` header against a file of `size` bytes (RFC 9110 section 14):
 * - null: no usable range, answer the whole file (no header, other units, several ranges);
 * - 'unsatisfiable': answer 416, with a Content-Range that gives only the size;
 * - otherwise the inclusive [start, end] to answer with 206.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  // Several ranges (a comma) or another unit: the whole file is a valid answer.
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
