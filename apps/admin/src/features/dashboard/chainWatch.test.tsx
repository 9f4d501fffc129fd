// The chain watcher's lag on the dashboard (issue 13, Operations): per chain the head, the cursor, the lag
// and the time since the last round; a chain past the API's thresholds (or an unreadable node) in warning
// colour; a failure said on the card. The API is the fetch stand-in of test/fetch.ts.
import type { ChainWatchDto, ChainWatchLineDto } from '@p2p/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, STAFF, staffApi } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';

const line = (patch: Partial<ChainWatchLineDto> = {}): ChainWatchLineDto => ({
  chain: 'ERC20',
  headBlock: '4250',
  cursorBlock: '4248',
  lagBlocks: '2',
  lastRoundAt: '2026-11-25T10:00:00.000Z',
  secondsSinceRound: 3,
  late: false,
  ...patch,
});

const state = (chains: ChainWatchLineDto[]): ChainWatchDto => ({
  readAt: '2026-11-25T10:00:03.000Z',
  warnLagBlocks: 20,
  warnRoundSeconds: 60,
  chains,
});

function show(
  answer: { status?: number; body: unknown },
  staff: (typeof STAFF)[keyof typeof STAFF] = STAFF.ADMIN,
) {
  signIn();
  const { calls } = staffApi(staff, { 'GET /api/admin/chain/watch': answer });
  renderApp('/');
  return calls;
}

describe("the chain watcher's lag on the dashboard", () => {
  it('shows head, cursor, lag and the last round of a chain keeping up', async () => {
    show({ body: envelope(state([line()])) });
    const row = await screen.findByTestId('chain-row-ERC20');
    expect(row.getAttribute('data-late')).toBe('false');
    expect(row.textContent).toContain('4250');
    expect(row.textContent).toContain('4248');
    expect(within(row).getByTestId('chain-lag-ERC20').textContent).toBe('2');
    expect(row.textContent).toContain('3 s ago');
    expect(row.textContent).toContain('Keeping up');
    expect(screen.getByTestId('chain-watch-card').textContent).toContain(
      'Warns past 20 blocks behind the node or 60 s without a round.',
    );
  });

  it('shows a chain past the threshold in warning colour', async () => {
    show({ body: envelope(state([line({ headBlock: '4300', lagBlocks: '52', late: true })])) });
    const row = await screen.findByTestId('chain-row-ERC20');
    expect(row.getAttribute('data-late')).toBe('true');
    expect(row.className).toContain('chain-row-late');
    expect(within(row).getByTestId('chain-lag-ERC20').className).toBe('chain-late');
    expect(row.textContent).toContain('Behind');
  });

  it('says when the node cannot be read or no round ran yet', async () => {
    show({
      body: envelope(
        state([
          line({ headBlock: null, lagBlocks: null, lastRoundAt: null, secondsSinceRound: null, late: true }),
        ]),
      ),
    });
    const row = await screen.findByTestId('chain-row-ERC20');
    expect(row.textContent).toContain('Node unreadable');
    expect(row.textContent).toContain('No round yet');
  });

  it('is shown to every staff role, and a failure is said on the card', async () => {
    const calls = show({ status: 500, body: envelope(null, '500', 'Server error') }, STAFF.APPEAL_OFFICER);
    expect(await screen.findByTestId('chain-watch-failed')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/admin/chain/watch')).toBe(true);
  });

  it('reads in the console language', async () => {
    signIn();
    staffApi(STAFF.ADMIN, { 'GET /api/admin/chain/watch': { body: envelope(state([line()])) } });
    renderApp('/', { lang: 'es_ES' });
    const row = await screen.findByTestId('chain-row-ERC20');
    expect(row.textContent).toContain('Al día');
  });
});
