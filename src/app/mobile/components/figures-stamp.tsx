import type { InsightsFx } from '@contract/insights/schemas';
import { useCurrencyChoice } from '@/domains/session/currency-choice';
import { moneyStampLines } from '@/app/money/money-view';
import { insightsMessages as m } from '@/app/messages/insights';
import { SegmentButtons } from './segment-buttons';
import styles from './figures-stamp.module.css';

/**
 * "Data as of …" and the USD / local currency switch of a money screen on the phone (DATA-STAMP,
 * DATA-CURRENCY); the choice is the user's for every money screen.
 */
export default function FiguresStamp({
  dataAsOf,
  fx,
  pending = false,
}: {
  dataAsOf: string | null;
  fx: InsightsFx | null;
  /**
   * The figures are still on their way: the stamp's usual shape (one line and the currency switch)
   * is held empty, so what follows does not move down when it arrives (layout shift). A partner
   * paid in USD gets no switch, and its stamp ends shorter.
   */
  pending?: boolean;
}) {
  const [choice, setChoice] = useCurrencyChoice();
  if (pending)
    return (
      <div className={styles.stamp} aria-hidden>
        <p className={styles.line}>{'\u00a0'}</p>
        <div className={styles.switchPlaceholder} />
      </div>
    );
  const lines = moneyStampLines(dataAsOf, fx, choice);
  if (lines.length === 0 && !fx) return null;
  return (
    <div className={styles.stamp} data-block="figures-stamp">
      {lines.map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
      {fx && fx.currency !== 'USD' && (
        <SegmentButtons
          label={m.currency}
          value={choice}
          onChange={setChoice}
          options={[
            { label: m.usd, value: 'USD' as const },
            { label: fx.currency, value: 'LOCAL' as const },
          ]}
        />
      )}
    </div>
  );
}
