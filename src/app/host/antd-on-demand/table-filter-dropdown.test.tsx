import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import enUS from 'antd/es/locale/en_US';
import TableFilterDropdown, { flattenKeys } from './table-filter-dropdown';

// The stand-in replaces antd's own import in the build only (webpack.config.ts, antdOnDemand);
// here it is rendered as antd would render it, and must compute what antd computes.

test('a column with filters shows its title, then its filter menu with the choices', async () => {
  const user = userEvent.setup();
  const column = { title: 'Status', filters: [{ text: 'Active', value: 'active' }] };
  render(
    <TableFilterDropdown
      tablePrefixCls="ant-table"
      prefixCls="ant-table-filter"
      dropdownPrefixCls="ant-dropdown"
      column={column}
      columnKey="status"
      filterOnClose
      filterMultiple
      filterMode="menu"
      filterState={{ column, key: 'status', filteredKeys: null, forceFiltered: false }}
      triggerFilter={() => undefined}
      locale={enUS.Table!}
      getPopupContainer={() => document.body}
    >
      Status
    </TableFilterDropdown>,
  );
  expect(screen.getByText('Status')).toBeInTheDocument();
  const trigger = await screen.findByRole('button');
  await user.click(trigger);
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByText('Active')).toBeInTheDocument();
});

test('the stand-in flattenKeys gives what antd computes', () => {
  const filters = [
    { text: 'A', value: 'a', children: [{ text: 'A1', value: 'a1' }] },
    { text: 'B', value: 'b' },
  ];
  expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters));
  expect(flattenKeys(undefined)).toEqual(antdFlattenKeys(undefined as never));
});
