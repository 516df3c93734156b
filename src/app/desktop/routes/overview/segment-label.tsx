import { screen } from '@testing-library/react';

/** Picks a Segmented option the way a pointer does: antd hides the radio and shows its label. */
export function segmentLabel(name: string): HTMLElement {
  return screen.getByRole('radio', { name }).closest('label') as HTMLElement;
}
