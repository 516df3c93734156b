import { nearestMobileScreen } from './desktop-only-paths';

describe('nearestMobileScreen', () => {
  it.each([
    ['/mobile/newsletter', '/mobile/business-insights/Newsletter'],
    ['/mobile/newsletter/', '/mobile/business-insights/Newsletter'],
    ['/mobile/interactive-calendar', '/mobile/overview#calendar'],
    ['/mobile/event-detail/ev%201', '/mobile/overview?event=ev+1'],
  ])('%s offers %s', (path, to) => {
    expect(nearestMobileScreen(path)?.to).toBe(to);
  });

  it.each(['/mobile/no-such-page', '/mobile/event-detail', '/mobile/event-detail/a/b', '/newsletter'])(
    '%s has no nearer screen',
    (path) => {
      expect(nearestMobileScreen(path)).toBeNull();
    },
  );
});
