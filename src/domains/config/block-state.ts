/** What an overview block shows; also written to its `data-state` attribute for e2e and the bench. */
export type BlockState = 'loading' | 'empty' | 'error' | 'ready';

export interface BlockStateInput {
  loading: boolean;
  error?: Error;
  hasData: boolean;
  isEmpty: boolean;
}

/**
 * Data already on screen wins over a failed background refresh (the focus refresh will try again);
 * a retry after an error shows the skeleton, not the old error.
 */
export function blockState({ loading, error, hasData, isEmpty }: BlockStateInput): BlockState {
  if (hasData) return isEmpty ? 'empty' : 'ready';
  if (loading) return 'loading';
  if (error) return 'error';
  return 'loading';
}
