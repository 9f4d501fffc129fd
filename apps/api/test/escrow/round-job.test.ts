// The answer of the `escrow.sendPayouts` job is stored by BullMQ as JSON: a round's block heights are
// bigints, which JSON.stringify refuses ("Do not know how to serialize a BigInt"), so the job failed after
// its round had run and was retried for nothing (seen in a CI run's API log).
import { summaryOf } from '../../src/modules/escrow/escrow.jobs.js';
import type { WatchRound } from '../../src/modules/escrow/chain-watch.service.js';

describe('escrow/round-job', () => {
  describe("a watcher round's job answer", () => {
    it('survives JSON, with block heights as text', () => {
      const round: WatchRound = {
        chain: 'ERC20' as WatchRound['chain'],
        leader: true,
        index: { head: 123n, reorgAt: 120n, seen: 2, credited: 1 },
        send: { sent: 1, rebroadcast: 0, confirmed: 0, failed: 0, retried: 0 } as WatchRound['send'],
      };
      expect(() => JSON.stringify(round)).toThrow(/BigInt/);
      const summary = JSON.parse(JSON.stringify(summaryOf(round))) as Record<string, unknown>;
      expect(summary).toMatchObject({
        chain: 'ERC20',
        leader: true,
        index: { head: '123', reorgAt: '120', seen: 2 },
      });
      expect(JSON.parse(JSON.stringify(summaryOf({ chain: round.chain, leader: false })))).toEqual({
        chain: 'ERC20',
        leader: false,
      });
    });
  });
});
