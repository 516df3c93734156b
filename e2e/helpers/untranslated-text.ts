import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

type Raw = { [key: string]: string | Raw };

/** Every plain English catalogue message of at least two letters (those with arguments vary). */
function englishMessages(): string[] {
  const dir = path.join(__dirname, '..', '..', 'src', 'locales', 'en');
  const found = new Set<string>();
  const walk = (raw: Raw) => {
    for (const value of Object.values(raw)) {
      if (typeof value !== 'string') walk(value);
      else if (!/[{}]/.test(value) && /[A-Za-z]{2,}/.test(value)) found.add(value.trim().toLowerCase());
    }
  };
  for (const file of fs.readdirSync(dir))
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Raw);
  return [...found];
}

const ENGLISH = englishMessages();

/**
 * The visible texts (text nodes, and placeholders, accessible names and titles set by attribute)
 * that are a catalogue's English message as it is: in the pseudo-locale every catalogue message is
 * accented, so one shown in plain English was read before the language was chosen (a module-level
 * constant) or not read again when it changed. Words written straight into JSX are refused by lint.
 */
export async function englishLeftOnScreen(page: Page): Promise<string[]> {
  return page.evaluate((english) => {
    const messages = new Set(english);
    const visible = (element: Element) => {
      if (element.closest('[aria-hidden="true"], script, style, noscript, template, textarea')) return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const found: string[] = [];
    const check = (text: string, where: string) => {
      if (messages.has(text.trim().toLowerCase())) found.push(`${where}: "${text.trim()}"`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && node.textContent?.trim() && visible(parent))
        check(node.textContent, parent.tagName.toLowerCase());
    }
    for (const element of document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      // The kits label their own parts in their English packs, which the pseudo-locale keeps: an
      // icon by its name ("calendar"), the pager's arrows ("Next Page").
      if (!visible(element) || element.closest('[role="img"], [class*="pagination"]')) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) check(value, `${element.tagName.toLowerCase()}[${attribute}]`);
      }
    }
    return [...new Set(found)];
  }, ENGLISH);
}
