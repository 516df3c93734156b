import english from '../../locales/en/app-page-shell.json';

/**
 * Text of the portal's HTML page itself, shown before (or instead of) any script: webpack.config.ts
 * writes it into index.html, so it is plain data read in Node at build time, straight from the
 * English catalogue (src/locales/en/app-page-shell.json; its messages have no arguments, so the raw
 * text is the message). The page is written once, before any language is chosen: English.
 */
export const pageShellMessages = {
  noScript: english.noScript,
  oldBrowser: english.oldBrowser,
} as const;
