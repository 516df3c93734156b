import { Typography } from 'antd';
import { useMemo } from 'react';
import { CONFIG_KEYS } from '@contract/config/constants';
import { blockState } from '@/domains/config/block-state';
import { useConfigValue } from '@/domains/config/hooks';
import { useDfPrograms } from '@/domains/df/hooks';
import BlockCard from './block-card';
import { messages } from './messages';
import { OVERVIEW_PAIR_CLASS } from './overview-grid';
import ProgramCard from './program-card';

/** The MDF and TDF programmes of the current partner, side by side. */
export default function IncentiveBlock() {
  const { programs, mdf, tdf, data, loading, error, refresh } = useDfPrograms();
  const { value: supportEmail } = useConfigValue(CONFIG_KEYS.SUPPORT_EMAIL);
  const today = useMemo(() => new Date(), []);
  const state = blockState({ loading, error, hasData: !!data, isEmpty: programs.length === 0 });
  return (
    <BlockCard
      name="incentives"
      title={messages.incentivesTitle}
      state={state}
      error={error}
      onRetry={refresh}
      emptyText={
        <>
          {messages.incentivesEmpty}
          {supportEmail && (
            <>
              <br />
              {/* A link, as on Exclusive incentives, so the address opens a mail. */}
              <Typography.Text type="secondary">
                {messages.incentivesContactLead}
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                {messages.incentivesContactTail}
              </Typography.Text>
            </>
          )}
        </>
      }
      skeletonRows={6}
    >
      <div className={OVERVIEW_PAIR_CLASS}>
        <ProgramCard label={messages.mdf} longLabel={messages.mdfLong} program={mdf} today={today} />
        <ProgramCard label={messages.tdf} longLabel={messages.tdfLong} program={tdf} today={today} />
      </div>
    </BlockCard>
  );
}
