import type { SpPortalBiDataDTO } from '@contract/exclusive-incentives/schemas';
import { formatCurrency } from '@/shared/format/currency';
import { formatNumber } from '@/shared/format/number';

/** A programme's metric amount: USD volume as money, transactions as a count. */
export function formatMetric(program: Pick<SpPortalBiDataDTO, 'metric'>, value: number): string {
  return program.metric === 'VOLUME_USD' ? formatCurrency(value, 'USD') : formatNumber(value);
}

export const formatReward = (program: Pick<SpPortalBiDataDTO, 'rewardCurrency'>, value: number) =>
  formatCurrency(value, program.rewardCurrency);
