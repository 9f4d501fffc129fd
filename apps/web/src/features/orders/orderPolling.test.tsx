import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { signIn } from '../../test/renderApp';
import { ORDER_POLL_MS } from './format';
import { orderAnswer, stubOrdersApi } from './ordersTestKit';
import { useOrder } from './useOrders';

function Probe({ id }: { id: string }) {
  const order = useOrder(id);
  return <span data-testid="status">{order.data?.status ?? ''}</span>;
}

const renderProbe = (id: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Probe id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('an open order is read again as the socket’s fallback', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every 10 s while it is open, and no more once it is finished', async () => {
    expect(ORDER_POLL_MS).toBe(10_000);
    signIn();
    const order = orderAnswer();
    const fetchMock = stubOrdersApi({ orders: [order] });
    const reads = () =>
      sentRequests(fetchMock, '/api/c2c/deal/order/101').filter((r) => r.url === '/api/c2c/deal/order/101')
        .length;
    const view = renderProbe('101');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(reads()).toBe(1);
    order.status = 'COMPLETED';
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reads()).toBe(2);
    // The answer is read outside the faked timers: let it arrive.
    for (let i = 0; i < 20 && view.getByTestId('status').textContent !== 'COMPLETED'; i++) {
      await act(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await vi.advanceTimersByTimeAsync(10);
      });
    }
    expect(view.getByTestId('status').textContent).toBe('COMPLETED');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reads()).toBe(2);
  });
});
