import { visuallyHidden } from './visually-hidden';

interface ChartSummaryTableProps {
  caption: string;
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

/** The figures a chart draws, as a table only screen readers see. */
export default function ChartSummaryTable({ caption, columns, rows }: ChartSummaryTableProps) {
  return (
    // The wrapper hides it: a table ignores width 1 and would widen the page.
    <div style={visuallyHidden}>
      <table>
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
    </div>
  );
}
