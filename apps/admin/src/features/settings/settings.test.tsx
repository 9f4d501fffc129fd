// Issue 25 in the console: the config page's Credit tab (the credit rules edited one row at a time, the
// limit defaults of new accounts) and the Limits tab of a trader's page (five limits and a reason, with
// the note that a limit below what is open is allowed). The API is the fetch stand-in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF, staffApi, type Call } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { TRADER_ID } from '../support/supportFixtures';
import { settingsApi } from './settingsFixtures';

function open(path: string, staff: (typeof STAFF)[keyof typeof STAFF] = STAFF.ADMIN) {
  signIn();
  const stub = staffApi(staff, settingsApi().routes);
  const view = renderApp(path);
  return { ...stub, view };
}

const posts = (calls: Call[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);

const openCreditTab = async () => fireEvent.click(await screen.findByRole('tab', { name: 'Credit' }));
const setNumber = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the Credit tab of the config page', () => {
  it('lists the credit rules with their points, the free cancellations of the cancellation rule and what each does', async () => {
    open('/config');
    await openCreditTab();
    const cancel = await screen.findByTestId('credit-rule-CANCEL_ORDER');
    expect(within(cancel).getByText('Cancelling an order')).toBeTruthy();
    expect(within(cancel).getByText('Cancellation rule')).toBeTruthy();
    expect(within(cancel).getByText('3')).toBeTruthy();
    const timeout = screen.getByTestId('credit-rule-PAY_TIMEOUT');
    expect(within(timeout).getByText('—')).toBeTruthy();
    expect(
      within(timeout).getByText(
        'Counted as a cancellation: the cancellation rule’s figures apply, not these.',
      ),
    ).toBeTruthy();
  });

  it('edits the cancellation rule: sends the points, the free cancellations and the description, and shows the saved row', async () => {
    const { calls } = open('/config');
    await openCreditTab();
    fireEvent.click(await screen.findByTestId('credit-rule-edit-CANCEL_ORDER'));
    await screen.findByTestId('credit-rule-form');
    setNumber('credit-rule-deduct', '15');
    setNumber('credit-rule-free', '2');
    fireEvent.change(screen.getByTestId('credit-rule-description'), { target: { value: '  New text  ' } });
    fireEvent.click(screen.getByTestId('credit-rule-save'));
    await waitFor(() =>
      expect(posts(calls, '/api/admin/config/credit-settings/CANCEL_ORDER')).toEqual([
        { deduct: 15, dailyFreeCancellations: 2, description: 'New text' },
      ]),
    );
    expect(await screen.findByText('Saved. It applies from the next request on.')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('credit-rule-CANCEL_ORDER')).getByText('15')).toBeTruthy(),
    );
  });

  it('sends no free cancellations for another rule (the field is disabled) and a cleared description as null', async () => {
    const { calls } = open('/config');
    await openCreditTab();
    fireEvent.click(await screen.findByTestId('credit-rule-edit-APPEAL_LOST'));
    await screen.findByTestId('credit-rule-form');
    expect((screen.getByTestId('credit-rule-free') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Only the cancellation rule has free cancellations.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('credit-rule-description'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('credit-rule-save'));
    await waitFor(() =>
      expect(posts(calls, '/api/admin/config/credit-settings/APPEAL_LOST')).toEqual([
        { deduct: 20, description: null },
      ]),
    );
  });

  it('refuses points out of bounds (a lost appeal at least 1) and sends nothing', async () => {
    const { calls } = open('/config');
    await openCreditTab();
    fireEvent.click(await screen.findByTestId('credit-rule-edit-APPEAL_LOST'));
    await screen.findByTestId('credit-rule-form');
    setNumber('credit-rule-deduct', '0');
    fireEvent.click(screen.getByTestId('credit-rule-save'));
    expect(await screen.findByText('Enter a whole number from 1 to 1000')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/api/admin/config/credit'))).toBe(
      false,
    );
  });

  it('shows the built-in limit defaults and saves new ones for accounts created from now on', async () => {
    const { calls } = open('/config');
    await openCreditTab();
    expect(await screen.findByTestId('limit-defaults-built-in')).toBeTruthy();
    expect(
      screen.getByText(
        'Accounts created from now on get these limits. Existing accounts keep their own; change one on the trader’s Limits tab.',
      ),
    ).toBeTruthy();
    setNumber('defaults-buyAdLimit', '2');
    setNumber('defaults-pendingOrderLimit', '7');
    fireEvent.click(screen.getByTestId('limit-defaults-save'));
    await waitFor(() =>
      expect(posts(calls, '/api/admin/config/user-limit-defaults')).toEqual([
        { buyAdLimit: 2, sellAdLimit: 5, initiatedBuyLimit: 5, initiatedSellLimit: 5, pendingOrderLimit: 7 },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('limit-defaults-built-in')).toBeNull());
  });

  it('refuses an emptied limit and sends nothing', async () => {
    const { calls } = open('/config');
    await openCreditTab();
    await screen.findByTestId('limit-defaults-form');
    setNumber('defaults-sellAdLimit', '');
    fireEvent.click(screen.getByTestId('limit-defaults-save'));
    expect(await screen.findByText('Enter a whole number from 0 to 1000')).toBeTruthy();
    expect(posts(calls, '/api/admin/config/user-limit-defaults')).toEqual([]);
  });
});

describe("the Limits tab of a trader's page", () => {
  const limitsPath = `/api/admin/users/${TRADER_ID}/limits`;

  it('shows the five limits and says a limit below what is open is allowed', async () => {
    open(`/users?user=${TRADER_ID}&tab=limits`, STAFF.CUSTOMER_SERVICE);
    await screen.findByTestId('user-limits-form');
    expect((screen.getByTestId('user-limits-pendingOrderLimit') as HTMLInputElement).value).toBe('10');
    expect(screen.getByTestId('user-limits-below-open').textContent).toContain(
      'A limit may be set below what the trader has open now',
    );
  });

  it('saves the limits with the reason (customer service)', async () => {
    const { calls } = open(`/users?user=${TRADER_ID}&tab=limits`, STAFF.CUSTOMER_SERVICE);
    await screen.findByTestId('user-limits-form');
    setNumber('user-limits-pendingOrderLimit', '1');
    fireEvent.change(screen.getByTestId('support-reason'), { target: { value: '  Too many open orders ' } });
    fireEvent.click(screen.getByTestId('user-limits-save'));
    await waitFor(() =>
      expect(posts(calls, limitsPath)).toEqual([
        {
          buyAdLimit: 5,
          sellAdLimit: 5,
          initiatedBuyLimit: 5,
          initiatedSellLimit: 5,
          pendingOrderLimit: 1,
          reason: 'Too many open orders',
        },
      ]),
    );
    expect(await screen.findByText('Saved. It applies from the next request on.')).toBeTruthy();
  });

  it('refuses to save without a reason and sends nothing', async () => {
    const { calls } = open(`/users?user=${TRADER_ID}&tab=limits`);
    await screen.findByTestId('user-limits-form');
    setNumber('user-limits-buyAdLimit', '0');
    fireEvent.click(screen.getByTestId('user-limits-save'));
    expect(await screen.findByText('Give a reason of 1 to 255 characters')).toBeTruthy();
    expect(posts(calls, limitsPath)).toEqual([]);
  });
});
