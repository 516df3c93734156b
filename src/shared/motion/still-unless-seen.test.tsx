import { act, render, screen } from '@testing-library/react';
import { StillUnlessSeen } from './still-unless-seen';

type Notify = (entries: { isIntersecting: boolean }[]) => void;

function observeWith(): { notify: Notify } {
  const holder: { notify: Notify } = { notify: () => undefined };
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Notify) {
      holder.notify = callback;
    }
    observe() {}
    disconnect() {}
  };
  return holder;
}

function reduceMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const motion = () => screen.getByText('placeholder').parentElement!.getAttribute('data-motion');

describe('StillUnlessSeen', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    window.matchMedia = originalMatchMedia;
  });

  it('lets the placeholder shimmer only while it is on screen', () => {
    reduceMotion(false);
    const observer = observeWith();
    render(
      <StillUnlessSeen>
        <span>placeholder</span>
      </StillUnlessSeen>,
    );
    expect(motion()).toBe('still');
    act(() => observer.notify([{ isIntersecting: true }]));
    expect(motion()).toBe('running');
    act(() => observer.notify([{ isIntersecting: false }]));
    expect(motion()).toBe('still');
  });

  it('keeps it still on screen when the user asked for less motion', () => {
    reduceMotion(true);
    const observer = observeWith();
    render(
      <StillUnlessSeen>
        <span>placeholder</span>
      </StillUnlessSeen>,
    );
    act(() => observer.notify([{ isIntersecting: true }]));
    expect(motion()).toBe('still');
  });
});
