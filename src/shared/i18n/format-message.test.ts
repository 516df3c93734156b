import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { argumentsOf, compileMessage } from '../../../scripts/i18n/catalog-compiler.cjs';
import { formatCompiled } from './format-message';

type Raw = { [key: string]: string | Raw };
const localesDir = path.join(__dirname, '..', '..', 'locales');

/** Every message with arguments in every catalogue of every language, as [where, text, language]. */
function messagesWithArguments(): [string, string, string][] {
  const found: [string, string, string][] = [];
  const walk = (raw: Raw, where: string, language: string) => {
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value !== 'string') walk(value, `${where}.${key}`, language);
      else if (argumentsOf(value).length > 0) found.push([`${where}.${key}`, value, language]);
    }
  };
  for (const language of fs.readdirSync(localesDir)) {
    for (const file of fs.readdirSync(path.join(localesDir, language))) {
      const raw = JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8')) as Raw;
      walk(raw, `${language}/${file}`, language);
    }
  }
  return found;
}

/** Values that reach every branch: each select's options and an unknown one, plurals 0, 1, 2, 5, 1234. */
function sampleValues(text: string): Record<string, string | number>[] {
  const names = argumentsOf(text);
  const choices = new Map<string, (string | number)[]>();
  for (const name of names) {
    const select = new RegExp(`\\{\\s*${name}\\s*,\\s*select\\s*,`).test(text);
    const numeric = new RegExp(`\\{\\s*${name}\\s*,\\s*(plural|selectordinal|number)\\s*[,}]`).test(text);
    if (select) {
      const options = [...text.matchAll(/(\w+)\s*\{/g)].map((match) => match[1]);
      choices.set(name, [...new Set(options), 'SOMETHING_ELSE']);
    } else {
      choices.set(name, numeric ? [0, 1, 2, 5, 1234] : [`<${name}>`]);
    }
  }
  const width = Math.max(...[...choices.values()].map((values) => values.length));
  return Array.from({ length: width }, (_, index) =>
    Object.fromEntries(names.map((name) => [name, choices.get(name)![index % choices.get(name)!.length]])),
  );
}

describe('compiled messages, formatted by intl-messageformat', () => {
  it.each(messagesWithArguments())('formats %s as from its source text', (_where, text, language) => {
    const compiled = compileMessage(text);
    const reference = new IntlMessageFormat(text, language, undefined, { ignoreTag: true });
    for (const values of sampleValues(text)) {
      expect(formatCompiled(compiled, language, values)).toBe(String(reference.format(values)));
    }
  });

  it('formats exact plural options, offsets, ordinals and numbers', () => {
    const cases: [string, Record<string, number | string>, string][] = [
      ['{n, plural, =0 {none} one {# file} other {# files}}', { n: 0 }, 'none'],
      ['{n, plural, =0 {none} one {# file} other {# files}}', { n: 1200 }, '1,200 files'],
      ['{n, plural, offset:1 =1 {just you} other {you and # more}}', { n: 3 }, 'you and 2 more'],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }, '22nd'],
      ['{n, number} items', { n: 12345.5 }, '12,345.5 items'],
      ['{k, select, a {A {x}} other {O}}', { k: 'a', x: 'y' }, 'A y'],
    ];
    for (const [text, values, expected] of cases) {
      expect(formatCompiled(compileMessage(text), 'en', values)).toBe(expected);
    }
  });

  it('refuses a message whose argument is missing', () => {
    expect(() => formatCompiled(compileMessage('Hello {name}'), 'en', {})).toThrow(/name/);
  });
});
