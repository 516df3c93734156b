import { useEffect, useRef } from 'react';
import type { ChartConfiguration, ChartType } from 'chart.js';
import { Chart } from './register-combo';

interface ChartCanvasProps {
  config: ChartConfiguration<ChartType>;
  /** Short description read by screen readers; the full figures belong in a text summary beside the chart. */
  label: string;
  height: number;
}

/** Creates the chart when mounted, updates it in place when the config changes, destroys it on unmount. */
export default function ChartCanvas({ config, label, height }: ChartCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const chart = new Chart(canvas, config);
    chartRef.current = chart;
    return () => {
      chart.destroy();
      chartRef.current = null;
    };
    // The chart is created once; later configs are applied by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || chart.config === config) return;
    chart.data = config.data;
    if (config.options) chart.options = config.options;
    chart.update();
  }, [config]);

  return (
    <div style={{ position: 'relative', height, width: '100%', minWidth: 0 }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
