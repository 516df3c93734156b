import { Button, ErrorBlock, ProgressBar, Skeleton } from 'antd-mobile';
import type { SpPortalBiDataDTO } from '@contract/exclusive-incentives/schemas';
import { CONFIG_KEYS } from '@contract/config/constants';
import { useConfigValue } from '@/domains/config/hooks';
import { useExclusiveIncentives } from '@/domains/exclusive-incentives/hooks';
import { formatDateRange } from '@/shared/format/date';
import { formatPercent } from '@/shared/format/number';
import { useIncentiveFormat } from '@/app/insights/incentive-text';
import { useGrowth } from '@/domains/growth/hooks';
import { MoneyRateProvider } from '@/app/money/money-view';
import FiguresStamp from '@/app/mobile/components/figures-stamp';
import styles from '@/app/mobile/insights/insights.module.css';
import { messages as m } from './messages';
import hidden from '@/app/mobile/components/visually-hidden.module.css';
import { mobileMessages } from '@/app/mobile/layout/messages';

function ProgramCard({ program }: { program: SpPortalBiDataDTO }) {
  const { formatMetric, formatReward } = useIncentiveFormat();
  const headingId = `m-program-${program.programId}`;
  // An ended period is final: the tier it reached and the reward earned, no push for the next tier.
  const ended = program.status === 'ENDED';
  return (
    <section className={styles.card} aria-labelledby={headingId} data-program={program.programId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {m.kinds[program.kind]} · {program.name}
      </h2>
      <p className={styles.stamp}>
        {m.statuses[program.status]} · {formatDateRange(program.periodStart, program.periodEnd)} ·{' '}
        <strong>{m.daysLeft(program.daysLeft)}</strong>
      </p>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(program.progress * 100)}
        aria-label={m.progressLabel(program.name, formatPercent(program.progress))}
      >
        <ProgressBar percent={program.progress * 100} text={formatPercent(program.progress)} />
      </div>
      <ul className={styles.rows}>
        <li className={styles.row}>
          <span>{m.achieved}</span>
          <span>{formatMetric(program, program.achieved)}</span>
        </li>
        <li className={styles.row}>
          <span>{m.target}</span>
          <span>{formatMetric(program, program.target)}</span>
        </li>
        <li className={styles.row}>
          <span>{ended ? m.finalTier : m.tierReached}</span>
          <span>{program.tierReached?.name ?? (ended ? m.noTierReached : m.noTierYet)}</span>
        </li>
        {!ended && (
          <li className={styles.row}>
            <span>{m.nextTier}</span>
            <span className={styles.wrap}>
              {program.nextTier
                ? m.stillNeeded(formatMetric(program, program.remainingToNextTier), program.nextTier.name)
                : m.topTierReached}
            </span>
          </li>
        )}
        <li className={styles.row}>
          <span>{ended ? m.rewardEarned : m.estimatedReward}</span>
          <span>
            {formatReward(program, ended ? (program.tierReached?.reward ?? 0) : program.estimatedReward)}
          </span>
        </li>
      </ul>
      <h3 className={styles.kpiLabel}>{m.tiers}</h3>
      <ul className={styles.rows}>
        {program.tiers.map((tier) => (
          <li key={tier.name} className={styles.row}>
            <span>{mobileMessages.join.labelled(tier.name, formatMetric(program, tier.threshold))}</span>
            <span>{formatReward(program, tier.reward)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.stamp}>
        <strong>{mobileMessages.join.lead(m.terms)}</strong>
        {program.terms}
      </p>
    </section>
  );
}

/** Exclusive incentives as cards; a special partner (ROLE-SPECIAL) sees whom to contact instead. */
export default function ExclusiveIncentivesPage() {
  const { programs, hasData, isSpecialPartner, loading, error, retry } = useExclusiveIncentives();
  const { value: supportEmail } = useConfigValue(CONFIG_KEYS.SUPPORT_EMAIL);
  // The stamp and rate of the partner's figures (DATA-STAMP, DATA-CURRENCY).
  const { fx, dataAsOf } = useGrowth();
  const state =
    loading || (!hasData && !error) ? 'loading' : error ? 'error' : isSpecialPartner ? 'special' : 'ready';

  return (
    <MoneyRateProvider fx={fx}>
      <section
        className={styles.page}
        aria-labelledby="incentives-title"
        data-block="exclusive-incentives"
        data-state={state}
      >
        {/* The top bar shows the page's name; the heading names it for screen readers only. */}
        <h1 id="incentives-title" className={hidden.visuallyHidden}>
          {m.incentivesTitle}
        </h1>
        <p className={styles.stamp}>{m.incentivesIntro}</p>
        {state === 'ready' && <FiguresStamp dataAsOf={dataAsOf} fx={fx} />}
        {state === 'loading' && <Skeleton.Paragraph lineCount={8} animated />}
        {state === 'error' && (
          <div role="alert" className={styles.card}>
            <p>{m.loadFailed(m.incentivesTitle)}</p>
            {error?.message && <p className={styles.muted}>{error.message}</p>}
            <Button color="primary" fill="outline" className={styles.touch} onClick={retry}>
              {m.retry}
            </Button>
          </div>
        )}
        {state === 'special' && (
          <div className={styles.card}>
            <ErrorBlock
              status="default"
              title={<h2 className={styles.cardTitle}>{m.incentivesEmptyTitle}</h2>}
              description={
                <>
                  <p>{m.specialPartnerExplanation}</p>
                  {supportEmail && (
                    <p>
                      {m.specialPartnerContact}
                      <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                    </p>
                  )}
                </>
              }
            />
          </div>
        )}
        {state === 'ready' &&
          programs.map((program) => <ProgramCard key={program.programId} program={program} />)}
      </section>
    </MoneyRateProvider>
  );
}
