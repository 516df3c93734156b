import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from './app-error';
import { msg } from '@server/i18n/messages';

/**
 * A money amount from a request, in whole cents: more decimals would be rounded by the database
 * (numeric(14, 2)), and 0.001 would become 0, which its checks refuse. Such an amount is the
 * caller's mistake, 510870003 "Illegal Parameters", never a server error.
 */
export function amountOf(value: number): number {
  if (!Number.isFinite(value) || Number(value.toFixed(2)) !== value)
    throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400, msg('error.amountDecimals'));
  return value;
}
