import type { Page } from '@playwright/test';
import antdEnglish from 'antd/lib/locale/en_US';
import antdMobileEnglish from 'antd-mobile/cjs/locales/en-US';

/** Every word of a value (strings of JSON, nested), lower-cased. */
function wordsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    for (const word of value.match(/[A-Za-z]{2,}/g) ?? []) into.add(word.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const item of value) wordsOf(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      wordsOf(key, into);
      wordsOf(item, into);
    }
  }
  return into;
}

// The kits' own English words: the pseudo-locale keeps their English packs (their Chinese packs
// are checked by the Chinese tests), the date library's shortest day names, and the one label
// rc-segmented writes itself.
const KIT_WORDS = wordsOf(
  [antdEnglish, antdMobileEnglish, 'Su Mo Tu We Th Fr Sa', 'segmented control'],
  new Set(),
);

/**
 * Watches a page's API answers: words that came from the server's data (names, titles, emails)
 * are content, not the portal's text, and may show untranslated.
 */
export interface DataWords {
  words: Set<string>;
  reading: Set<Promise<void>>;
}

export function collectDataWords(page: Page): DataWords {
  const data: DataWords = { words: new Set(), reading: new Set() };
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/json|text\/(plain|markdown)/.test(type) || /\/locales\//.test(response.url())) return;
    const read = response
      .text()
      .then((body) => {
        let value: unknown = body;
        try {
          value = JSON.parse(body);
        } catch {
          // plain text (a document's markdown): its words as they are
        }
        wordsOf(value, data.words);
      })
      .catch(() => undefined) // a body already gone (a navigation): nothing to read
      .finally(() => data.reading.delete(read));
    data.reading.add(read);
  });
  return data;
}

/**
 * The visible text on the page (text nodes, placeholders, accessible names set by attribute) with
 * a word that is in neither a catalogue (the pseudo-locale accents every letter of those), the
 * server's data, the kits' English packs, nor what Intl writes in English (months, days, country
 * and currency names, ISO codes).
 */
export async function untranslatedText(page: Page, data: DataWords): Promise<string[]> {
  await Promise.all([...data.reading]);
  const allowed = [...new Set([...data.words, ...KIT_WORDS])];
  return page.evaluate((allowedWords) => {
    const allowed = new Set(allowedWords);
    const intl = new Set<string>();
    const add = (text: string) => {
      for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) intl.add(word.toLowerCase());
    };
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 1 + month);
      for (const style of ['long', 'short'] as const) {
        add(date.toLocaleString('en', { month: style, weekday: style }));
      }
      add(date.toLocaleString('en', { hour: 'numeric', dayPeriod: 'short' }));
    }
    add('AM PM');
    const regions = new Intl.DisplayNames(['en'], { type: 'region' });
    const currencies = new Intl.DisplayNames(['en'], { type: 'currency' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        try {
          add(regions.of(code) ?? '');
        } catch {
          // not a region code
        }
      }
    }
    for (const code of ['USD', 'PHP', 'THB', 'MYR', 'IDR', 'SGD', 'EUR', 'CNY', 'HKD', 'VND', 'KRW', 'JPY']) {
      add(currencies.of(code) ?? '');
    }
    const fine = (word: string) =>
      allowed.has(word.toLowerCase()) || intl.has(word.toLowerCase()) || /^[A-Z]{2,4}$/.test(word);

    const visible = (element: Element) => {
      if (element.closest('[aria-hidden="true"], script, style, noscript, template, canvas, svg'))
        return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const offending: string[] = [];
    const check = (text: string, where: string) => {
      const bad = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !fine(word));
      if (bad.length > 0) offending.push(`${where}: "${text.trim().slice(0, 80)}" (${bad.join(', ')})`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && node.textContent?.trim() && visible(parent))
        check(node.textContent, parent.tagName.toLowerCase());
    }
    for (const element of document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      if (!visible(element)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) check(value, `${element.tagName.toLowerCase()}[${attribute}]`);
      }
    }
    return [...new Set(offending)];
  }, allowed);
}
