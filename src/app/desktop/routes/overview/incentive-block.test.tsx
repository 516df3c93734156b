/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DfProgram } from '@contract/df/schemas';
import { CONFIG_API } from '@contract/config/constants';
import { DF_PARTNER_API } from '@contract/df/constants';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import IncentiveBlock from './incentive-block';
import { blockRoot, renderAt } from '@/test/overview-test-utils';

const programsCall = scriptedCall(DF_PARTNER_API.query);
const configCall = scriptedCall(CONFIG_API.queryOne);
startMswServer(programsCall.handler, configCall.handler);

const renderBlock = () =>
  renderAt(
    <SignedInSessionProvider>
      <IncentiveBlock />
    </SignedInSessionProvider>,
  );

const mdf: DfProgram = {
  programId: 'mdf-2026',
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  name: 'MDF 2026 Japan push',
  currency: 'USD',
  budget: 120000,
  claimed: 48000,
  approved: 30000,
  paid: 12000,
  remaining: 72000,
  claimDeadline: '2099-12-31',
  status: 'ACTIVE',
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
};

beforeEach(() => {
  configCall.answer({
    config: { key: 'support.email', value: 'incentives@network.example' },
  });
});

describe('IncentiveBlock', () => {
  it('shows a skeleton while loading', async () => {
    const call = programsCall.holdOnce({ programList: [] });
    renderBlock();
    expect(blockRoot('incentives')).toHaveAttribute('data-state', 'loading');
    call.settle();
    await waitFor(() => expect(blockRoot('incentives')).toHaveAttribute('data-state', 'empty'));
  });

  it('explains an empty programme list and whom to ask', async () => {
    programsCall.answer({ programList: [] });
    renderBlock();
    expect(await screen.findByText(/No MDF or TDF programme/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'incentives@network.example' })).toHaveAttribute(
      'href',
      'mailto:incentives@network.example',
    );
  });

  it('retries after a failure', async () => {
    programsCall.failOnce().answerOnce({ programList: [mdf] });
    renderBlock();
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(blockRoot('incentives')).toHaveAttribute('data-state', 'ready'));
  });

  it('shows budget, claimed, approved, paid, remaining and deadline in the programme currency', async () => {
    programsCall.answer({ programList: [mdf] });
    renderBlock();
    const card = await screen.findByRole('article', {
      name: /Marketing development fund: MDF 2026 Japan push/,
    });
    for (const [label, amount] of [
      ['Budget', '$120,000.00'],
      ['Claimed', '$48,000.00'],
      ['Approved', '$30,000.00'],
      ['Paid', '$12,000.00'],
      ['Remaining', '$72,000.00'],
    ]) {
      expect(within(card).getByText(label)).toBeInTheDocument();
      expect(within(card).getByText(amount)).toBeInTheDocument();
    }
    expect(within(card).getByText('Dec 31, 2099')).toBeInTheDocument();
    expect(within(card).getByText('40.0% of the budget claimed, 10.0% paid')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    // No TDF programme: its card says so rather than showing zeros.
    expect(screen.getByRole('article', { name: 'Trade development fund' })).toHaveTextContent(
      'No programme of this kind.',
    );
  });
});
