import type { ChartConfiguration } from 'chart.js';

export interface ComboSeries {
  label: string;
  values: number[];
  format: (value: number) => string;
}

export interface ChartPalette {
  bar: string;
  line: string;
  grid: string;
  text: string;
  font: string;
}

export interface ComboChartInput {
  labels: string[];
  bars: ComboSeries;
  line: ComboSeries;
  palette: ChartPalette;
}

/** Bars on the left axis, a line on the right axis; tooltips and ticks use the series formatters. */
export function comboChartConfig({
  labels,
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
          backgroundColor: palette.bar,
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
        x: { ticks: { ...tick, maxRotation: 0, autoSkip: true }, grid: { display: false } },
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
