import { clearLoadFailure, loadFailureText, showLoadFailure } from './load-failure';

describe('the host message for a portal that could not be loaded', () => {
  let container: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="portal-container"></div>';
    container = document.getElementById('portal-container')!;
  });

  it('says what failed and where, as an alert, with a retry button that runs the retry', () => {
    const retry = jest.fn();
    showLoadFailure(container, 'http://localhost:8000/', retry);
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h2')!.textContent).toBe(loadFailureText.title);
    expect(alert.textContent).toContain('http://localhost:8000/');
    const button = alert.querySelector('button')!;
    expect(button.textContent).toBe(loadFailureText.retry);
    button.click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows one message however often the failure is reported, and leaves the portal alone', () => {
    const portal = document.createElement('div');
    container.appendChild(portal);
    showLoadFailure(container, 'http://localhost:8000/', () => undefined);
    showLoadFailure(container, 'http://localhost:8000/', () => undefined);
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(1);
    clearLoadFailure(container);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild).toBe(portal);
  });
});
