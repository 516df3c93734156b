import { render, screen, within } from '@testing-library/react';
import ChartSummaryTable from './chart-summary-table';

describe('ChartSummaryTable', () => {
  it('exposes the charted figures as a table with a caption and row headers', () => {
    render(
      <ChartSummaryTable
        caption="Monthly volume"
        columns={['Month', 'Volume']}
        rows={[
          { key: '2026-01', cells: ['Jan 2026', '$1,000'] },
          { key: '2026-02', cells: ['Feb 2026', '$2,500'] },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Monthly volume' });
    expect(within(table).getByRole('rowheader', { name: 'Feb 2026' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$2,500' })).toBeInTheDocument();
  });
});
