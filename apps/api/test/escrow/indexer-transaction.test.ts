// The chain indexer's crediting transaction on the real database (issue 20, defect 1): when one sender's
// credit fails while another's is still working (awaiting a cache read between its statements), nothing
// of the second may commit on its own; the next round credits each transfer exactly once.
import { randomBytes } from 'node:crypto';
import type { ChainAdapter } from '@p2p/chain';
import { SystemClock } from '@p2p/domain';
import { SqlService, type Tx } from '../../src/core/infra/db/sql.service.js';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import type { OutboxRepository } from '../../src/core/outbox/outbox.repository.js';
import type { UserAccountsService } from '../../src/modules/users/user-accounts.service.js';
import type { ChainIndexRepository } from '../../src/modules/escrow/chain-index.repository.js';
import { ChainTaps } from '../../src/modules/escrow/chain-taps.js';
import { ChainIndexerService } from '../../src/modules/escrow/chain-indexer.service.js';
import type { ChainRegistry } from '../../src/modules/escrow/chain-registry.service.js';
import type { CreditingService } from '../../src/modules/escrow/crediting.service.js';
import type { DeepReorgService } from '../../src/modules/escrow/deep-reorg.service.js';
import type { FundRecordsRepository } from '../../src/modules/escrow/fund-records.repository.js';
import { testConfig } from '../support/harness.js';

describe('escrow/indexer-transaction', () => {
  const table = `indexer_probe_${randomBytes(4).toString('hex')}`;
  let db: SqlService;

  beforeAll(async () => {
    db = new SqlService(testConfig());
    await db.sql`create table ${db.sql(table)} (transfer text not null)`;
  });
  afterAll(async () => {
    await db.sql`drop table if exists ${db.sql(table)}`;
    await db.onModuleDestroy();
  });

  /** Credits written per transfer, as committed. */
  async function credited(): Promise<Record<string, number>> {
    const rows = await db.sql<{ transfer: string; n: string }[]>`
    select transfer, count(*)::text as n from ${db.sql(table)} group by transfer`;
    return Object.fromEntries(rows.map((r) => [r.transfer, Number(r.n)]));
  }

  /**
   * An indexer over fakes of everything but the database: the chain's head is 100, two transfers of two
   * senders are due, and the crediting of sender A fails on the first round only (a node or cache error),
   * while sender B's crediting reads a cache (100 ms) between its claim and its write.
   */
  function indexerWithFlakyCredit(): ChainIndexerService {
    const transfers = [
      { id: 'a1', userId: 'A', blockNumber: '90', confirmations: 0 },
      { id: 'b1', userId: 'B', blockNumber: '90', confirmations: 0 },
    ];
    let failA = true;
    const crediting = {
      async credit(tx: Tx, id: string): Promise<boolean> {
        // The claim: a transfer credited (committed) before is not credited again.
        if ((await tx`select 1 from ${tx(table)} where transfer = ${id}`).length > 0) return false;
        if (id === 'a1' && failA) {
          failA = false;
          throw new Error('coin cache unreachable');
        }
        if (id === 'b1') await new Promise((resolve) => setTimeout(resolve, 100)); // the cache read
        await tx`insert into ${tx(table)} (transfer) values (${id})`;
        return true;
      },
    };
    const index = {
      windowBlocks: async () => [],
      cursor: async () => ({ blockNumber: 100n, blockHash: '0xhead' }),
      pending: async () => {
        const done = new Set(Object.keys(await credited()));
        return transfers.filter((t) => !done.has(t.id));
      },
      pruneBlocksBelow: async () => undefined,
    };
    const registry = { confirmations: 3, startBlock: () => 0n };
    const outbox = { append: async () => undefined };
    return new ChainIndexerService(
      registry as unknown as ChainRegistry,
      index as unknown as ChainIndexRepository,
      {} as FundRecordsRepository,
      crediting as unknown as CreditingService,
      {} as UserAccountsService,
      new TransactionRunner(db),
      outbox as unknown as OutboxRepository,
      { reconfirm: async () => false } as unknown as DeepReorgService, // nothing credited before a deep reorg
      new ChainTaps(), // no module taps the chain here
      new SystemClock(),
    );
  }

  const adapter = {
    chain: 'ERC20',
    head: async () => ({ number: 100n }),
    blockHash: async () => '0xhead',
  } as unknown as ChainAdapter;

  describe('chain indexer: one transaction for a batch of credits (issue 20, defect 1)', () => {
    it("rolls back every sender's credit when one sender's fails, and the next round credits each transfer once", async () => {
      const indexer = indexerWithFlakyCredit();
      await expect(indexer.round(adapter)).rejects.toThrow('coin cache unreachable');
      // Sender B's write was still in flight when A's failed: it must not have committed on its own.
      await new Promise((resolve) => setTimeout(resolve, 200)); // longer than B's cache read
      expect(await credited()).toEqual({});
      const round = await indexer.round(adapter);
      expect(round.credited).toBe(2);
      expect(await credited()).toEqual({ a1: 1, b1: 1 });
    });
  });
});
