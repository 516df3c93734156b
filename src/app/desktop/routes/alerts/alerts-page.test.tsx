/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALERT_API } from '@contract/alert/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { alertRule, serveAlerts } from '@/test/alert-msw';
import { failure } from '@/test/msw-server';
import { renderScreen } from '@/app/session/test-render';
import AlertsPage from './alerts-page';

const { state, calls } = serveAlerts();

const show = () => renderScreen(<AlertsPage />, { url: '/alerts', pattern: '/alerts' });
const row = (name: RegExp) => screen.findByRole('listitem', { name });
/** The form is its own chunk: the first open waits for it to load. */
const openForm = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'New rule' }));
  return screen.findByRole('dialog', { name: 'New alert rule' }, { timeout: 10_000 });
};

describe('desktop alerts', () => {
  it('lists each rule with its state, mail choice, and when and why it last fired', async () => {
    state.rules = [
      alertRule({}),
      alertRule({ ruleId: 'r2', kind: 'CLAIM_STATUS', paused: true, lastFiredAt: null, mail: 'NONE' }),
    ];
    show();
    const figure = await row(/^Rule: Transactions, all countries, moves more than 10%/);
    expect(within(figure).getByText('Active')).toBeInTheDocument();
    expect(within(figure).getByText('Daily summary')).toBeInTheDocument();
    expect(within(figure).getByText(/615,077 transactions in February 2026/)).toBeInTheDocument();
    const claim = await row(/^Rule: A claim changes status$/);
    expect(within(claim).getByText('Paused')).toBeInTheDocument();
    expect(within(claim).getByText('Not fired yet')).toBeInTheDocument();
    expect(within(claim).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('says when there is no rule yet, and when the account has no partner figures', async () => {
    state.rules = [];
    const { unmount } = show();
    expect(await screen.findByText(/No alert rules yet/)).toBeInTheDocument();
    unmount();
    state.listFailure = failure(ResultCode.NO_AUTHORITY);
    show();
    expect(await screen.findByText(/Alerts are for partner users/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New rule' })).not.toBeInTheDocument();
  });

  it('refuses a threshold out of range under its field without asking the server, keeps it, then saves the corrected rule', async () => {
    state.rules = [];
    show();
    await screen.findByText(/No alert rules yet/);
    const dialog = await openForm();
    const threshold = within(dialog).getByLabelText('Moves by more than (%)');
    fireEvent.change(threshold, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByText('Enter a percentage from 1 to 1000.')).toBeInTheDocument();
    expect(threshold).toHaveValue('0');
    expect(calls(ALERT_API.save)).toHaveLength(0);

    fireEvent.change(threshold, { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(calls(ALERT_API.save)).toHaveLength(1));
    expect(calls(ALERT_API.save)[0].body).toEqual({
      kind: 'FIGURE_CHANGE',
      metric: 'VOLUME',
      country: null,
      period: 'MONTH',
      thresholdPercent: 12.5,
      withinDays: 30,
      documentKind: 'ANY',
      mail: 'IMMEDIATE',
    });
    expect(await row(/^Rule: Total volume, all countries, moves more than 12\.5%/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New alert rule' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    state.rules = [];
    state.saveFailure = {
      success: false,
      resultCode: ResultCode.ILLEGAL_PARAMETERS,
      resultMessage: 'You can keep at most 20 alert rules. Delete one to add another.',
    };
    show();
    await screen.findByText(/No alert rules yet/);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Moves by more than (%)'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can keep at most 20 alert rules');
    expect(within(dialog).getByLabelText('Moves by more than (%)')).toHaveValue('7');
  });

  it('pauses a rule, and deletes one only once confirmed', async () => {
    state.rules = [alertRule({})];
    show();
    const figure = await row(/^Rule: Transactions/);
    fireEvent.click(within(figure).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(calls(ALERT_API.setPaused)[0]?.body).toEqual({ ruleId: 'r1', paused: true }));
    expect(await within(await row(/^Rule: Transactions/)).findByText('Paused')).toBeInTheDocument();

    fireEvent.click(within(await row(/^Rule: Transactions/)).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this rule?')).toBeInTheDocument();
    expect(calls(ALERT_API.delete)).toHaveLength(0);
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() => expect(calls(ALERT_API.delete)[0]?.body).toEqual({ ruleId: 'r1' }));
    expect(await screen.findByText(/No alert rules yet/)).toBeInTheDocument();
  });
});
