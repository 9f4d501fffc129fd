// /users (issue 13, customer service): finding a trader, the trader's page with its tabs, bans with a
// reason and an end, lifting, the certified-merchant flag and credit adjustments; and the role rule
// (customer service and admins; appeal officers meet the forbidden page). The API is the fetch stand-in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, STAFF, staffApi, type Call } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { fromLocalInput, toLocalInput } from '../operations/time';
import { supportApi, trader, TRADER_ID } from './supportFixtures';

const base = `/api/admin/support/users/${TRADER_ID}`;
const day = 86_400_000;

function open(
  path: string,
  api = supportApi(),
  staff: (typeof STAFF)[keyof typeof STAFF] = STAFF.CUSTOMER_SERVICE,
) {
  signIn();
  const stub = staffApi(staff, api.routes);
  const view = renderApp(path);
  return { ...stub, view, api };
}

const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

async function typeReason(text: string) {
  fireEvent.change(await screen.findByTestId('support-reason'), { target: { value: text } });
}

describe('finding a trader', () => {
  it('searches by the text typed and opens the trader from the results', async () => {
    const { calls, view } = open('/users');
    expect(await screen.findByText('Search for a trader to begin.')).toBeTruthy();
    const box = screen.getByPlaceholderText('Id, email, nickname or wallet address');
    fireEvent.change(box, { target: { value: '  alice ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const row = await screen.findByText('alice@example.test');
    expect(view.router.state.location.search).toBe('?q=alice');
    const search = calls.find((c) => c.path === '/api/admin/support/users');
    expect(search).toBeTruthy();
    expect(
      calls.some(
        (c) => c.path === '/api/admin/support/users' && c.headers.Authorization === 'Bearer staff-token',
      ),
    ).toBe(true);
    fireEvent.click(row);
    expect((await screen.findByTestId('support-user-name')).textContent).toBe('alice');
  });

  it('keeps the search in the address, so Back returns to the results', async () => {
    const { view } = open(`/users?q=alice&user=${TRADER_ID}`);
    fireEvent.click(await screen.findByTestId('support-back'));
    expect(await screen.findByText('alice@example.test')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?q=alice');
  });
});

describe("a trader's page", () => {
  it('shows the KYC level, the wallet binding and the trading facts', async () => {
    open(`/users?user=${TRADER_ID}`);
    expect((await screen.findByTestId('profile-kyc-level')).textContent).toBe('Advanced');
    const wallet = screen.getByTestId('profile-wallet');
    expect(within(wallet).getByText('0xAbC0000000000000000000000000000000000042')).toBeTruthy();
    expect(within(wallet).getByText('0xDeF0000000000000000000000000000000000042')).toBeTruthy();
    expect(screen.getByTestId('profile-credit').textContent).toBe('100');
    expect(within(screen.getByTestId('profile-trading')).getByText('66.7%')).toBeTruthy();
  });

  it("lists the trader's orders with the shared status texts, and the balance and funds", async () => {
    open(`/users?user=${TRADER_ID}&tab=orders`);
    const orders = await screen.findByTestId('support-orders');
    expect(await within(orders).findByText('Waiting for the buyer’s payment')).toBeTruthy();
    expect(within(orders).getByText('bob (#7)')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Funds' }));
    const balance = await screen.findByTestId('support-balance');
    expect(await within(balance).findByText('12.5')).toBeTruthy();
    expect(within(balance).getByText('Withdrawal blocked while ads or orders are open')).toBeTruthy();
  });

  it('answers a missing trader with its own page', async () => {
    signIn();
    staffApi(STAFF.CUSTOMER_SERVICE, {
      'GET /api/admin/support/users/9': { status: 404, body: envelope(null, '1001', 'User does not exist') },
    });
    renderApp('/users?user=9');
    expect(await screen.findByText('There is no trader with this id.')).toBeTruthy();
  });
});

describe('bans', () => {
  it('bans from login with a reason and an end: the API gets an ISO end and the state shows it', async () => {
    const { calls } = open(`/users?user=${TRADER_ID}&tab=bans`);
    fireEvent.click(await screen.findByTestId('ban-open-LOGIN'));
    expect(await screen.findByText('A login ban signs the trader out everywhere at once.')).toBeTruthy();
    await typeReason('Account takeover report');
    const until = toLocalInput(new Date(Date.now() + 3 * day).toISOString());
    fireEvent.change(screen.getByTestId('ban-until'), { target: { value: until } });
    fireEvent.click(screen.getByTestId('ban-submit'));
    await waitFor(() => expect(screen.getByTestId('ban-state-LOGIN').textContent).toMatch(/^Banned until /));
    expect(posts(calls, `${base}/bans/LOGIN`).map((c) => c.body)).toEqual([
      { reason: 'Account takeover report', until: fromLocalInput(until) },
    ]);
    expect(screen.getByTestId('ban-tag-LOGIN')).toBeTruthy();
  });

  it('bans until lifted with "no end", then lifts the ban with a reason', async () => {
    const { calls } = open(`/users?user=${TRADER_ID}&tab=bans`);
    fireEvent.click(await screen.findByTestId('ban-open-WITHDRAWAL'));
    await typeReason('Chargeback under review');
    fireEvent.click(screen.getByTestId('ban-no-end'));
    fireEvent.click(screen.getByTestId('ban-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('ban-state-WITHDRAWAL').textContent).toBe('Banned until lifted'),
    );
    expect(posts(calls, `${base}/bans/WITHDRAWAL`)[0]?.body).toEqual({
      reason: 'Chargeback under review',
      until: null,
    });

    fireEvent.click(screen.getByTestId('ban-lift-WITHDRAWAL'));
    await typeReason('Chargeback cleared');
    fireEvent.click(screen.getByTestId('support-reason-ok'));
    await waitFor(() => expect(screen.getByTestId('ban-state-WITHDRAWAL').textContent).toBe('Not banned'));
    expect(posts(calls, `${base}/bans/WITHDRAWAL/lift`)[0]?.body).toEqual({ reason: 'Chargeback cleared' });
    expect(within(screen.getByTestId('ban-history')).getByText('Chargeback under review')).toBeTruthy();
  });

  it('refuses a ban without a reason or with an end in the past, and sends nothing', async () => {
    const { calls } = open(`/users?user=${TRADER_ID}&tab=bans`);
    fireEvent.click(await screen.findByTestId('ban-open-C2C_BUY'));
    fireEvent.change(await screen.findByTestId('ban-until'), {
      target: { value: toLocalInput(new Date(Date.now() - day).toISOString()) },
    });
    fireEvent.click(screen.getByTestId('ban-submit'));
    expect(await screen.findByText('Give a reason of 1 to 255 characters')).toBeTruthy();
    expect(await screen.findByText('The end must be in the future')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith(`${base}/bans`))).toBe(false);
  });
});

describe('certified merchant', () => {
  it('grants certification with a reason', async () => {
    const { calls } = open(`/users?user=${TRADER_ID}`);
    expect((await screen.findByTestId('certification-state')).textContent).toBe('Not certified');
    fireEvent.click(screen.getByTestId('certification-toggle'));
    await typeReason('Merchant documents checked');
    fireEvent.click(screen.getByTestId('support-reason-ok'));
    await waitFor(() => expect(screen.getByTestId('certification-state').textContent).toBe('Certified'));
    expect(posts(calls, `${base}/certified`)[0]?.body).toEqual({
      certified: true,
      reason: 'Merchant documents checked',
    });
  });

  it('cannot grant it without advanced identity verification (4001)', async () => {
    const api = supportApi(trader({ kyc: { level: 'BASIC', verifiedAt: null } }));
    open(`/users?user=${TRADER_ID}`, api);
    expect(await screen.findByTestId('certification-needs-kyc')).toBeTruthy();
    expect((screen.getByTestId('certification-toggle') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('credit adjustments', () => {
  it('takes points with a reason: the score and the credit record follow', async () => {
    const { calls } = open(`/users?user=${TRADER_ID}&tab=credit`);
    fireEvent.change(await screen.findByTestId('credit-delta'), { target: { value: '-20' } });
    await typeReason('Abusive chat');
    fireEvent.click(screen.getByTestId('credit-submit'));
    const record = await screen.findByTestId('support-credit');
    expect(await within(record).findByText('Adjusted by customer service')).toBeTruthy();
    expect(within(record).getByText('-20')).toBeTruthy();
    expect(within(record).getByText('Abusive chat')).toBeTruthy();
    expect(screen.getByTestId('credit-score').textContent).toBe('80');
    expect(posts(calls, `${base}/credit`)[0]?.body).toEqual({ delta: -20, reason: 'Abusive chat' });
  });

  it('refuses 0 points and sends nothing', async () => {
    const { calls } = open(`/users?user=${TRADER_ID}&tab=credit`);
    fireEvent.change(await screen.findByTestId('credit-delta'), { target: { value: '0' } });
    await typeReason('Nothing');
    fireEvent.click(screen.getByTestId('credit-submit'));
    expect(await screen.findByText('Enter a whole number from -1000 to 1000, not 0')).toBeTruthy();
    expect(posts(calls, `${base}/credit`)).toEqual([]);
  });
});

describe('who may open Users', () => {
  it('an appeal officer meets the forbidden page and makes no support call', async () => {
    const { calls } = open('/users', supportApi(), STAFF.APPEAL_OFFICER);
    expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/admin/support/'))).toBe(false);
  });

  it('an administrator opens it too, in the chosen language', async () => {
    signIn();
    staffApi(STAFF.ADMIN, supportApi().routes);
    renderApp(`/users?user=${TRADER_ID}`, { lang: 'zh_CN' });
    expect(await screen.findByRole('tab', { name: '禁止' })).toBeTruthy();
    expect((await screen.findByTestId('profile-kyc-level')).textContent).toBe('高级');
  });
});
