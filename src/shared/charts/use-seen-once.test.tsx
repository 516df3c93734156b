import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useSeenOnce } from './use-seen-once';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(ref);
  return <div ref={ref}>{seen ? 'seen' : 'not yet'}</div>;
}

describe('useSeenOnce', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('is true at once without IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('seen')).toBeInTheDocument();
  });

  it('waits until the element comes into view, then stops observing', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const disconnect = jest.fn();
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        notify = callback;
      }
      observe() {}
      disconnect = disconnect;
    };
    render(<Probe />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('seen')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });
});
