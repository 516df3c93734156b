import fs from 'node:fs';
import path from 'node:path';
import { argumentsOf, compileCatalog } from './catalog-compiler.cjs';

const localesDir = path.join(__dirname, '..', '..', 'src', 'locales');
const languages = fs.readdirSync(localesDir).filter((name) => name !== 'en');
const namespaces = fs.readdirSync(path.join(localesDir, 'en')).filter((name) => name.endsWith('.json'));

type Raw = { [key: string]: string | Raw };
const read = (locale: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, locale, file), 'utf8')) as Raw;

/** Every message as "key.path" -> its sorted argument names. */
function shape(raw: Raw, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(raw).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, argumentsOf(value).join(',')]]
        : Object.entries(shape(value, `${prefix}${key}.`)),
    ),
  );
}

describe('message catalogues (docs/i18n.md)', () => {
  it('has English catalogues and another language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(languages).toContain('zh-CN');
  });

  describe.each(languages)('%s', (language) => {
    it.each(namespaces)('%s has every English message, with the same arguments, and no other', (file) => {
      const english = read('en', file);
      expect(fs.existsSync(path.join(localesDir, language, file))).toBe(true);
      const translated = read(language, file);
      expect(() => compileCatalog(translated, file)).not.toThrow();
      expect(shape(translated)).toEqual(shape(english));
    });

    it('has no catalogue English lacks', () => {
      const extra = fs
        .readdirSync(path.join(localesDir, language))
        .filter((file) => !namespaces.includes(file));
      expect(extra).toEqual([]);
    });
  });
});
