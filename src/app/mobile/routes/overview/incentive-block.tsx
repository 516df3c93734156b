import { useMemo } from 'react';
import { CONFIG_KEYS } from '@contract/config/constants';
import { blockState } from '@/domains/config/block-state';
import { useConfigValue } from '@/domains/config/hooks';
import { useDfPrograms } from '@/domains/df/hooks';
import { messages } from './messages';
import MobileBlock from './mobile-block';
import ProgramCard, { ProgramCardSkeleton } from './program-card';
import { useRegisterRefresh } from './refresh-registry';

/** MDF and TDF programmes, one under the other. */
export default function IncentiveBlock() {
  const { programs, mdf, tdf, data, loading, error, refresh, refreshAsync } = useDfPrograms();
  const { value: supportEmail } = useConfigValue(CONFIG_KEYS.SUPPORT_EMAIL);
  useRegisterRefresh(refreshAsync);
  const today = useMemo(() => new Date(), []);
  const state = blockState({ loading, error, hasData: !!data, isEmpty: programs.length === 0 });
  return (
    <MobileBlock
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
              {messages.incentivesContact(supportEmail)}
            </>
          )}
        </>
      }
      skeleton={
        <>
          <ProgramCardSkeleton label={messages.mdf} longLabel={messages.mdfLong} />
          <ProgramCardSkeleton label={messages.tdf} longLabel={messages.tdfLong} />
        </>
      }
    >
      <ProgramCard label={messages.mdf} longLabel={messages.mdfLong} program={mdf} today={today} />
      <ProgramCard label={messages.tdf} longLabel={messages.tdfLong} program={tdf} today={today} />
    </MobileBlock>
  );
}
