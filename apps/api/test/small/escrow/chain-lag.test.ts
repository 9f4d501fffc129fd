// Small test (issue 21) of the chain watcher's lag (issue 13, Operations): "late" when no round ran for
// longer than ten poll intervals (at least a minute) by the injected clock, or past the lag in blocks.
import { CHAIN_LAG_WARN_BLOCKS } from '@p2p/contracts';
import { APP_CONFIG } from '../../../src/core/config/config.js';
import { ChainIndexRepository } from '../../../src/modules/escrow/chain-index.repository.js';
import { ChainLagService } from '../../../src/modules/escrow/chain-lag.service.js';
import { ChainRegistry } from '../../../src/modules/escrow/chain-registry.service.js';
import { ChainWatchService } from '../../../src/modules/escrow/chain-watch.service.js';
import { newTestService } from '../../support/small.js';

describe('small/escrow/chain-lag', () => {
  async function lag(pollMs: number, head = 500n, cursor = 500n) {
    const t = await newTestService(ChainLagService, [
      [APP_CONFIG, { chains: { pollMs } }],
      [
        ChainRegistry,
        {
          configured: () => ['ERC20'],
          adapter: () => ({ head: async () => ({ number: head }) }),
        },
      ],
    ]);
    t.get(ChainIndexRepository).cursor.mockResolvedValue({ blockNumber: cursor, blockHash: '0x' });
    const lastRound = t.clock.now();
    t.get(ChainWatchService).lastRoundAt.mockResolvedValue(lastRound);
    const line = async () => (await t.sut.state()).chains[0]!;
    return { ...t, line, lastRound };
  }

  describe("the chain watcher's lag (issue 13)", () => {
    it.each([
      { at: 'a minute less 1 ms', ms: 59_999, seconds: 59, late: false },
      { at: 'a minute', ms: 60_000, seconds: 60, late: false },
      { at: 'a minute and 999 ms', ms: 60_999, seconds: 60, late: false },
      { at: 'a minute and a second', ms: 61_000, seconds: 61, late: true },
    ])(
      '$at after the last round (ten 1 s polls, at least 60 s): late $late',
      async ({ ms, seconds, late }) => {
        const s = await lag(1000);
        s.clock.advance(ms);
        expect(await s.line()).toMatchObject({
          lastRoundAt: s.lastRound.toISOString(),
          secondsSinceRound: seconds,
          late,
        });
        expect((await s.sut.state()).readAt).toBe(s.clock.now().toISOString());
      },
    );

    it('ten poll intervals when they exceed a minute (10 s polls: late past 100 s)', async () => {
      const s = await lag(10_000);
      expect(s.sut.warnRoundSeconds).toBe(100);
      s.clock.advance(100_999);
      expect((await s.line()).late).toBe(false);
      s.clock.advance(1);
      expect((await s.line()).late).toBe(true);
    });

    it(`late past CHAIN_LAG_WARN_BLOCKS (${CHAIN_LAG_WARN_BLOCKS}) blocks behind the head, not at it`, async () => {
      const at = await lag(1000, 500n + BigInt(CHAIN_LAG_WARN_BLOCKS), 500n);
      expect(await at.line()).toMatchObject({ lagBlocks: String(CHAIN_LAG_WARN_BLOCKS), late: false });
      const past = await lag(1000, 501n + BigInt(CHAIN_LAG_WARN_BLOCKS), 500n);
      expect((await past.line()).late).toBe(true);
    });
  });
});
