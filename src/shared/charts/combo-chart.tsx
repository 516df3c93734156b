import { useMemo } from 'react';
import ChartCanvas from './chart-canvas';
import { comboChartConfig } from './combo-chart-config';
import type { ComboChartInput } from './combo-chart-config';

export interface ComboChartProps extends ComboChartInput {
  label: string;
  height: number;
}

/** Bar + line chart. Import it lazily so chart.js loads only with the screens that draw one. */
export default function ComboChart({
  labels,
  tickLabels,
  bars,
  line,
  palette,
  label,
  height,
}: ComboChartProps) {
  const config = useMemo(
    () => comboChartConfig({ labels, tickLabels, bars, line, palette }),
    [labels, tickLabels, bars, line, palette],
  );
  return <ChartCanvas config={config} label={label} height={height} />;
}
