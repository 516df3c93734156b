import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enUS from 'antd/es/locale/en_US';
import TypographyCopyButton from './typography-copy-button';

// The stand-in replaces antd's own import in the build only (webpack.config.ts, antdOnDemand);
// here it is rendered as antd would render it.

test('copyable text gets its copy button', async () => {
  const user = userEvent.setup();
  const onCopy = jest.fn();
  render(
    <TypographyCopyButton
      prefixCls="ant-typography"
      copied={false}
      locale={enUS.Text!}
      onCopy={onCopy}
      iconOnly
      loading={false}
    />,
  );
  await user.click(await screen.findByRole('button', { name: 'Copy' }));
  expect(onCopy).toHaveBeenCalledTimes(1);
});
