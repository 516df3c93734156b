import type { CSSProperties } from 'react';

export interface ChartSummaryTableProps {
  caption: string;
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

// Visually hidden but read by screen readers: the figures the chart draws, as a table.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export default function ChartSummaryTable({ caption, columns, rows }: ChartSummaryTableProps) {
  return (
    <table style={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={columns[index]} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={columns[index]}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
