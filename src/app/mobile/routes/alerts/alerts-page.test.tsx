/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALERT_API } from '@contract/alert/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { alertRule, serveAlerts } from '@/test/alert-msw';
import { failure } from '@/test/msw-server';
import { createAntdMobileIsolation } from '@/app/host/antd-mobile-isolation';
import { renderScreen } from '@/app/session/test-render';
import AlertsPage from './alerts-page';

const { state, calls } = serveAlerts();

// The app's render hook for antd-mobile's imperative popups (Dialog.confirm, Toast) under React 19.
const isolation = createAntdMobileIsolation({ popupContainer: document.body, styleContainer: document.head });
afterAll(() => isolation.teardown());

const show = () =>
  renderScreen(<AlertsPage />, { url: '/mobile/alerts', pattern: '/mobile/alerts', platform: 'mobile' });
const row = (name: RegExp) => screen.findByRole('listitem', { name });
/** The form is its own chunk: the first open waits for it to load. */
const openForm = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'New rule' }));
  return screen.findByRole('dialog', { name: 'New alert rule' }, { timeout: 10_000 });
};

describe('mobile alerts', () => {
  it('lists each rule with its state, mail choice, and when and why it last fired', async () => {
    state.rules = [
      alertRule({}),
      alertRule({ ruleId: 'r2', kind: 'CONTRACT_EXPIRY', withinDays: 30, paused: true, lastFiredAt: null }),
    ];
    show();
    const figure = await row(/^Rule: Transactions, all countries, moves more than 10%/);
    expect(within(figure).getByText('Active')).toBeInTheDocument();
    expect(within(figure).getByText(/615,077 transactions in February 2026/)).toBeInTheDocument();
    const contract = await row(/^Rule: A contract expires within 30 days$/);
    expect(within(contract).getByText('Paused')).toBeInTheDocument();
    expect(within(contract).getByText('Not fired yet')).toBeInTheDocument();
  });

  it('says when loading failed (with a retry) and when the account has no partner figures', async () => {
    state.listFailure = failure(ResultCode.SYSTEM_ERROR);
    const { unmount } = show();
    expect(await screen.findByText("Couldn't load your alert rules")).toBeInTheDocument();
    state.listFailure = null;
    state.rules = [];
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No alert rules yet/)).toBeInTheDocument();
    unmount();
    state.listFailure = failure(ResultCode.NO_AUTHORITY);
    show();
    expect(await screen.findByText(/Alerts are for partner users/)).toBeInTheDocument();
  });

  it('refuses a bad number under its field, keeps it, then saves the corrected contract rule', async () => {
    state.rules = [];
    show();
    await screen.findByText(/No alert rules yet/);
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Tell me when'), { target: { value: 'CONTRACT_EXPIRY' } });
    const days = within(form).getByLabelText('Expires within (days)');
    fireEvent.change(days, { target: { value: '2.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText('Enter a number of days from 1 to 365.')).toBeInTheDocument();
    expect(days).toHaveValue('2.5');
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(calls(ALERT_API.save)).toHaveLength(0);

    fireEvent.change(days, { target: { value: '45' } });
    fireEvent.change(within(form).getByLabelText('Mail me'), { target: { value: 'DAILY' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(calls(ALERT_API.save)).toHaveLength(1));
    expect(calls(ALERT_API.save)[0].body).toMatchObject({
      kind: 'CONTRACT_EXPIRY',
      withinDays: 45,
      mail: 'DAILY',
    });
    expect(await row(/^Rule: A contract expires within 45 days$/)).toBeInTheDocument();
  });

  it('resumes a paused rule, and deletes one only once confirmed', async () => {
    state.rules = [alertRule({ paused: true })];
    show();
    const figure = await row(/^Rule: Transactions/);
    fireEvent.click(within(figure).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(calls(ALERT_API.setPaused)[0]?.body).toEqual({ ruleId: 'r1', paused: false }));
    expect(await within(await row(/^Rule: Transactions/)).findByText('Active')).toBeInTheDocument();

    fireEvent.click(within(await row(/^Rule: Transactions/)).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this rule?')).toBeInTheDocument();
    expect(calls(ALERT_API.delete)).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(calls(ALERT_API.delete)[0]?.body).toEqual({ ruleId: 'r1' }));
    expect(await screen.findByText(/No alert rules yet/)).toBeInTheDocument();
  });
});
