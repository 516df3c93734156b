/** The host's words when the portal cannot be started (the demo host's one piece of user text). */
export const loadFailureText = {
  title: 'The partner portal could not be loaded',
  body: (entry: string) =>
    `The host could not fetch or start the portal from ${entry}. Check that the portal is running there, then try again.`,
  retry: 'Try again',
};

const MARK = 'data-host-load-failure';

/**
 * Shows the host's own message in `container` when the portal's code could not be fetched or
 * started: qiankun leaves the container empty then, and the page looked blank under the host's
 * bar. One message at a time; `retry` runs from its button.
 */
export function showLoadFailure(container: HTMLElement, entry: string, retry: () => void): void {
  clearLoadFailure(container);
  const box = document.createElement('section');
  box.setAttribute(MARK, '');
  box.setAttribute('role', 'alert');
  box.className = 'host-load-failure';
  const title = document.createElement('h2');
  title.textContent = loadFailureText.title;
  const body = document.createElement('p');
  body.textContent = loadFailureText.body(entry);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'host-button';
  button.textContent = loadFailureText.retry;
  button.addEventListener('click', retry);
  box.append(title, body, button);
  container.appendChild(box);
}

/** Takes the message away (the portal mounted after all, or the visitor left its route). */
export function clearLoadFailure(container: HTMLElement): void {
  container.querySelectorAll(`:scope > [${MARK}]`).forEach((box) => box.remove());
}
