import type * as Qs from 'qs';
import { parse, stringify } from './query-string';

// The real qs (umi-request's dependency), past the moduleNameMapper that points `qs` at our file.
const realQs = jest.requireActual<typeof Qs>('qs/lib/index.js');

// What umi-request passes (src/shared/request/query-string.ts says why this file stands in for qs).
const STRINGIFY = { arrayFormat: 'repeat', strictNullHandling: true } as const;

test.each([
  [{ fileUrl: 'a1b2.pdf', inline: 'true' }],
  [{ q: 'Hana Duty Free', page: 2, on: true, off: false }],
  [{ text: "räksmörgås & 'quotes' (1+1)=2 *star* ~tilde~ !bang 50% /path?x#y" }],
  [{ ids: ['a', 'b c', 'd&e'], empty: '' }],
  [{ gone: undefined, nothing: null, kept: 'x' }],
  [{ json: JSON.stringify({ year: 2026, countries: ['JP', 'KR'] }) }],
  [{}],
])('stringify(%j) matches qs', (value) => {
  expect(stringify(value)).toBe(realQs.stringify(value, STRINGIFY));
});

test.each(['a=1&b=two%20words&c', 'ids=a&ids=b&ids=c+d', 'x=%F0%9F%98%80&empty=', ''])(
  'parse(%j) matches qs',
  (text) => {
    expect(parse(text)).toEqual(realQs.parse(text, { strictNullHandling: true }));
  },
);

test('a nested value is refused instead of being encoded differently from qs', () => {
  expect(() => stringify({ a: { b: 1 } as never })).toThrow(/nested value under "a"/);
});
