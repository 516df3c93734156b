import { useSyncExternalStore } from 'react';
import { activeLocale, subscribeLocale } from './locale-state';
import type { UiLocale } from './locale-state';

// A counter moved by every change, so a catalogue arriving for the same language renders again.
let version = 0;
subscribeLocale(() => {
  version += 1;
});
const snapshot = () => `${activeLocale()}#${version}`;

/**
 * The language shown now; the component renders again when it changes or when a catalogue for it
 * arrives. Put it in the dependencies of a useMemo or useCallback that reads messages.
 */
export function useLocale(): UiLocale {
  useSyncExternalStore(subscribeLocale, snapshot, snapshot);
  return activeLocale();
}
