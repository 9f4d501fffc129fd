// Issue 13, Operations: the chain watcher's lag on the console's dashboard. Per chain: the node's head,
// the watcher's cursor, the lag in blocks and the time since the last round, "late" past a threshold; on
// a real local chain. Any staff member may read it; a trader's token and no token are refused (401).
import { API_ENDPOINTS, CHAIN_LAG_WARN_BLOCKS, shapeProblems, withApiPrefix } from '@p2p/contracts';
import { mine } from '@p2p/devchain';
import { FakeClock } from '@p2p/domain';
import request from 'supertest';
import { bearer, staffToken } from '../admin-ops/ops-fixtures.js';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';
import { auth } from '../support/trader-fixtures.js';

describe('escrow/chain-lag', () => {
  const PATH = withApiPrefix(API_ENDPOINTS.adminChain.watch.path);

  let suite: ChainSuite;
  let admin: string;
  /** The API's clock: the time since the last round is moved, not waited for (issue 21). */
  const clock = new FakeClock(Date.now());

  beforeAll(async () => {
    suite = await startChainSuite({}, { clock });
    admin = (await staffToken(suite.api, 'ADMIN')).token;
  });
  afterAll(() => suite.close());

  interface Line {
    chain: string;
    headBlock: string | null;
    cursorBlock: string | null;
    lagBlocks: string | null;
    lastRoundAt: string | null;
    secondsSinceRound: number | null;
    late: boolean;
  }

  async function erc20(): Promise<Line> {
    const res = await request(suite.api.http).get(PATH).set(bearer(admin)).expect(200);
    expect(shapeProblems(API_ENDPOINTS.adminChain.watch.answer.node, res.body.data)).toEqual([]);
    const line = (res.body.data.chains as Line[]).find((l) => l.chain === 'ERC20');
    expect(line).toBeDefined();
    return line!;
  }

  describe("the chain watcher's lag (issue 13)", () => {
    it('after a round: the cursor at the head, lag 0, a fresh round, not late', async () => {
      await suite.round();
      const head = await suite.provider.getBlockNumber();
      const line = await erc20();
      expect(line).toEqual({
        chain: 'ERC20',
        headBlock: String(head),
        cursorBlock: String(head),
        lagBlocks: '0',
        lastRoundAt: expect.any(String),
        secondsSinceRound: 0,
        late: false,
      });
    });

    it('counts the blocks mined since the last round as lag, late past the threshold', async () => {
      await suite.round();
      await mine(suite.chain.url, 3);
      const behind = await erc20();
      expect(BigInt(behind.headBlock!) - BigInt(behind.cursorBlock!)).toBe(3n);
      expect({ lag: behind.lagBlocks, late: behind.late }).toEqual({ lag: '3', late: false });
      await mine(suite.chain.url, CHAIN_LAG_WARN_BLOCKS);
      const far = await erc20();
      expect({ lag: far.lagBlocks, late: far.late }).toEqual({
        lag: String(CHAIN_LAG_WARN_BLOCKS + 3),
        late: true,
      });
      await suite.round();
      expect(await erc20()).toEqual(expect.objectContaining({ lagBlocks: '0', late: false }));
    });

    it('is late when no round ran for more than a minute (ten 1 s polls, at least 60 s), with the time since the last one', async () => {
      await suite.round();
      const last = clock.now().toISOString();
      clock.advance(60_999);
      expect(await erc20()).toMatchObject({ lastRoundAt: last, secondsSinceRound: 60, late: false });
      clock.advance(1);
      expect(await erc20()).toMatchObject({ lastRoundAt: last, secondsSinceRound: 61, late: true });
      await suite.round();
      expect(await erc20()).toMatchObject({ lastRoundAt: clock.now().toISOString(), late: false });
    });
  });

  describe('who may read it', () => {
    it.each(['ADMIN', 'CUSTOMER_SERVICE', 'APPEAL_OFFICER'] as const)('%s may (200)', async (role) => {
      const { token } = await staffToken(suite.api, role);
      const res = await request(suite.api.http).get(PATH).set(bearer(token));
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 200, code: '200' });
    });

    it("refuses a trader's token (401)", async () => {
      const trader = await suite.trader();
      const res = await request(suite.api.http).get(PATH).set(auth(trader.token));
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
    });

    it('refuses a call without a token (401)', async () => {
      const res = await request(suite.api.http).get(PATH);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
    });
  });
});
