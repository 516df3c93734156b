import { useMemo } from 'react';
import { useRequest } from '@/shared/request/use-request';
import { usePartnerQueryOptions } from '@/domains/session/partner-query';
import { convertMoney, useCurrencyChoice } from '@/domains/session/currency-choice';
import { fetchGrowth } from './api';
import { GROWTH_API } from '@contract/growth/constants';

/**
 * The last 24 months of volume, transactions and paying users, oldest first, with the data stamp.
 * Volume is in the user's chosen currency (DATA-CURRENCY): `volumeUsd` then holds the amount in
 * `currency`, converted at the latest monthly rate, so month-over-month changes stay as answered.
 */
export function useGrowth() {
  const request = useRequest(fetchGrowth, usePartnerQueryOptions(GROWTH_API.query));
  const [choice] = useCurrencyChoice();
  const fx = request.data?.fx ?? null;
  const growthList = request.data?.growthList;
  const points = useMemo(
    () =>
      (growthList ?? []).map((point) => ({
        ...point,
        volumeUsd: convertMoney(point.volumeUsd, 'USD', choice, fx).amount,
      })),
    [growthList, choice, fx],
  );
  const currency = choice === 'LOCAL' && fx ? fx.currency : 'USD';
  return { ...request, points, currency, fx, dataAsOf: request.data?.dataAsOf ?? null };
}
