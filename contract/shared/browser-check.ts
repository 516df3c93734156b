/**
 * The portal page's old-browser check. webpack.config.ts writes it inline into index.html, before
 * the app's scripts, and the server's CSP allows it by its hash (server/src/app.ts), so it costs no
 * request. ES5 on purpose, and written as the production build's minifier leaves it (the served
 * text must hash to what the CSP allows; e2e/page-shell.spec.ts runs it): where the bundle cannot
 * run (it is built for ES2020 and uses Array.prototype.at) it shows the page's old-browser message
 * and drops the app's root instead of leaving a blank page.
 */
export const BROWSER_CHECK_SCRIPT =
  '!function(){if("undefined"==typeof Promise||"function"!=typeof Promise.allSettled||"function"!=typeof Array.prototype.at){var e=document.getElementById("pp-old-browser"),t=document.getElementById("root");e&&e.removeAttribute("hidden"),t&&t.parentNode.removeChild(t)}}();';
