import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch, type Answer } from '../test/fetchStub';
import { signIn } from '../test/renderApp';
import { useUnfinishedOrders, useUnreadTalk } from './useUnread';

const ORDERS = '/api/c2c/deal/order/page';
const TALK = '/api/user/fiat/talk/unread';

function ordersPage(list: Array<{ id: string; unread: boolean }>): Answer {
  return { body: envelope({ list, total: list.length, pageNo: 1, pageSize: 50 }) };
}

function Probe() {
  const orders = useUnfinishedOrders().data;
  const talk = useUnreadTalk().data;
  return (
    <div>
      <span data-testid="unfinished">{orders ? orders.total : '-'}</span>
      <span data-testid="unread-orders">{orders ? orders.unread.join(',') : '-'}</span>
      <span data-testid="unread-talk">{talk ? talk.total : '-'}</span>
    </div>
  );
}

function mount() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const count = (calls: string[], path: string) => calls.filter((u) => u.startsWith(path)).length;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the unread checks (spec §7 polling; no socket at all here)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    signIn();
  });
  afterEach(() => {
    setVisibility('visible');
  });

  it('asks for the unfinished orders (finish=false) and the unread chat flags every 8 s, without a socket', async () => {
    const { calls } = stubFetch({
      [ORDERS]: ordersPage([
        { id: '11', unread: true },
        { id: '12', unread: false },
      ]),
      [TALK]: { body: envelope({ total: 3, orders: [{ orderId: '11', unread: 3 }] }) },
    });
    mount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('unfinished').textContent).toBe('2');
    expect(screen.getByTestId('unread-orders').textContent).toBe('11');
    expect(screen.getByTestId('unread-talk').textContent).toBe('3');
    const first = calls.find((u) => u.startsWith(ORDERS))!;
    expect(new URL(first, 'http://x').searchParams.get('finish')).toBe('false');
    expect(count(calls, ORDERS)).toBe(1);
    expect(count(calls, TALK)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(7_900));
    expect(count(calls, ORDERS)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(count(calls, ORDERS)).toBe(2);
    expect(count(calls, TALK)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(16_000));
    expect(count(calls, ORDERS)).toBe(4);
    expect(count(calls, TALK)).toBe(4);
  });

  it('waits 20 s after a failure (a code other than 200), then 8 s again once it answers', async () => {
    let fail = true;
    const { calls } = stubFetch({
      [TALK]: { body: envelope({ total: 0, orders: [] }) },
    });
    const base = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if (!url.startsWith(ORDERS)) return base(input, init);
      calls.push(url);
      const body = fail
        ? envelope(null, '5000', 'busy')
        : envelope({ list: [], total: 0, pageNo: 1, pageSize: 50 });
      return new Response(JSON.stringify(body), {
        status: fail ? 400 : 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    mount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(count(calls, ORDERS)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(count(calls, ORDERS)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(11_900));
    expect(count(calls, ORDERS)).toBe(1);
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(count(calls, ORDERS)).toBe(2);
    await vi.waitFor(() => expect(screen.getByTestId('unfinished').textContent).toBe('0'));
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(count(calls, ORDERS)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(count(calls, ORDERS)).toBe(3);
  });

  it('does not ask while the page is hidden, and asks again once it is visible', async () => {
    const { calls } = stubFetch({
      [ORDERS]: ordersPage([]),
      [TALK]: { body: envelope({ total: 0, orders: [] }) },
    });
    mount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(count(calls, ORDERS)).toBe(1);
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(count(calls, ORDERS)).toBe(1);
    expect(count(calls, TALK)).toBe(1);
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(count(calls, ORDERS)).toBeGreaterThanOrEqual(2);
    expect(count(calls, TALK)).toBeGreaterThanOrEqual(2);
  });

  it('asks nothing without a session', async () => {
    document.cookie = 'token=; path=/; max-age=0';
    const { calls } = stubFetch({});
    mount();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(calls).toEqual([]);
  });
});
