import { useMemo } from 'react';
import type { SpPortalBiDataDTO } from '@contract/exclusive-incentives/schemas';
import { formatNumber } from '@/shared/format/number';
import { useMoneyFormat } from '@/app/money/money-view';

/**
 * A programme's amounts as the user reads money (DATA-CURRENCY): a USD volume metric and the
 * rewards in the chosen currency where the screen's rate links them, transactions as a count.
 */
export function useIncentiveFormat() {
  const money = useMoneyFormat();
  return useMemo(
    () => ({
      formatMetric: (program: Pick<SpPortalBiDataDTO, 'metric'>, value: number) =>
        program.metric === 'VOLUME_USD' ? money(value, 'USD') : formatNumber(value),
      formatReward: (program: Pick<SpPortalBiDataDTO, 'rewardCurrency'>, value: number) =>
        money(value, program.rewardCurrency),
    }),
    [money],
  );
}
