import { SocketMessageType, type FundChange, type SocketMessage } from '@p2p/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLiveUpdates } from '../../shell/useLiveUpdates';
import { signIn } from '../../test/renderApp';
import { subscribeFundChanges } from './fundChanges';

// The live socket itself is tested in socket/liveSocket.test.ts: here a stand-in hands over its
// onMessage so the test can deliver what the server would send.
const sockets = vi.hoisted(() => [] as Array<{ onMessage?: (m: SocketMessage) => void }>);
vi.mock('../../socket/liveSocket', () => ({
  LiveSocket: class {
    constructor(readonly options: { onMessage?: (m: SocketMessage) => void }) {
      sockets.push(options);
    }
    connect() {}
    close() {}
    ensureConnected() {}
  },
}));

function Live() {
  useLiveUpdates(true);
  return null;
}

describe('FUND_CHANGE over the live socket', () => {
  it('hands each FUND_CHANGE message to the escrow screens, and nothing else', async () => {
    signIn();
    const seen: FundChange[] = [];
    const stop = subscribeFundChanges((c) => seen.push(c));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Live />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(sockets.length).toBe(1));
    const deliver = sockets[0]!.onMessage!;
    deliver({
      type: SocketMessageType.FUND_CHANGE,
      message: JSON.stringify({
        kind: 'deposit',
        id: '42',
        status: 'OPEN',
        confirmations: 1,
        shortfall: '2',
      }),
    });
    deliver({ type: SocketMessageType.FUND_CHANGE, message: 'not json' });
    deliver({ type: SocketMessageType.TALK, message: '{"kind":"deposit","id":"43"}' });
    expect(seen).toEqual([{ kind: 'deposit', id: '42', status: 'OPEN', confirmations: 1, shortfall: '2' }]);
    stop();
  });
});
