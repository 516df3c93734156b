import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CardTabs from './card-tabs';

// The stand-in replaces antd's own import in the build only (webpack.config.ts, antdOnDemand);
// here it is rendered as antd would render it.

test('a card with tabs shows its tabs once their code has loaded, and switches between them', async () => {
  const user = userEvent.setup();
  render(
    <CardTabs
      items={[
        { key: 'a', label: 'Monthly', children: 'Monthly figures' },
        { key: 'b', label: 'Yearly', children: 'Yearly figures' },
      ]}
    />,
  );
  await user.click(await screen.findByRole('tab', { name: 'Yearly' }));
  expect(screen.getByRole('tab', { name: 'Yearly' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Yearly figures')).toBeVisible();
});
