// A trader is told when customer service takes their ad offline or cancels it (issue 25, the console's
// Ads & Orders): the AD_STATUS_CHANGE message carries the staff action and the reason, and the app shows
// them in a dialog; the trader's own changes show nothing.
import { SocketMessageType, type SocketMessage } from '@p2p/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffAdChangeOf } from '../features/ads/staffAdNotice';
import { stubOrdersApi } from '../features/orders/ordersTestKit';
import { renderApp, signIn } from '../test/renderApp';

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

afterEach(() => {
  sockets.length = 0;
});

const adChange = (body: object): SocketMessage => ({
  type: SocketMessageType.AD_STATUS_CHANGE,
  message: JSON.stringify(body),
});

async function deliver(message: SocketMessage) {
  await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  act(() => sockets[sockets.length - 1]!.onMessage!(message));
}

describe('a staff action on a trader’s ad (issue 25)', () => {
  it('shows what customer service did to the ad and why, with an OK to close it', async () => {
    signIn();
    stubOrdersApi({ orders: [] });
    renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    await deliver(
      adChange({
        adId: '77',
        status: 'PUBLISHED',
        staffAction: 'OFFLINE',
        staffReason: 'Misleading payment terms',
      }),
    );
    const notice = await screen.findByTestId('staff-ad-notice');
    expect(notice.textContent).toBe('Reason: Misleading payment terms');
    expect(screen.getByText('Customer service took your ad #77 off the market')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('reads only a staff action with its reason: a trader’s own change, another message or bad JSON is none', () => {
    expect(staffAdChangeOf(adChange({ adId: '7', status: 'CANCELLED' }))).toBeNull();
    expect(
      staffAdChangeOf(adChange({ adId: '7', status: 'CANCELLED', staffAction: 'DELETE', staffReason: 'x' })),
    ).toBeNull();
    expect(staffAdChangeOf({ type: SocketMessageType.AD_STATUS_CHANGE, message: '{not json' })).toBeNull();
    expect(staffAdChangeOf({ type: SocketMessageType.TALK, message: '{}' })).toBeNull();
    expect(
      staffAdChangeOf(
        adChange({ adId: '7', status: 'CANCELLED', staffAction: 'CANCELLED', staffReason: 'Fraud report' }),
      ),
    ).toMatchObject({ adId: '7', staffAction: 'CANCELLED', staffReason: 'Fraud report' });
  });
});
