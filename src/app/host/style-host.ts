/**
 * Style chunks (mini-css-extract <link> tags) live inside the app's container while it is
 * mounted, so nothing of ours stays in the host's document after unmount. webpack loads each CSS
 * chunk once per page, so the tags are remembered and put back on the next mount.
 */
const links = new Set<HTMLLinkElement>();
let target: HTMLElement | null = null;

function place(link: HTMLLinkElement): void {
  links.add(link);
  link.addEventListener('error', () => links.delete(link), { once: true });
  (target ?? document.head).appendChild(link);
}

export function attachStyleHost(container: HTMLElement): void {
  target = container;
  window.__PARTNER_PORTAL_INSERT_STYLE__ = place;
  links.forEach((link) => container.appendChild(link));
}

export function detachStyleHost(): void {
  links.forEach((link) => link.remove());
  target = null;
  delete window.__PARTNER_PORTAL_INSERT_STYLE__;
}
