/* global document */
/*
 * Runs before the app's scripts, in any browser (ES5 on purpose, no build step): where the bundle
 * cannot run (it is built for ES2020 and uses Array.prototype.at), shows the page's old-browser
 * message instead of a blank page. A file of its own, not an inline script: the CSP allows only
 * the portal's own scripts (server/src/app.ts). qiankun hosts skip it (the `ignore` attribute).
 */
(function () {
  var modern =
    typeof Promise !== 'undefined' &&
    typeof Promise.allSettled === 'function' &&
    typeof Array.prototype.at === 'function';
  if (modern) return;
  var message = document.getElementById('pp-old-browser');
  if (message) message.removeAttribute('hidden');
  var root = document.getElementById('root');
  if (root) root.parentNode.removeChild(root);
})();
