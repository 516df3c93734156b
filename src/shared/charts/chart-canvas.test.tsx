import { render, screen } from '@testing-library/react';
import type { ChartConfiguration } from 'chart.js';
import ChartCanvas from './chart-canvas';

const created: { canvas: HTMLCanvasElement; destroy: jest.Mock; update: jest.Mock; data: unknown }[] = [];

jest.mock('./register-combo', () => ({
  Chart: jest.fn().mockImplementation((canvas: HTMLCanvasElement, config: ChartConfiguration) => {
    const chart = {
      canvas,
      config,
      data: config.data,
      options: config.options,
      destroy: jest.fn(),
      update: jest.fn(),
    };
    created.push(chart);
    return chart;
  }),
}));

const config = (values: number[]): ChartConfiguration => ({
  type: 'bar',
  data: { labels: ['a', 'b'], datasets: [{ label: 'x', data: values }] },
});

beforeEach(() => {
  created.length = 0;
});

describe('ChartCanvas', () => {
  it('creates one chart on a labelled canvas and destroys it on unmount', () => {
    const { unmount } = render(<ChartCanvas config={config([1, 2])} label="Monthly volume" height={200} />);
    const canvas = screen.getByRole('img', { name: 'Monthly volume' });
    expect(created).toHaveLength(1);
    expect(created[0].canvas).toBe(canvas);
    unmount();
    expect(created[0].destroy).toHaveBeenCalledTimes(1);
  });

  it('updates the same chart in place when the data changes', () => {
    const { rerender } = render(<ChartCanvas config={config([1, 2])} label="Monthly volume" height={200} />);
    const next = config([3, 4]);
    rerender(<ChartCanvas config={next} label="Monthly volume" height={200} />);
    expect(created).toHaveLength(1);
    expect(created[0].data).toBe(next.data);
    expect(created[0].update).toHaveBeenCalledTimes(1);
  });
});
