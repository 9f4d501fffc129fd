// The proof of reserves in the console: the dashboard's table (GET /api/reserves, every 30 s) and the
// alert at the top of every page while a line's difference (on chain - owed) is not zero. The API is the
// fetch stand-in of test/fetch.ts (the console's tests run without a server).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  envelope,
  ESCROW_ADDRESS,
  reserveLine,
  reserves,
  STAFF,
  staffApi,
  unreadableReserve,
} from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { isZeroDecimal, mismatchedLines, RESERVES_REFETCH_MS, unreadableTokens } from './useReserves';

const MISMATCHED = reserves([
  reserveLine('USDT', { onChain: '1240.5', difference: '-10' }),
  reserveLine('MEC'),
]);

/** USDT read and balanced; DAI's contract answers no balance; the TRC20 chain's node is down. */
const UNREADABLE = reserves(
  [reserveLine('USDT')],
  [unreadableReserve('DAI'), unreadableReserve('USDT', { chain: 'TRC20', reason: 'CHAIN_UNREACHABLE' })],
);

function reservesCalls(calls: { method: string; path: string }[]): number {
  return calls.filter((c) => c.method === 'GET' && c.path === '/api/reserves').length;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the proof of reserves on the dashboard', () => {
  it('shows per chain and token the balance on chain, what is owed, each part, the difference and the block', async () => {
    signIn();
    staffApi(STAFF.ADMIN);
    renderApp('/');
    const row = await screen.findByTestId('reserves-line-ERC20-USDT');
    const cell = (key: string) => within(row).getByTestId(`reserves-${key}`).textContent;
    expect(row.textContent).toContain('ERC20');
    expect(cell('onChain')).toBe('1250.5');
    expect(cell('owed')).toBe('1250.5');
    expect(cell('heldForDeposits')).toBe('200');
    expect(cell('tempBalances')).toBe('1000.25');
    expect(cell('pendingPayouts')).toBe('50');
    expect(cell('unattributed')).toBe('0.25');
    expect(cell('unconfirmedDeposits')).toBe('0');
    expect(cell('platformFees')).toBe('0');
    expect(cell('difference')).toBe('0');
    expect(row.textContent).toContain('4242');
    expect(screen.getByTestId('reserves-line-ERC20-MEC')).toBeTruthy();
    const card = screen.getByTestId('reserves-card');
    for (const title of ['On chain', 'Owed', 'Held for deposits', 'Unattributed', 'Difference', 'Block']) {
      expect(card.textContent).toContain(title);
    }
    expect(screen.getByTestId('reserves-status').textContent).toBe('Balanced');
    expect(screen.queryByTestId('reserves-alert')).toBeNull();
  });

  it('lists a retired escrow address that still holds funds while a key rotation drains it (issue 27)', async () => {
    const OLD = `0x${'0'.repeat(39)}1`;
    signIn();
    staffApi(STAFF.ADMIN, {
      'GET /api/reserves': {
        body: envelope(
          reserves([
            reserveLine('USDT', { retired: { address: OLD, onChain: '12.5' } }),
            reserveLine('MEC', { retired: { address: OLD, onChain: '0' } }),
          ]),
        ),
      },
    });
    renderApp('/');
    const draining = await screen.findByTestId('reserves-draining');
    expect(draining.textContent).toContain('Key rotation');
    expect(draining.textContent).toContain(`USDT on ERC20: 12.5 at ${OLD}, moving to ${ESCROW_ADDRESS}`);
    // A retired address already drained is not listed.
    expect(draining.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByTestId('reserves-status').textContent).toBe('Balanced');
  });

  it('shows no rotation notice when no retired address holds anything', async () => {
    signIn();
    staffApi(STAFF.ADMIN);
    renderApp('/');
    await screen.findByTestId('reserves-line-ERC20-USDT');
    expect(screen.queryByTestId('reserves-draining')).toBeNull();
  });

  it('marks a line whose difference is not zero as a mismatch', async () => {
    signIn();
    staffApi(STAFF.CUSTOMER_SERVICE, { 'GET /api/reserves': { body: envelope(MISMATCHED) } });
    renderApp('/');
    const row = await screen.findByTestId('reserves-line-ERC20-USDT');
    expect(within(row).getByTestId('reserves-difference').getAttribute('data-balanced')).toBe('false');
    expect(within(row).getByTestId('reserves-onChain').textContent).toBe('1240.5');
    const mec = screen.getByTestId('reserves-line-ERC20-MEC');
    expect(within(mec).getByTestId('reserves-difference').getAttribute('data-balanced')).toBe('true');
    expect(screen.getByTestId('reserves-status').textContent).toBe('Mismatch');
  });

  it('lists a token whose balance cannot be read with its chain, address and reason, and marks the reserves unreadable', async () => {
    signIn();
    staffApi(STAFF.ADMIN, { 'GET /api/reserves': { body: envelope(UNREADABLE) } });
    renderApp('/');
    const box = await screen.findByTestId('reserves-unreadable');
    expect(box.textContent).toContain('Balances that could not be read on chain');
    expect(screen.getByTestId('reserves-unreadable-ERC20-DAI').textContent).toBe(
      `DAI on ERC20 (0x${'5'.repeat(40)}): no balance can be read at this contract address`,
    );
    const trc = screen.getByTestId('reserves-unreadable-TRC20-USDT');
    expect(trc.textContent).toBe(`USDT on TRC20 (0x${'1'.repeat(40)}): the chain's node does not answer`);
    expect(trc.getAttribute('data-reason')).toBe('CHAIN_UNREACHABLE');
    // the readable token keeps its line; the unreadable ones have none
    expect(screen.getByTestId('reserves-line-ERC20-USDT')).toBeTruthy();
    expect(screen.queryByTestId('reserves-line-ERC20-DAI')).toBeNull();
    expect(screen.getByTestId('reserves-status').textContent).toBe('Unreadable');
  });

  it('shows no unreadable list while every balance is read', async () => {
    signIn();
    staffApi(STAFF.ADMIN);
    renderApp('/');
    await screen.findByTestId('reserves-line-ERC20-USDT');
    expect(screen.queryByTestId('reserves-unreadable')).toBeNull();
  });

  it('says when the reserves cannot be read, without a toast and without the alert', async () => {
    signIn();
    staffApi(STAFF.ADMIN, { 'GET /api/reserves': { status: 502, body: 'Bad Gateway' } });
    renderApp('/');
    expect((await screen.findByTestId('reserves-failed')).textContent).toContain(
      'The reserves could not be read',
    );
    expect(screen.queryByTestId('reserves-alert')).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('reads the reserves again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const { calls } = staffApi(STAFF.ADMIN);
    renderApp('/');
    await screen.findByTestId('reserves-line-ERC20-USDT');
    const first = reservesCalls(calls);
    expect(first).toBe(1);
    await vi.advanceTimersByTimeAsync(RESERVES_REFETCH_MS - 1000);
    expect(reservesCalls(calls)).toBe(first);
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(reservesCalls(calls)).toBe(first + 1));
  });
});

describe('the reserves alert', () => {
  it('shows "Reserves do not match the chain" at the top of the console when a difference is not zero', async () => {
    signIn();
    staffApi(STAFF.APPEAL_OFFICER, { 'GET /api/reserves': { body: envelope(MISMATCHED) } });
    renderApp('/appeals');
    const alert = await screen.findByTestId('reserves-alert');
    expect(alert.textContent).toContain('Reserves do not match the chain');
    const lines = within(alert).getAllByTestId('reserves-alert-line');
    expect(lines.map((l) => l.textContent)).toEqual(['USDT on ERC20: difference -10 (block 4242)']);
    expect(await screen.findByTestId('area-appeals')).toBeTruthy();
  });

  it('appears once a refresh finds a difference, and goes once the books match again', async () => {
    signIn();
    let answer = reserves();
    const { calls } = staffApi(STAFF.ADMIN, { 'GET /api/reserves': () => ({ body: envelope(answer) }) });
    const { queryClient } = renderApp('/');
    await screen.findByTestId('reserves-line-ERC20-USDT');
    expect(screen.queryByTestId('reserves-alert')).toBeNull();
    answer = MISMATCHED;
    await queryClient.refetchQueries({ queryKey: ['reserves'] });
    expect(await screen.findByTestId('reserves-alert')).toBeTruthy();
    answer = reserves();
    await queryClient.refetchQueries({ queryKey: ['reserves'] });
    await waitFor(() => expect(screen.queryByTestId('reserves-alert')).toBeNull());
    // the dashboard's table and the layout's alert share one query
    expect(reservesCalls(calls)).toBe(3);
  });

  it('counts a token whose balance cannot be read as a problem, listed with its reason', async () => {
    signIn();
    staffApi(STAFF.APPEAL_OFFICER, { 'GET /api/reserves': { body: envelope(UNREADABLE) } });
    renderApp('/appeals');
    const alert = await screen.findByTestId('reserves-alert');
    expect(alert.textContent).toContain('Reserves cannot be read on chain');
    expect(within(alert).queryAllByTestId('reserves-alert-line')).toEqual([]);
    expect(
      within(alert)
        .getAllByTestId('reserves-alert-unreadable')
        .map((l) => l.textContent),
    ).toEqual([
      `DAI on ERC20 (0x${'5'.repeat(40)}): no balance can be read at this contract address`,
      `USDT on TRC20 (0x${'1'.repeat(40)}): the chain's node does not answer`,
    ]);
  });

  it('keeps the mismatch title when a difference and an unreadable token come together', async () => {
    signIn();
    const both = reserves([reserveLine('USDT', { difference: '-10' })], [unreadableReserve('DAI')]);
    staffApi(STAFF.ADMIN, { 'GET /api/reserves': { body: envelope(both) } });
    renderApp('/appeals');
    const alert = await screen.findByTestId('reserves-alert');
    expect(alert.textContent).toContain('Reserves do not match the chain');
    expect(within(alert).getAllByTestId('reserves-alert-line')).toHaveLength(1);
    expect(within(alert).getAllByTestId('reserves-alert-unreadable')).toHaveLength(1);
  });

  it('writes an unreadable token and its reason in the chosen language', async () => {
    signIn();
    staffApi(STAFF.ADMIN, { 'GET /api/reserves': { body: envelope(UNREADABLE) } });
    renderApp('/', { lang: 'zh_CN' });
    const alert = await screen.findByTestId('reserves-alert');
    expect(alert.textContent).toContain('无法从链上读取储备');
    expect(alert.textContent).toContain(`ERC20 上的 DAI（0x${'5'.repeat(40)}）：无法读取该合约地址的余额`);
    expect(alert.textContent).toContain('链节点无响应');
  });

  it('is written in the chosen language', async () => {
    signIn();
    staffApi(STAFF.ADMIN, { 'GET /api/reserves': { body: envelope(MISMATCHED) } });
    renderApp('/', { lang: 'zh_CN' });
    const alert = await screen.findByTestId('reserves-alert');
    expect(alert.textContent).toContain('储备与链上不一致');
    expect(alert.textContent).toContain('ERC20 上的 USDT：差额 -10（区块 4242）');
  });
});

describe('which lines do not match', () => {
  it('counts any non-zero decimal difference as a mismatch, and 0, -0, 0.000 as balanced', () => {
    expect(['0', '-0', '0.000', '00.0', '+0'].map(isZeroDecimal)).toEqual([true, true, true, true, true]);
    expect(['0.000001', '-10', '1', '100.5', '', '.'].map(isZeroDecimal)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(mismatchedLines(MISMATCHED).map((l) => l.token)).toEqual(['USDT']);
    expect(mismatchedLines(reserves())).toEqual([]);
    expect(mismatchedLines(undefined)).toEqual([]);
  });

  it('lists the unreadable tokens, none when every balance is read or nothing is loaded', () => {
    expect(unreadableTokens(UNREADABLE).map((u) => `${u.chain}:${u.token}:${u.reason}`)).toEqual([
      'ERC20:DAI:BALANCE_UNREADABLE',
      'TRC20:USDT:CHAIN_UNREACHABLE',
    ]);
    expect(UNREADABLE.balanced).toBe(false);
    expect(unreadableTokens(reserves())).toEqual([]);
    expect(unreadableTokens(undefined)).toEqual([]);
  });
});
