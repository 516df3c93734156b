import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TableCheckbox from './table-checkbox';

// The stand-in replaces antd's own import in the build only (webpack.config.ts, antdOnDemand);
// here it is rendered as antd would render it.

test("a table's selection checkbox shows and can be ticked", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<TableCheckbox aria-label="Select row" onChange={onChange} />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select row' }));
  expect(onChange).toHaveBeenCalledTimes(1);
});
