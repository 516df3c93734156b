/**
 * Text of the portal's HTML page itself, shown before (or instead of) any script: webpack.config.ts
 * writes it into index.html, so it is plain data with no imports.
 */
export const pageShellMessages = {
  noScript: 'The partner portal needs JavaScript. Turn it on in your browser settings and reload the page.',
  oldBrowser:
    'This browser is too old for the partner portal. Open it in a current version of Chrome, Edge, Firefox or Safari.',
} as const;
