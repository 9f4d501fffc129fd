import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, sentRequests, stubFetch } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { balanceLine, BOUND, ME, recordAnswer } from './fundsTestKit';
import { amountProblem } from './withdrawRules';

function stubCenter(balance: unknown, extract?: { status?: number; body: unknown }) {
  return stubFetch({
    '/api/user/info/7': { body: envelope(ME) },
    '/api/balance': { body: envelope(balance) },
    ...(extract ? { '/api/balance/extract': extract } : {}),
  }).fetchMock;
}

async function openSheet() {
  renderApp('/personalCenter', { realPages: true });
  fireEvent.click(await screen.findByTestId('temp-balance-withdraw'));
  return screen.findByTestId('withdraw-form');
}

describe('the temporary balance on /personalCenter', () => {
  it('lists each coin and chain with its amount and links to the fund records', async () => {
    signIn();
    stubCenter({
      balances: [balanceLine(), balanceLine({ coin: 'USDT', amount: '20' })],
      withdrawBlocked: false,
    });
    renderApp('/personalCenter', { realPages: true });
    const line = await screen.findByTestId('temp-balance-MEC-ERC20');
    expect(line.textContent).toContain('7.25');
    expect(screen.getByTestId('temp-balance-USDT-ERC20').textContent).toContain('20');
    expect(screen.getByTestId('temp-balance-records').getAttribute('href')).toBe('/fundRecord');
  });

  it('withdraws with the security password: sends coin, chain, amount and password, shows min, max, fee and what arrives', async () => {
    signIn();
    const fetchMock = stubCenter(
      { balances: [balanceLine()], withdrawBlocked: false },
      { body: envelope(recordAnswer({ type: 'WITHDRAWAL', status: 'CONFIRMING' })) },
    );
    await openSheet();
    expect(screen.getByTestId('withdraw-available').textContent).toBe('7.25 MEC');
    expect(screen.getByTestId('withdraw-to').textContent).toContain(BOUND);
    expect(screen.getByTestId('withdraw-limits').textContent).toContain('1000');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.25 MEC');
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('7 MEC');
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(sentRequests(fetchMock, '/api/balance/extract', 'POST')).toHaveLength(1));
    expect(sentRequests(fetchMock, '/api/balance/extract', 'POST')[0]!.body).toEqual({
      coin: 'MEC',
      chain: 'ERC20',
      amount: '7.25',
      securityPassword: 'Secret-pass-1',
    });
    await waitFor(() => expect(screen.queryByTestId('withdraw-form')).toBeNull());
  });

  it('refuses amounts under the minimum, over the maximum or the balance, before asking the server', async () => {
    signIn();
    const fetchMock = stubCenter({ balances: [balanceLine()], withdrawBlocked: false });
    await openSheet();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-amount-error')).textContent).toBe(
      'The amount is below the minimum withdrawal',
    );
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '8' } });
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe(
      'The amount is more than the available balance',
    );
    expect(sentRequests(fetchMock, '/api/balance/extract')).toHaveLength(0);
  });

  it('shows "ongoing ads or orders must be cancelled before withdrawing" and sends nothing while trades are open (3021)', async () => {
    signIn();
    stubCenter({ balances: [balanceLine()], withdrawBlocked: true });
    await openSheet();
    expect(screen.getByTestId('withdraw-blocked').textContent).toBe(
      'Ongoing ads or orders must be cancelled before withdrawing',
    );
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a wrong security password (USER3011) in the sheet with its catalogue text', async () => {
    signIn();
    stubCenter(
      { balances: [balanceLine()], withdrawBlocked: false },
      { status: 400, body: envelope(null, 'USER3011', 'WRONG_SECURITY_PASSWORD') },
    );
    await openSheet();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: 'wrong-pass-1' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe('Wrong trading password');
    expect(screen.getByTestId('withdraw-form')).toBeTruthy();
  });
});

describe('withdrawal amounts are exact decimals', () => {
  it('checks the amount against the rules without floating point', () => {
    const line = balanceLine();
    expect(
      amountProblem('1000.000000000000000001', balanceLine({ amount: '1000', maxWithdrawal: null })),
    ).toBe('common.funds.withdraw.aboveBalance');
    expect(amountProblem('abc', line)).toBe('common.funds.withdraw.amountInvalid');
    expect(amountProblem('0', line)).toBe('common.funds.withdraw.amountInvalid');
    expect(amountProblem('5', line)).toBeNull();
    expect(amountProblem('5', balanceLine({ fee: '5', minWithdrawal: null }))).toBe(
      'common.funds.withdraw.notAboveFee',
    );
    expect(amountProblem('2000', balanceLine({ amount: '5000' }))).toBe('common.funds.withdraw.aboveMaximum');
  });
});
