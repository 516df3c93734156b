/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveDrafts } from '@/shared/storage/form-drafts';
import type { DfProgram } from '@contract/df/schemas';
import { startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { renderAt } from '@/test/overview-test-utils';
import NewClaimModal from './new-claim-modal';

// Nothing is uploaded or submitted here: any request would fail the test.
startMswServer();

const program: DfProgram = {
  programId: 'p1',
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  name: '2026 Marketing Development Fund',
  currency: 'USD',
  budget: 1_200_000,
  claimed: 500_000,
  approved: 300_000,
  paid: 200_000,
  remaining: 700_000,
  claimDeadline: '2027-01-31',
  status: 'ACTIVE',
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
};

const show = () =>
  renderAt(
    <SignedInSessionProvider>
      <NewClaimModal programs={[program]} onClose={() => undefined} onSubmitted={() => undefined} />
    </SignedInSessionProvider>,
  );

describe('desktop NewClaimModal', () => {
  it('writes the fund period in the portal date format, not ISO', async () => {
    show();
    expect(await screen.findByText('Within Jan 1, 2026 – Dec 31, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/2026-01-01/)).not.toBeInTheDocument();
  });

  it('keeps the whole form inside the window: its body scrolls', async () => {
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Submit a development-fund claim' });
    const body = dialog.querySelector<HTMLElement>('.ant-modal-body, [class*="-modal-body"]')!;
    expect(body).toHaveStyle({ overflowY: 'auto' });
    expect(body.style.maxHeight).toMatch(/100vh/);
  });

  it('gives back what was typed after the session ended, until it is discarded', async () => {
    const user = userEvent.setup();
    const first = show();
    await user.type(await screen.findByLabelText('Activity'), 'Songkran push');
    // What the session provider does when the session ends on this page.
    saveDrafts('u-1', '/overview');
    first.unmount();

    show();
    expect(await screen.findByLabelText('Activity')).toHaveValue('Songkran push');
    expect(screen.getByText(/What you typed has been restored/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard what was restored' }));
    expect(screen.getByLabelText('Activity')).toHaveValue('');
    expect(screen.queryByText(/What you typed has been restored/)).not.toBeInTheDocument();
  });
});
