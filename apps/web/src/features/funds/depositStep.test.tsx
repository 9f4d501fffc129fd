import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, sentRequests, stubFetch } from '../../test/fetchStub';
import { signIn } from '../../test/renderApp';
import { DepositStep, depositPhase } from './DepositStep';
import { parseFundChange, publishFundChange } from './fundChanges';
import { BOUND, depositAnswer, ESCROW, renderBare } from './fundsTestKit';
import { FUNDS_POLL_MS } from './useFunds';

/** A fetch stub whose /api/deposit/d1 answer the test changes between reads. */
function stubDeposit(first: ReturnType<typeof depositAnswer>) {
  let current = first;
  const { fetchMock } = stubFetch({});
  fetchMock.mockImplementation(async (input: string | URL | Request) => {
    const url = String(input);
    const body = url.startsWith('/api/deposit/d1') ? envelope(current) : envelope(null, '404', 'Not found');
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  return { fetchMock, set: (next: ReturnType<typeof depositAnswer>) => (current = next) };
}

describe('the deposit step', () => {
  it('shows the escrow address, the exact amount with copy buttons, the QR of the payment link and the countdown', async () => {
    signIn();
    const deposit = depositAnswer();
    stubDeposit(deposit);
    const { i18n } = renderBare(<DepositStep depositId="d1" />);
    expect((await screen.findByTestId('deposit-status')).textContent).toBe(
      i18n.t('common.funds.deposit.status.waiting'),
    );
    expect(screen.getByTestId('deposit-address').textContent).toBe(ESCROW);
    expect(screen.getByTestId('deposit-amount').textContent).toBe('12.5 MEC');
    expect(screen.getByTestId('deposit-copy-address')).toBeTruthy();
    expect(screen.getByTestId('deposit-copy-amount')).toBeTruthy();
    const qr = await screen.findByTestId('deposit-qr');
    expect(qr.getAttribute('data-qr-url')).toBe(deposit.paymentLink);
    expect(qr.getAttribute('src')).toMatch(/^data:image\//);
    expect(screen.getByTestId('deposit-open').getAttribute('href')).toBe(deposit.paymentLink);
    // 20 minutes left: 19:5x or 20:00 depending on the clock's second.
    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/(19:5\d|20:00)/);
  });

  it('names the bound address the deposit must come from and says only a transfer from it is credited (issue 20: which address must pay the deposit)', async () => {
    signIn();
    stubDeposit(depositAnswer());
    renderBare(<DepositStep depositId="d1" />);
    expect((await screen.findByTestId('deposit-from')).textContent).toBe(BOUND);
    expect(screen.getByTestId('deposit-from-only').textContent).toBe(
      'Only a transfer from this address is credited to this deposit. Coin sent from any other address is not credited to you automatically.',
    );
    expect(screen.getByTestId('deposit-exact-hint').textContent).toBe(
      'Send exactly this amount. If less arrives, the deposit stays open for the rest; anything more, or anything that arrives after the deadline, goes to your temporary balance.',
    );
  });

  it('shows confirming n/N while a transfer gathers confirmations', async () => {
    signIn();
    stubDeposit(depositAnswer({ confirmations: 1, requiredConfirmations: 3 }));
    const { i18n } = renderBare(<DepositStep depositId="d1" />);
    await waitFor(() =>
      expect(screen.getByTestId('deposit-status').textContent).toBe(
        i18n.t('common.funds.deposit.status.confirming', { n: 1, total: 3 }),
      ),
    );
  });

  it('shows "recharge amount insufficient" with the amount still missing after a partial deposit', async () => {
    signIn();
    stubDeposit(
      depositAnswer({ receivedAmount: '10', shortfall: '2.5', confirmations: 3, requiredConfirmations: 3 }),
    );
    renderBare(<DepositStep depositId="d1" />);
    const status = await screen.findByTestId('deposit-status');
    await waitFor(() =>
      expect(status.textContent).toBe('Recharge amount insufficient: 2.5 MEC still missing'),
    );
    expect(screen.getByTestId('deposit-received').textContent).toBe('10 MEC');
  });

  it('refreshes on a FUND_CHANGE for its own deposit only, and reports completion once', async () => {
    signIn();
    const stub = stubDeposit(depositAnswer());
    const onCompleted = vi.fn();
    const { i18n } = renderBare(<DepositStep depositId="d1" onCompleted={onCompleted} />);
    await screen.findByTestId('deposit-qr');
    const reads = () => sentRequests(stub.fetchMock, '/api/deposit/d1').length;
    expect(reads()).toBe(1);
    stub.set(
      depositAnswer({ status: 'SATISFIED', receivedAmount: '12.5', shortfall: '0', confirmations: 3 }),
    );

    act(() => publishFundChange({ kind: 'deposit', id: 'other', status: 'SATISFIED', confirmations: 3 }));
    act(() => publishFundChange({ kind: 'fundRecord', id: 'd1', status: 'COMPLETED', confirmations: 3 }));
    // Waits for a read that must not come: a message for another deposit or a fund record reads nothing.
    await new Promise((r) => setTimeout(r, 50));
    expect(reads()).toBe(1);

    act(() => publishFundChange({ kind: 'deposit', id: 'd1', status: 'SATISFIED', confirmations: 3 }));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-status').textContent).toBe(
        i18n.t('common.funds.deposit.status.completed'),
      ),
    );
    expect(reads()).toBe(2);
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('deposit-qr')).toBeNull();
    expect(screen.queryByTestId('deposit-countdown')).toBeNull();
  });

  it(`polls every ${FUNDS_POLL_MS / 1000} s while open, as a fallback for a dropped socket`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const stub = stubDeposit(depositAnswer());
    renderBare(<DepositStep depositId="d1" />);
    await screen.findByTestId('deposit-status');
    stub.set(depositAnswer({ confirmations: 2 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FUNDS_POLL_MS + 100);
    });
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe('Confirming 2/3'));
    expect(sentRequests(stub.fetchMock, '/api/deposit/d1').length).toBe(2);
  });

  it('shows an expired or cancelled deposit without the QR code or the countdown', async () => {
    signIn();
    stubDeposit(depositAnswer({ status: 'EXPIRED' }));
    const { i18n } = renderBare(<DepositStep depositId="d1" />);
    await waitFor(() =>
      expect(screen.getByTestId('deposit-status').textContent).toBe(
        i18n.t('common.funds.deposit.status.expired'),
      ),
    );
    expect(screen.queryByTestId('deposit-qr')).toBeNull();
    expect(screen.queryByTestId('deposit-copy-address')).toBeNull();
    expect(depositPhase(depositAnswer({ status: 'CANCELLED' }))).toBe('cancelled');
  });

  it('reads FUND_CHANGE message bodies and ignores anything else', () => {
    expect(
      parseFundChange('{"kind":"deposit","id":"d1","status":"OPEN","confirmations":1,"shortfall":"2"}'),
    ).toEqual({ kind: 'deposit', id: 'd1', status: 'OPEN', confirmations: 1, shortfall: '2' });
    expect(parseFundChange('{"kind":"order","id":"1"}')).toBeNull();
    expect(parseFundChange('not json')).toBeNull();
  });
});
