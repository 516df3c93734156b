import { comboChartConfig, translucent } from './combo-chart-config';

const palette = {
  bar: 'rgb(1, 2, 3)',
  line: 'rgb(4, 5, 6)',
  grid: 'rgb(7, 8, 9)',
  text: 'rgb(0, 0, 0)',
  font: 'Inter',
};

const input = {
  labels: ['Jan', 'Feb'],
  bars: { label: 'Volume (USD)', values: [1000, 2500], format: (v: number) => `$${v}` },
  line: { label: 'Paying users', values: [10, 12], format: (v: number) => `${v} users` },
  palette,
};

describe('comboChartConfig', () => {
  it('draws the bars on the left axis and the line on the right axis', () => {
    const config = comboChartConfig(input);
    const [bars, line] = config.data.datasets;
    expect(bars).toMatchObject({
      type: 'bar',
      data: [1000, 2500],
      yAxisID: 'y',
      backgroundColor: palette.bar,
    });
    expect(line).toMatchObject({ type: 'line', data: [10, 12], yAxisID: 'y1', borderColor: palette.line });
    expect(config.data.labels).toEqual(['Jan', 'Feb']);
  });

  it('draws a bar still running hollow: a faint fill inside the bar colour', () => {
    const config = comboChartConfig({ ...input, bars: { ...input.bars, partial: [false, true] } });
    expect(config.data.datasets[0]).toMatchObject({
      backgroundColor: [palette.bar, 'rgba(1, 2, 3, 0.25)'],
      borderColor: palette.bar,
      borderWidth: [0, 1.5],
    });
  });

  it('makes hex and rgb colours translucent', () => {
    expect(translucent('#1a56db', 0.25)).toBe('rgba(26, 86, 219, 0.25)');
    expect(translucent('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(translucent(' rgb(1 2 3) ', 0.25)).toBe('rgba(1, 2, 3, 0.25)');
    expect(translucent('var(--x)', 0.25)).toBe('var(--x)');
  });

  it('formats tooltips with the series formatter', () => {
    const config = comboChartConfig(input);
    const label = config.options?.plugins?.tooltip?.callbacks?.label as unknown as (item: object) => string;
    expect(label({ datasetIndex: 0, raw: 2500 })).toBe('Volume (USD): $2500');
    expect(label({ datasetIndex: 1, raw: 12 })).toBe('Paying users: 12 users');
  });

  it('formats axis ticks with the series formatter', () => {
    const scales = comboChartConfig(input).options?.scales as Record<
      string,
      { ticks: { callback: (v: number) => string } }
    >;
    expect(scales.y.ticks.callback(1000)).toBe('$1000');
    expect(scales.y1.ticks.callback(10)).toBe('10 users');
  });
});
