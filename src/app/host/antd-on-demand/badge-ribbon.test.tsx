import { render, screen } from '@testing-library/react';
import BadgeRibbon from './badge-ribbon';

// The stand-in replaces antd's own import in the build only (webpack.config.ts, antdOnDemand);
// here it is rendered as antd would render it.

test('a ribbon shows what it wraps at once, and its ribbon once loaded', async () => {
  render(
    <BadgeRibbon text="New">
      <p>Quarterly review</p>
    </BadgeRibbon>,
  );
  expect(screen.getByText('Quarterly review')).toBeInTheDocument();
  expect(await screen.findByText('New')).toBeInTheDocument();
});
