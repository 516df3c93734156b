// Turns a message catalogue (src/locales/<locale>/<namespace>.json: nested objects of ICU
// MessageFormat strings) into what the browser formats without parsing (docs/i18n.md): plain text
// stays a string; a message with placeholders, plurals or selects becomes a short list of parts,
// which src/shared/i18n/format-message.ts turns back into the parser's syntax tree for
// intl-messageformat to format:
//   "text"                          literal text
//   0                               "#" inside a plural: the plural's number, formatted
//   ["name"]                        the argument as text
//   ["name", 0]                     the argument as a number (Intl.NumberFormat)
//   ["name", 1, { key: parts }]     select (the "other" option when none matches)
//   ["name", 2, { key: parts }, n]  plural ("=2" or a plural category; n the offset, left out when 0)
//   ["name", 3, { key: parts }, n]  ordinal plural ("selectordinal")
// Option parts are a string when the option is plain text. About a third of the parser's syntax
// tree in bytes, in every chunk that carries the English catalogues. Shared by the webpack loader, the
// jest transform and the test server's catalogue handler, so all three give the same result.
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

function compactOptions(options) {
  const out = {};
  for (const [name, option] of Object.entries(options)) out[name] = compactMessage(option.value);
  return out;
}

/** The parts of a parsed message, or its text when it is only text. */
function compactMessage(elements) {
  const parts = [];
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        if (typeof parts[parts.length - 1] === 'string') parts[parts.length - 1] += element.value;
        else parts.push(element.value);
        break;
      case TYPE.pound:
        parts.push(0);
        break;
      case TYPE.argument:
        parts.push([element.value]);
        break;
      case TYPE.number:
        if (element.style)
          throw new Error(`number styles are not supported ({${element.value}, number, ...})`);
        parts.push([element.value, 0]);
        break;
      case TYPE.select:
        parts.push([element.value, 1, compactOptions(element.options)]);
        break;
      case TYPE.plural: {
        const part = [
          element.value,
          element.pluralType === 'ordinal' ? 3 : 2,
          compactOptions(element.options),
        ];
        if (element.offset) part.push(element.offset);
        parts.push(part);
        break;
      }
      default:
        // Dates, times and tags: dates go through src/shared/format and reach messages as text.
        throw new Error(`unsupported message syntax (type ${element.type})`);
    }
  }
  if (parts.length === 0) return '';
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

/** @param {string} text */
function compileMessage(text) {
  // Tags are not used: "<" is text (an email address in angle brackets, "a < b").
  return compactMessage(parse(text, { ignoreTag: true }));
}

/**
 * @param {unknown} raw
 * @param {string} where file name for errors
 */
function compileCatalog(raw, where, path = []) {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new Error(`${where}: ${path.join('.') || 'the catalogue'} must be an object of messages`);
  }
  const out = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('@')) throw new Error(`${where}: keys starting with @ are reserved (${key})`);
    if (typeof value === 'string') {
      try {
        out[key] = compileMessage(value);
      } catch (error) {
        throw new Error(`${where}: ${[...path, key].join('.')}: ${error.message}`);
      }
    } else {
      out[key] = compileCatalog(value, where, [...path, key]);
    }
  }
  return out;
}

// The pseudo-locale (en-XA): every letter accented and each message about 40% longer between
// brackets, so text that skipped the catalogue and layouts that cannot take longer words show.
const ACCENTED = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const accent = (text) => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);

/** Accents the literal text of compiled parts, options included. */
function pseudoParts(parts) {
  if (typeof parts === 'string') return accent(parts);
  return parts.map((part) => {
    if (typeof part === 'string') return accent(part);
    if (!Array.isArray(part) || part.length < 3) return part;
    const options = {};
    for (const [name, option] of Object.entries(part[2])) options[name] = pseudoParts(option);
    return [part[0], part[1], options, ...part.slice(3)];
  });
}

function padding(length) {
  return ' ' + '~'.repeat(Math.max(1, Math.round(length * 0.4)));
}

function pseudoMessage(compiled) {
  if (typeof compiled === 'string') {
    return compiled === '' ? '' : `[${accent(compiled)}${padding(compiled.length)}]`;
  }
  // Text counts its letters, anything else (an argument, a plural) four.
  const length = compiled.reduce((sum, part) => sum + (typeof part === 'string' ? part.length : 4), 0);
  return ['[', ...pseudoParts(compiled), `${padding(length)}]`];
}

function pseudoCatalog(compiled) {
  const out = {};
  for (const [key, value] of Object.entries(compiled)) {
    out[key] =
      typeof value === 'string' || Array.isArray(value) ? pseudoMessage(value) : pseudoCatalog(value);
  }
  return out;
}

/** The argument names a message uses (plural, select, number, date and plain ones), sorted. */
function argumentsOf(text) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && element.value)
        names.add(element.value);
      if (element.options) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(text, { ignoreTag: true }));
  return [...names].sort();
}

module.exports = { compileCatalog, compileMessage, pseudoCatalog, argumentsOf };
