import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { toNamePathStr as antdNamePath } from 'antd/es/form/hooks/useForm';
import enUS from 'antd/es/locale/en_US';
import CardTabs from './card-tabs';
import { toNamePathStr } from './form-name-path';
import TableFilterDropdown, { flattenKeys } from './table-filter-dropdown';
import LazyVirtualTable from './virtual-table';
import TableCheckbox from './table-checkbox';
import AvatarPopover from './avatar-popover';
import TypographyCopyButton from './typography-copy-button';
import BadgeRibbon from './badge-ribbon';

// The stand-ins replace antd's own imports in the build only (webpack.config.ts, antdOnDemand);
// here each one is rendered as antd would render it.

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

test('a virtual table still shows its rows', async () => {
  render(
    <LazyVirtualTable
      prefixCls="ant-table"
      columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
      data={[{ key: 1, name: 'Acme Payments' }]}
      scroll={{ x: 400, y: 200 }}
    />,
  );
  expect(await screen.findByText('Name')).toBeInTheDocument();
  expect(await screen.findByText('Acme Payments')).toBeInTheDocument();
});

test("a table's selection checkbox shows and can be ticked", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<TableCheckbox aria-label="Select row" onChange={onChange} />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select row' }));
  expect(onChange).toHaveBeenCalledTimes(1);
});

test("an avatar group's overflow shows at once, and its popover on hover once loaded", async () => {
  const user = userEvent.setup();
  render(
    <AvatarPopover content="Two more people">
      <span>+2</span>
    </AvatarPopover>,
  );
  expect(screen.getByText('+2')).toBeInTheDocument();
  // Hovered before the popover's code is there, the count shows alone; hovered again, it opens.
  await waitFor(async () => {
    await user.unhover(screen.getByText('+2'));
    await user.hover(screen.getByText('+2'));
    expect(await screen.findByText('Two more people', {}, { timeout: 300 })).toBeInTheDocument();
  });
});

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

test('a ribbon shows what it wraps at once, and its ribbon once loaded', async () => {
  render(
    <BadgeRibbon text="New">
      <p>Quarterly review</p>
    </BadgeRibbon>,
  );
  expect(screen.getByText('Quarterly review')).toBeInTheDocument();
  expect(await screen.findByText('New')).toBeInTheDocument();
});

test('the stand-in helpers give what antd computes', () => {
  const filters = [
    { text: 'A', value: 'a', children: [{ text: 'A1', value: 'a1' }] },
    { text: 'B', value: 'b' },
  ];
  expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters));
  expect(flattenKeys(undefined)).toEqual(antdFlattenKeys(undefined as never));
  const names: Parameters<typeof toNamePathStr>[0][] = ['plan', 3, ['items', 0, 'amount'], undefined, false];
  for (const name of names) {
    expect(toNamePathStr(name)).toBe(antdNamePath(name as never));
  }
});
