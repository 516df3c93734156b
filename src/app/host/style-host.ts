/**
 * Style chunks (mini-css-extract <link> tags) live inside the app's container while it is
 * mounted, so nothing of ours stays in the host's document after unmount. webpack loads each CSS
 * chunk once per page, so the tags are remembered and put back on the next mount.
 *
 * antd's prebuilt sheets (`as-…` style chunks, docs/embedding.md "Styles") go to the front, in
 * the order they arrive, and the portal's own style chunks after them: the portal's rules then win
 * over antd's on equal specificity whichever screen loaded first, as when antd's CSS-in-JS wrote
 * its styles at the front of the container.
 */
const links = new Set<HTMLLinkElement>();
let target: HTMLElement | null = null;

const isAntdSheet = (link: HTMLLinkElement) => /\/css\/as-[^/]*$/.test(link.href);

function insert(container: HTMLElement, link: HTMLLinkElement): void {
  if (!isAntdSheet(link)) {
    container.appendChild(link);
    return;
  }
  const firstOther = [...container.children].find(
    (child) => !(child instanceof HTMLLinkElement && isAntdSheet(child)),
  );
  container.insertBefore(link, firstOther ?? null);
}

function place(link: HTMLLinkElement): void {
  links.add(link);
  link.addEventListener('error', () => links.delete(link), { once: true });
  insert(target ?? document.head, link);
}

export function attachStyleHost(container: HTMLElement): void {
  target = container;
  window.__PARTNER_PORTAL_INSERT_STYLE__ = place;
  links.forEach((link) => insert(container, link));
}

export function detachStyleHost(): void {
  links.forEach((link) => link.remove());
  target = null;
  delete window.__PARTNER_PORTAL_INSERT_STYLE__;
}
