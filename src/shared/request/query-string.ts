/**
 * What umi-request needs from `qs`, in the few lines it actually uses. webpack (and jest) resolve
 * umi-request's `import { parse, stringify } from 'qs'` here: the real `qs` brings its
 * side-channel/object-inspect dependencies, about 16 KiB compressed on every first load of both
 * trees (budgets.json; docs/quality-gates.md).
 *
 * umi-request calls `stringify` on a flat object whose values are strings, numbers, booleans,
 * null or arrays of those (it has already turned nested objects into JSON text), with
 * `{ arrayFormat: 'repeat', strictNullHandling: true }`; and `parse` on the text of a
 * URLSearchParams it was given, with `{ strictNullHandling: true }`. Both follow qs for those
 * shapes (query-string.test.ts compares them with qs itself); anything else is refused loudly
 * rather than encoded differently.
 */
type Flat = string | number | boolean | null | undefined;

// qs encodes as RFC 3986: everything but letters, digits and - . _ ~ (encodeURIComponent also
// leaves ! ' ( ) * as they are).
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function stringify(value: Record<string, Flat | Flat[]> | null | undefined): string {
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value ?? {})) {
    for (const one of Array.isArray(item) ? item : [item]) {
      if (one === undefined) continue;
      if (one !== null && typeof one === 'object')
        throw new TypeError(`query-string: nested value under "${key}" is not supported`);
      parts.push(one === null ? encode(key) : `${encode(key)}=${encode(String(one))}`);
    }
  }
  return parts.join('&');
}

export function parse(text: string): Record<string, string | null | (string | null)[]> {
  const result: Record<string, string | null | (string | null)[]> = {};
  for (const part of text.split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    const key = decode(equals === -1 ? part : part.slice(0, equals));
    const item = equals === -1 ? null : decode(part.slice(equals + 1));
    const before = result[key];
    result[key] = before === undefined ? item : [...(Array.isArray(before) ? before : [before]), item];
  }
  return result;
}
