import { SocketMessageType, type SocketMessage } from '@p2p/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Popup } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../test/fetchStub';
import { renderApp, signIn } from '../test/renderApp';
import { resetNewOrderSound } from './newOrderSound';

// The live socket is tested in socket/liveSocket.test.ts: here a stand-in hands over its onMessage.
const sockets = vi.hoisted(() => [] as Array<{ onMessage?: (m: SocketMessage) => void }>);
vi.mock('../socket/liveSocket', () => ({
  LiveSocket: class {
    constructor(readonly options: { onMessage?: (m: SocketMessage) => void }) {
      sockets.push(options);
    }
    connect() {}
    close() {}
    ensureConnected() {}
  },
}));

interface UnfinishedStub {
  id: string;
  unread: boolean;
  status?: string;
  role?: 'BUYER' | 'SELLER';
  actions?: string[];
}

function stubOrders(stubs: UnfinishedStub[], talkTotal = 0) {
  // A buyer waiting for the seller unless a test says otherwise (no move of the caller's).
  const orders = stubs.map((o) => ({
    status: 'WAIT_SELLER_CONFIRM',
    role: 'BUYER',
    actions: ['APPEAL'],
    ...o,
  }));
  return stubFetch({
    '/api/c2c/deal/order/page': {
      body: envelope({ list: orders, total: orders.length, pageNo: 1, pageSize: 50 }),
    },
    '/api/user/fiat/talk/unread': {
      body: envelope({ total: talkTotal, orders: talkTotal ? [{ orderId: '5', unread: talkTotal }] : [] }),
    },
  });
}

const bubble = () => document.querySelector<HTMLElement>('.adm-floating-bubble-button');

describe('the floating order button (spec §2)', () => {
  afterEach(() => {
    sockets.length = 0;
  });

  it('shows only with unfinished orders (GET /c2c/deal/order/page?finish=false)', async () => {
    signIn();
    const { calls } = stubOrders([]);
    renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    await waitFor(() =>
      expect(calls.some((u) => u.includes('/c2c/deal/order/page?finish=false'))).toBe(true),
    );
    expect(screen.queryByTestId('order-button')).toBeNull();
  });

  it('is hidden on login, order, orderDetail, chat, register and forgotPassword, shown elsewhere', async () => {
    signIn();
    stubOrders([{ id: '5', unread: false }]);
    const { router } = renderApp('/buySell');
    expect(await screen.findByTestId('order-button')).toBeTruthy();
    for (const path of ['/order', '/orderDetail?id=5', '/chat?id=5', '/login', '/register', '/forgot']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe(path.split('?')[0]));
      expect(screen.queryByTestId('order-button'), path).toBeNull();
    }
    for (const path of ['/', '/myAdvert', '/personalCenter']) {
      await act(() => router.navigate(path));
      expect(await screen.findByTestId('order-button'), path).toBeTruthy();
    }
  });

  it('marks unread orders or chats with a dot', async () => {
    signIn();
    stubOrders([{ id: '5', unread: false }], 2);
    renderApp('/buySell');
    await screen.findByTestId('order-button');
    await waitFor(() => expect(document.querySelector('.adm-badge-dot')).not.toBeNull());
  });

  it('has no dot when nothing is unread', async () => {
    signIn();
    const { calls } = stubOrders([{ id: '5', unread: false }], 0);
    renderApp('/buySell');
    await screen.findByTestId('order-button');
    await waitFor(() => expect(calls.some((u) => u.startsWith('/api/user/fiat/talk/unread'))).toBe(true));
    expect(document.querySelector('.adm-badge-dot')).toBeNull();
  });

  it('a tap shorter than 200 ms opens /order; a longer press or a quick flick (a drag) does not', async () => {
    signIn();
    stubOrders([{ id: '5', unread: true }]);
    const { router } = renderApp('/buySell');
    await screen.findByTestId('order-button');
    vi.useFakeTimers({ toFake: ['Date'] });
    const button = bubble()!;
    fireEvent.pointerDown(button);
    vi.setSystemTime(Date.now() + 350);
    fireEvent.click(button);
    expect(router.state.location.pathname).toBe('/buySell');
    // A quick flick (under 200 ms but moved) is a drag too.
    fireEvent.pointerDown(button, { clientX: 300, clientY: 500 });
    vi.setSystemTime(Date.now() + 120);
    fireEvent.click(button, { clientX: 200, clientY: 420 });
    expect(router.state.location.pathname).toBe('/buySell');
    fireEvent.pointerDown(button, { clientX: 300, clientY: 500 });
    vi.setSystemTime(Date.now() + 150);
    fireEvent.click(button, { clientX: 302, clientY: 499 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
  });

  it('a tap opens the one order that waits for the trader, not the list (issue 26)', async () => {
    signIn();
    stubOrders([
      { id: '5', unread: false },
      { id: '6', unread: false, status: 'WAIT_BUYER_PAY', actions: ['CANCEL', 'PAY'] },
    ]);
    const { router } = renderApp('/buySell');
    await screen.findByTestId('order-button');
    vi.useFakeTimers({ toFake: ['Date'] });
    fireEvent.pointerDown(bubble()!);
    fireEvent.click(bubble()!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDetail'));
    expect(router.state.location.search).toBe('?id=6');
  });

  it("a seller's tap opens the list on the Sell tab, where their orders are, never an empty tab (issue 26)", async () => {
    signIn();
    stubOrders([{ id: '7', unread: false, role: 'SELLER', status: 'WAIT_BUYER_PAY', actions: ['APPEAL'] }]);
    const { router } = renderApp('/buySell');
    await screen.findByTestId('order-button');
    vi.useFakeTimers({ toFake: ['Date'] });
    fireEvent.pointerDown(bubble()!);
    fireEvent.click(bubble()!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
    expect(router.state.location.search).toBe('?side=SELL');
  });

  it('starts where it was left (the stored {x, y})', async () => {
    signIn();
    localStorage.setItem('orderButtonPosition', JSON.stringify({ x: -220, y: -340 }));
    stubOrders([{ id: '5', unread: false }]);
    renderApp('/buySell');
    await screen.findByTestId('order-button');
    expect(bubble()!.style.transform).toBe('translate(-220px, -340px)');
  });

  it('a drag keeps its place ({x, y} in localStorage), snapped to the nearer side of the screen', async () => {
    signIn();
    stubOrders([{ id: '5', unread: false }]);
    renderApp('/buySell');
    await screen.findByTestId('order-button');
    const button = bubble()!;
    const boundary = document.querySelector<HTMLElement>('.adm-floating-bubble-boundary')!;
    const rect = (left: number, top: number, size: number) =>
      ({ left, top, width: size, height: size, right: left + size, bottom: top + size }) as DOMRect;
    // A 375 x 667 screen; the 48 px button rests at the bottom right (left 311, top 499), moved by its
    // translate.
    boundary.getBoundingClientRect = () => ({ ...rect(0, 0, 375), bottom: 667, height: 667 }) as DOMRect;
    button.getBoundingClientRect = () => {
      const [x = 0, y = 0] = (button.style.transform.match(/-?[\d.]+/g) ?? []).map(Number);
      return rect(311 + x, 499 + y, 48);
    };
    // jsdom has touch events, so the gesture library listens to those (as on a phone).
    const touch = (x: number, y: number) => {
      const list = [{ identifier: 0, clientX: x, clientY: y, target: button }];
      return { touches: list, targetTouches: list, changedTouches: list };
    };
    const drag = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(button, touch(...from));
      fireEvent.touchMove(window, touch((from[0] + to[0]) / 2, (from[1] + to[1]) / 2));
      fireEvent.touchMove(window, touch(...to));
      const end = touch(...to);
      fireEvent.touchEnd(window, { touches: [], targetTouches: [], changedTouches: end.changedTouches });
    };
    const stored = () =>
      JSON.parse(localStorage.getItem('orderButtonPosition') ?? 'null') as { x: number; y: number };

    // Dropped left of the middle: it goes to the left edge (left 311 + x = 0).
    drag([330, 520], [130, 320]);
    await waitFor(() => expect(stored()?.x).toBe(-311));
    expect(stored().y).toBeLessThan(-150);
    // The side it rests on, for the pages to keep that column free (issue 26).
    expect(document.documentElement.dataset.orderButton).toBe('left');
    // Dropped right of the middle: to the right edge (311 + x + 48 = 375), a little lower.
    drag([20, 320], [250, 360]);
    // The spring's last frame can land a hair short of the edge (15.999999999999979 once).
    await waitFor(() => expect(stored().x).toBeCloseTo(16, 6));
    expect(stored().y).toBeGreaterThan(-180);
    expect(document.documentElement.dataset.orderButton).toBe('right');
  });

  it('rests 12 px above the bottom navigation, and hides while a sheet or dialog is open (issue 26)', async () => {
    signIn();
    stubOrders([{ id: '5', unread: false }]);
    vi.stubGlobal('innerHeight', 667);
    const rect = HTMLElement.prototype.getBoundingClientRect;
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('bottom-nav')
        ? ({ left: 0, right: 375, top: 617, bottom: 667, width: 375, height: 50 } as DOMRect)
        : rect.call(this);
    });
    try {
      renderApp('/myAdvert');
      await screen.findByTestId('order-button');
      const floating = document.querySelector<HTMLElement>('.adm-floating-bubble')!;
      await waitFor(() => expect(floating.style.getPropertyValue('--initial-position-bottom')).toBe('62px'));
      const bubble = screen.getByTestId('order-bubble');
      expect(bubble.hidden).toBe(false);
      const sheet = render(<Popup visible>a sheet</Popup>);
      await waitFor(() => expect(bubble.hidden).toBe(true));
      expect(document.documentElement.dataset.orderButton).toBeUndefined();
      sheet.rerender(<Popup visible={false}>a sheet</Popup>);
      await waitFor(() => expect(bubble.hidden).toBe(false));
      expect(document.documentElement.dataset.orderButton).toBe('right');
      sheet.unmount();
    } finally {
      spy.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});

describe('the new-order banner (spec §2)', () => {
  afterEach(() => {
    sockets.length = 0;
    resetNewOrderSound();
    vi.unstubAllGlobals();
  });

  it('a NEW_ORDER message raises the banner with its sound; its button opens /orderDetail?id=', async () => {
    const started: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        return {
          type: '',
          frequency: { setValueAtTime: (hz: number) => started.push(hz) },
          connect: () => undefined,
          start: () => undefined,
          stop: () => undefined,
        };
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
          connect: () => undefined,
        };
      }
      resume() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    signIn();
    stubOrders([]);
    const { router } = renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    await waitFor(() => expect(sockets.length).toBe(1));
    act(() => sockets[0]!.onMessage!({ type: SocketMessageType.NEW_ORDER, message: '{"orderId":"42"}' }));
    const banner = await screen.findByTestId('new-order-banner');
    expect(banner.textContent).toContain('You have a new order');
    // The chime starts in the banner's effect, which React may run after the banner is on screen (a loaded
    // run saw no note yet when the banner was found).
    await waitFor(() => expect(started).toEqual([880, 1320]));
    fireEvent.click(screen.getByRole('button', { name: 'View order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDetail'));
    expect(router.state.location.search).toBe('?id=42');
  });

  it('shows no banner for a NEW_ORDER message without an order id', async () => {
    signIn();
    stubOrders([]);
    renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    await waitFor(() => expect(sockets.length).toBe(1));
    act(() => sockets[0]!.onMessage!({ type: SocketMessageType.NEW_ORDER, message: 'not json' }));
    // a window in which a malformed message must change nothing
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('new-order-banner')).toBeNull();
  });
});
