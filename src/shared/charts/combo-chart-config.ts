import type { ChartConfiguration } from 'chart.js';

interface ComboSeries {
  label: string;
  values: number[];
  format: (value: number) => string;
  /** Values still running (a month to date): their bars are drawn hollow, not like the others. */
  partial?: boolean[];
}

/** A colour at a lower opacity, for the hollow bars: hex and rgb() colours; others stay as they are. */
export function translucent(color: string, alpha: number): string {
  const value = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(value);
  return rgb ? `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})` : value;
}

export interface ChartPalette {
  bar: string;
  line: string;
  grid: string;
  text: string;
  font: string;
}

export interface ComboChartInput {
  /** Each point's full name (tooltips). */
  labels: string[];
  /**
   * Each point's short name on the x axis (a line per array item), where the full names would not
   * fit: on a phone "Nov 2025 (month to date)" twelve times left room for one label.
   */
  tickLabels?: (string | string[])[];
  bars: ComboSeries;
  line: ComboSeries;
  palette: ChartPalette;
}

/** Bars on the left axis, a line on the right axis; tooltips and ticks use the series formatters. */
export function comboChartConfig({
  labels,
  tickLabels,
  bars,
  line,
  palette,
}: ComboChartInput): ChartConfiguration<'bar' | 'line'> {
  const tick = { color: palette.text, font: { family: palette.font } };
  return {
    type: 'bar',
    data: {
      labels,
      datasets: [
        {
          type: 'bar',
          label: bars.label,
          data: bars.values,
          backgroundColor: bars.partial?.some(Boolean)
            ? bars.values.map((_, at) => (bars.partial?.[at] ? translucent(palette.bar, 0.25) : palette.bar))
            : palette.bar,
          borderColor: palette.bar,
          borderWidth: bars.values.map((_, at) => (bars.partial?.[at] ? 1.5 : 0)),
          borderRadius: 4,
          yAxisID: 'y',
          order: 2,
        },
        {
          type: 'line',
          label: line.label,
          data: line.values,
          borderColor: palette.line,
          backgroundColor: palette.line,
          pointRadius: 3,
          tension: 0.3,
          yAxisID: 'y1',
          order: 1,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { ...tick, boxWidth: 12 } },
        tooltip: {
          callbacks: {
            label: (item) => {
              const series = item.datasetIndex === 0 ? bars : line;
              return `${series.label}: ${series.format(Number(item.raw))}`;
            },
          },
        },
      },
      scales: {
        x: {
          ticks: {
            ...tick,
            maxRotation: 0,
            autoSkip: true,
            autoSkipPadding: 4,
            ...(tickLabels ? { callback: (_: unknown, index: number) => tickLabels[index] } : {}),
          },
          grid: { display: false },
        },
        y: {
          position: 'left',
          beginAtZero: true,
          ticks: { ...tick, callback: (value) => bars.format(Number(value)) },
          grid: { color: palette.grid },
        },
        y1: {
          position: 'right',
          beginAtZero: true,
          ticks: { ...tick, callback: (value) => line.format(Number(value)) },
          grid: { display: false },
        },
      },
    },
  };
}
