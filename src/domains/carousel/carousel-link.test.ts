import { byDisplayOrder, carouselLink } from './carousel-link';

describe('carouselLink', () => {
  it('opens the event for an event link', () => {
    expect(carouselLink({ id: 'c1', linkType: 'EVENT', linkTarget: 'ev9' })).toEqual({
      kind: 'event',
      id: 'ev9',
    });
  });
  it('opens the carousel detail of the item itself', () => {
    expect(carouselLink({ id: 'c1', linkType: 'CAROUSEL_DETAIL', linkTarget: null })).toEqual({
      kind: 'carousel',
      id: 'c1',
    });
  });
  it('is not clickable without a usable target', () => {
    expect(carouselLink({ id: 'c1', linkType: 'EVENT', linkTarget: null })).toBeNull();
    expect(carouselLink({ id: 'c1', linkType: 'NONE', linkTarget: 'x' })).toBeNull();
  });
  it('orders items by display order', () => {
    expect(byDisplayOrder([{ order: 3 }, { order: 1 }, { order: 2 }]).map((i) => i.order)).toEqual([1, 2, 3]);
  });
});
