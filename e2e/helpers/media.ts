import type { Page } from '@playwright/test';

/**
 * Images that failed to load, and media elements in an error state, in the document and in every
 * open shadow root (a host with strictStyleIsolation keeps the portal in one).
 */
export function brokenMedia(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i += 1) {
      roots[i].querySelectorAll('*').forEach((element) => {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      });
    }
    return roots.flatMap((root) => [
      ...[...root.querySelectorAll('img')]
        .filter((image) => image.complete && image.naturalWidth === 0 && image.currentSrc)
        .map((image) => `img ${image.currentSrc}`),
      ...[...root.querySelectorAll('video, audio')]
        .filter((media) => (media as HTMLMediaElement).error !== null)
        .map((media) => `${media.tagName.toLowerCase()} ${(media as HTMLMediaElement).currentSrc}`),
    ]);
  });
}
