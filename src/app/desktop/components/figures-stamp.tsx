import { Flex, Segmented, Typography } from 'antd';
import type { InsightsFx } from '@contract/insights/schemas';
import { useCurrencyChoice } from '@/domains/session/currency-choice';
import { moneyStampLines } from '@/app/money/money-view';
import { insightsMessages as m } from '@/app/messages/insights';

/**
 * "Data as of …" and the USD / local currency switch of a money screen (DATA-STAMP, DATA-CURRENCY);
 * the choice is the user's for every money screen.
 */
export default function FiguresStamp({ dataAsOf, fx }: { dataAsOf: string | null; fx: InsightsFx | null }) {
  const [choice, setChoice] = useCurrencyChoice();
  const lines = moneyStampLines(dataAsOf, fx, choice);
  if (lines.length === 0 && !fx) return null;
  return (
    <Flex wrap align="center" justify="space-between" gap="small" data-block="figures-stamp">
      <Flex vertical>
        {lines.map((line) => (
          <Typography.Text key={line} type="secondary">
            {line}
          </Typography.Text>
        ))}
      </Flex>
      {fx && fx.currency !== 'USD' && (
        <Segmented
          aria-label={m.currency}
          value={choice}
          onChange={(value) => setChoice(value as 'USD' | 'LOCAL')}
          options={[
            { label: m.usd, value: 'USD' },
            { label: fx.currency, value: 'LOCAL' },
          ]}
        />
      )}
    </Flex>
  );
}
