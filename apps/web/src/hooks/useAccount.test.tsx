import { API_ENDPOINTS, USER_INFO_POLL_MS } from '@p2p/contracts';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { envelope, stubFetch } from '../test/fetchStub';
import { signIn } from '../test/renderApp';
import { isServed } from '../api/account';
import { useOnlineState, useUserInfo } from './useAccount';

function Probe() {
  const user = useUserInfo();
  return <span data-testid="nickname">{user.data?.nickname ?? ''}</span>;
}

function renderProbe() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('user info polling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('polls GET /user/info/{userId} every 4 s while logged in', async () => {
    expect(USER_INFO_POLL_MS).toBe(4000);
    signIn('t', '7');
    const { calls } = stubFetch({ '/api/user/info/7': { body: envelope({ id: '7', nickname: 'alice' }) } });
    const infoCalls = () => calls.filter((u) => u === '/api/user/info/7').length;
    renderProbe();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(infoCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(infoCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(infoCalls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(infoCalls()).toBe(4);
  });

  it('pauses while the page is hidden and does not poll without a session', async () => {
    signIn('t', '7');
    const { calls } = stubFetch({ '/api/user/info/7': { body: envelope({ id: '7', nickname: 'alice' }) } });
    const infoCalls = () => calls.filter((u) => u === '/api/user/info/7').length;
    const view = renderProbe();
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(infoCalls()).toBe(1);
    view.unmount();

    document.cookie = 'token=; path=/; max-age=0';
    const before = calls.length;
    renderProbe();
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(calls.length).toBe(before);
  });
});

function OnlineProbe() {
  const online = useOnlineState();
  return <span data-testid="online">{String(online.data ?? false)}</span>;
}

describe('the advertiser online state', () => {
  it('asks GET /c2c/advert/online once signed in and shows the answer (served since the ads part)', async () => {
    expect(isServed(API_ENDPOINTS.account.onlineState)).toBe(true);
    signIn('t', '7');
    const { calls } = stubFetch({ '/api/c2c/advert/online': { body: envelope({ online: true }) } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OnlineProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // a window for a request that must not be sent
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls.filter((u) => u.includes('/c2c/advert/online'))).toHaveLength(1);
    expect(view.getByTestId('online').textContent).toBe('true');
  });
});
