/**
 * Loads antd's prebuilt sheets (docs/embedding.md, "Styles") with the desktop chunks that use them,
 * outside webpack's runtime. webpack.config.ts (AntdSheetsPlugin) takes each chunk's antd sheets out
 * of the style chunks, joins them into one `css/as-<hash>.css` file per chunk and writes which file
 * each chunk needs into this module (`__ANTD_SHEETS__`). Left to mini-css-extract, every such chunk
 * added its name and hash to the runtime in main.js, which the phone loads too (about 18 B per
 * chunk: the phone's budget lines, budgets.json). The desktop tree's own sheets stay in its style
 * chunk (this module is part of that tree), so only what the tree loads later passes through here.
 *
 * A chunk counts as loaded once its sheet has loaded too, as with webpack's style chunks, so a screen
 * never draws unstyled. The sheets go in front of the portal's own style chunks, in the order they
 * arrive: the portal's rules then win over antd's on equal specificity, whichever screen loaded
 * first, as when antd's CSS-in-JS wrote its styles at the front of the container.
 */
type EnsureChunk = (chunkId: string | number) => Promise<unknown>;

const sheetOfChunk: Record<string, string> = typeof __ANTD_SHEETS__ === 'undefined' ? {} : __ANTD_SHEETS__;
const loading = new Map<string, Promise<void>>();
/** The sheets' <link> tags in the order they arrived (the style host puts them back on a remount). */
const links: HTMLLinkElement[] = [];

const isOurs = (node: Element) => links.includes(node as HTMLLinkElement);

function toFront(container: ParentNode, link: HTMLLinkElement): void {
  const firstOther = [...container.children].find((child) => !isOurs(child));
  if (firstOther) container.insertBefore(link, firstOther);
}

function loadSheet(file: string): Promise<void> {
  let done = loading.get(file);
  if (done) return done;
  done = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${__webpack_public_path__}css/as-${file}.css`;
    link.onload = () => resolve();
    link.onerror = () => {
      // A later try of the same chunk (chunk-load.ts) asks for the sheet again.
      loading.delete(file);
      links.splice(links.indexOf(link), 1);
      link.remove();
      reject(
        Object.assign(new Error(`Loading style sheet ${link.href} failed`), {
          code: 'CSS_CHUNK_LOAD_FAILED',
          request: link.href,
        }),
      );
    };
    links.push(link);
    // Through the style host like webpack's style chunks: into the app's container while mounted.
    const place = window.__PARTNER_PORTAL_INSERT_STYLE__;
    if (place) place(link);
    else document.head.appendChild(link);
    if (link.parentNode) toFront(link.parentNode, link);
  });
  loading.set(file, done);
  return done;
}

const webpackRequire = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__;
const ensureChunk: EnsureChunk | undefined = webpackRequire?.e;
if (webpackRequire && ensureChunk) {
  webpackRequire.e = (chunkId) => {
    const file = sheetOfChunk[chunkId];
    const chunk = ensureChunk(chunkId);
    return file ? Promise.all([chunk, loadSheet(file)]) : chunk;
  };
}

/**
 * On each mount: the style host has put every remembered style tag back at the end of the new
 * container; antd's sheets go to its front again, in their order.
 */
export function frontAntdSheets(container: HTMLElement): void {
  const firstOther = [...container.children].find((child) => !isOurs(child));
  for (const link of links)
    if (link.parentNode === container) container.insertBefore(link, firstOther ?? null);
}
