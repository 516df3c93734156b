import { blockState } from './block-state';

describe('blockState', () => {
  it('is loading until the first answer', () => {
    expect(blockState({ loading: true, hasData: false, isEmpty: true })).toBe('loading');
  });
  it('shows data or the empty state once it has an answer', () => {
    expect(blockState({ loading: false, hasData: true, isEmpty: false })).toBe('ready');
    expect(blockState({ loading: false, hasData: true, isEmpty: true })).toBe('empty');
  });
  it('keeps showing data when a background refresh fails', () => {
    expect(blockState({ loading: false, error: new Error('x'), hasData: true, isEmpty: false })).toBe(
      'ready',
    );
  });
  it('shows the error without data, and the skeleton again while retrying', () => {
    expect(blockState({ loading: false, error: new Error('x'), hasData: false, isEmpty: true })).toBe(
      'error',
    );
    expect(blockState({ loading: true, error: new Error('x'), hasData: false, isEmpty: true })).toBe(
      'loading',
    );
  });
});
