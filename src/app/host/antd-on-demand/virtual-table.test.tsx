import { render, screen } from '@testing-library/react';
import LazyVirtualTable from './virtual-table';

// The stand-in replaces antd's own import in the build only (webpack.config.ts, antdOnDemand);
// here it is rendered as antd would render it.

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
