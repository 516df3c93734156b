// Turns a message catalogue (src/locales/<locale>/<namespace>.json: nested objects of ICU
// MessageFormat strings) into what the browser formats without parsing: plain text stays a string,
// a message with placeholders, plurals or selects becomes the parser's AST, which intl-messageformat
// formats directly (docs/i18n.md). Shared by the webpack loader, the jest transform and the test
// server's catalogue handler, so all three give the same result.
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

/** @param {string} text */
function compileMessage(text) {
  // Tags are not used: "<" is text (an email address in angle brackets, "a < b").
  const ast = parse(text, { ignoreTag: true });
  if (ast.length === 0) return '';
  if (ast.length === 1 && ast[0].type === TYPE.literal) return ast[0].value;
  return ast;
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

function pseudoElements(elements) {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = {};
      for (const [name, option] of Object.entries(element.options)) {
        options[name] = { ...option, value: pseudoElements(option.value) };
      }
      return { ...element, options };
    }
    return element;
  });
}

function padding(length) {
  return ' ' + '~'.repeat(Math.max(1, Math.round(length * 0.4)));
}

function pseudoMessage(compiled) {
  if (typeof compiled === 'string') {
    return compiled === '' ? '' : `[${accent(compiled)}${padding(compiled.length)}]`;
  }
  const literalLength = (elements) =>
    elements.reduce((sum, element) => sum + (element.type === TYPE.literal ? element.value.length : 4), 0);
  const length = literalLength(compiled);
  return [
    { type: TYPE.literal, value: '[' },
    ...pseudoElements(compiled),
    { type: TYPE.literal, value: `${padding(length)}]` },
  ];
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
