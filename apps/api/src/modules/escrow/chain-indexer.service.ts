import { Injectable, Logger } from '@nestjs/common';
import type { ChainAdapter, ChainKind, TokenTransferLog } from '@p2p/chain';
import { Clock, confirmationsAt } from '@p2p/domain';
import { together } from '../../core/infra/db/together.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { ChainIndexRepository } from './chain-index.repository.js';
import { ChainRegistry } from './chain-registry.service.js';
import { ChainTaps } from './chain-taps.js';
import { CreditingService, depositRecordOf } from './crediting.service.js';
import { fundChange } from './fund-change.js';
import { DeepReorgService } from './deep-reorg.service.js';
import { FundRecordsRepository, type NewFundRecord } from './fund-records.repository.js';

/** Blocks read per `eth_getLogs` call while catching up. */
export const SCAN_BATCH_BLOCKS = 2000n;
/** Transfers credited per transaction. */
export const CREDIT_BATCH = 500;
/** Logs recorded per statement. */
const RECORD_BATCH = 1000;

export interface IndexRound {
  head: bigint;
  /** The lowest height a reorganisation was found at, if any. */
  reorgAt: bigint | null;
  seen: number;
  credited: number;
}

/**
 * Reads one chain into `chain_transfers` (DESIGN.md §5): checks the stored window of block hashes against
 * the chain and rolls back what a reorganisation removed before it was final; reads the Transfer logs to
 * the escrow address from the cursor on; records each once; credits each after N confirmations. Every
 * step is a transaction that is safe to run again, so a crash anywhere repeats work but never doubles it.
 */
@Injectable()
export class ChainIndexerService {
  private readonly logger = new Logger(ChainIndexerService.name);

  constructor(
    private readonly registry: ChainRegistry,
    private readonly index: ChainIndexRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly crediting: CreditingService,
    private readonly accounts: UserAccountsService,
    private readonly runner: TransactionRunner,
    private readonly outbox: OutboxRepository,
    private readonly deepReorgs: DeepReorgService,
    private readonly taps: ChainTaps,
    private readonly clock: Clock,
  ) {}

  /** One round on `chain`; repeat until `head` stops moving to catch up. */
  async round(adapter: ChainAdapter, now = this.clock.now()): Promise<IndexRound> {
    const chain = adapter.chain;
    const head = (await adapter.head()).number;
    const reorgAt = await this.checkReorg(adapter, head, now);
    let seen = 0;
    // Catch up in batches of blocks, up to the head read at the start.
    for (;;) {
      const cursor = await this.index.cursor(chain);
      const from = cursor ? cursor.blockNumber + 1n : this.registry.startBlock(chain);
      if (from > head) break;
      const to = from + SCAN_BATCH_BLOCKS - 1n < head ? from + SCAN_BATCH_BLOCKS - 1n : head;
      seen += await this.scan(adapter, from, to, head);
    }
    const credited = await this.confirm(adapter, head, now);
    await this.index.pruneBlocksBelow(chain, head - BigInt(this.registry.confirmations) - 16n);
    return { head, reorgAt, seen, credited };
  }

  /**
   * Compares the stored window with the chain from the top down: where a stored block still matches,
   * nothing below changed (each block commits to its parent), and the height just above it is the fork
   * (issue 20: the simulation found a transfer lost below the lowest changed stored height). When nothing matches and the cursor's own block is gone too, the chain was reset (a new
   * development chain) or reorganised deeper than the window: everything not final is undone and the
   * chain is read again from the start block (credited transfers stay credited: they are unique by hash).
   * A credited transfer from the fork on whose block left the chain is held for an operator (issue 29,
   * DeepReorgService); if the new branch mines it again it is confirmed, never credited twice.
   */
  private async checkReorg(adapter: ChainAdapter, head: bigint, now: Date): Promise<bigint | null> {
    const chain = adapter.chain;
    let forkAt: bigint | null = null;
    let anchored = false;
    for (const block of await this.index.windowBlocks(chain)) {
      if ((await adapter.blockHash(block.blockNumber)) === block.blockHash) {
        anchored = true;
        // The fork is just above the highest stored block that still matches: only some heights are
        // stored (blocks with a transfer, each scan's last one), so the lowest changed *stored* height can
        // lie above the real fork, and a transfer the new branch put in between would never be read again.
        if (forkAt !== null) forkAt = block.blockNumber + 1n;
        break;
      }
      forkAt = block.blockNumber;
    }
    const cursor = await this.index.cursor(chain);
    if (!anchored && cursor && cursor.blockHash !== '0x') {
      const atCursor = cursor.blockNumber <= head ? await adapter.blockHash(cursor.blockNumber) : null;
      if (atCursor !== cursor.blockHash) {
        forkAt = this.registry.startBlock(chain);
        this.logger.error(
          `${chain}: block ${cursor.blockNumber} of the cursor is no longer on the chain (reset, or a reorganisation deeper than the window): reading again from block ${forkAt}`,
        );
      }
    }
    if (forkAt === null) return null;
    const fork = forkAt;
    this.logger.warn(`reorganisation on ${chain} from block ${fork}: undoing what was not final`);
    await this.runner.run(async (tx) => {
      const undone = await this.index.reorgFrom(tx, chain, fork);
      await this.deepReorgs.detect(tx, adapter, fork, now);
      const rows: NewOutboxRow[] = [];
      for (const id of undone) {
        const record = await this.fundRecords.update(
          tx,
          { chainTransferId: id },
          { status: 'FAILED', confirmations: 0 },
        );
        if (record) {
          rows.push(
            fundChange(record.userId, {
              kind: 'fundRecord',
              id: record.id,
              status: 'FAILED',
              confirmations: 0,
            }),
          );
        }
      }
      await this.taps.reorgFrom(tx, chain, fork);
      await this.index.forgetBlocksFrom(tx, chain, fork);
      const back = fork - 1n;
      const block = back >= 0n ? await adapter.blockAt(back) : null;
      await this.index.saveCursor(tx, chain, back, block?.hash ?? '0x', block?.time ?? null);
      await this.outbox.append(tx, rows);
    });
    return fork;
  }

  /**
   * The transfers of [from, to] to every escrow address of the chain (the current one and those a key
   * rotation retired: a deposit sent to an old address is still credited), in chain order. A transfer
   * from one escrow address to another (a retired address drained) is the platform's own move: not a
   * deposit, so not recorded (issue 27).
   */
  private async transfersToEscrow(
    adapter: ChainAdapter,
    from: bigint,
    to: bigint,
  ): Promise<TokenTransferLog[]> {
    const watched = await this.registry.watched(adapter.chain);
    const escrows = this.registry.escrowAddresses(adapter.chain);
    const logs: TokenTransferLog[] = [];
    for (const address of escrows) logs.push(...(await adapter.transfersTo(address, watched, from, to)));
    const own = new Set(escrows);
    const deposits = logs.filter((log) => !own.has(log.from));
    if (escrows.length > 1)
      deposits.sort((a, b) =>
        a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
      );
    return deposits;
  }

  /** Reads [from, to], records what is new, and moves the cursor, in one transaction. */
  private async scan(adapter: ChainAdapter, from: bigint, to: bigint, head: bigint): Promise<number> {
    const chain = adapter.chain;
    const logs = await this.transfersToEscrow(adapter, from, to);
    // What the registered taps (the NFT index) read of the same blocks, recorded with the cursor's move.
    const tapped = await this.taps.read(adapter, from, to);
    // The cursor records its block's time: a deposit deadline waits until the chain is read up to it.
    const toBlock = await adapter.blockAt(to);
    const toHash = toBlock?.hash ?? null;
    const senders = new Map<string, bigint | null>();
    for (const log of logs) {
      if (!senders.has(log.from))
        senders.set(log.from, await this.accounts.userIdByBoundAddress(chain, log.from));
    }
    // The coin of each token, read before the transaction (the registry may read its cache or the database).
    const coinIds = new Map<string, number | null>();
    for (const log of logs) {
      if (!coinIds.has(log.tokenAddress))
        coinIds.set(
          log.tokenAddress,
          (await this.registry.tokenByAddress(chain, log.tokenAddress))?.coin?.coinId ?? null,
        );
    }
    const window = BigInt(this.registry.confirmations);
    return this.runner.run(async (tx) => {
      const blocks = new Map<bigint, string>();
      let recorded = 0;
      for (let i = 0; i < logs.length; i += RECORD_BATCH) {
        const batch = logs.slice(i, i + RECORD_BATCH);
        const seen = batch.map((log) => ({
          chain,
          log,
          userId: senders.get(log.from) ?? null,
          coinId: coinIds.get(log.tokenAddress) ?? null,
        }));
        const rows = await this.index.insertSeenMany(tx, seen);
        recorded += rows.length;
        const records: NewFundRecord[] = [];
        for (const row of rows) {
          if (BigInt(row.blockNumber) > head - window) blocks.set(BigInt(row.blockNumber), row.blockHash);
          const token = await this.registry.tokenByAddress(chain, row.tokenAddress, tx);
          if (row.userId === null || !token) continue;
          records.push(depositRecordOf(row, token));
        }
        const saved = await this.fundRecords.upsertSeenDeposits(tx, records);
        await this.outbox.append(
          tx,
          saved.map((r) =>
            fundChange(r.userId, { kind: 'fundRecord', id: r.id, status: 'CONFIRMING', confirmations: 0 }),
          ),
        );
      }
      for (const batch of tapped) await batch.record(tx);
      if (toHash && to > head - window) blocks.set(to, toHash);
      await this.index.rememberBlocks(tx, chain, blocks);
      await this.index.saveCursor(tx, chain, to, toHash ?? '0x', toBlock?.time ?? null);
      return recorded;
    });
  }

  /**
   * Credits what reached N confirmations, up to CREDIT_BATCH transfers per transaction: one sender's
   * transfers one after the other (the oldest intent takes the first), different senders' side by side
   * (their rows are disjoint, and the statements are pipelined). Tells the senders of the rest how far
   * they got.
   */
  private async confirm(adapter: ChainAdapter, head: bigint, now: Date): Promise<number> {
    const chain: ChainKind = adapter.chain;
    const needed = this.registry.confirmations;
    const due: { id: string; sender: string; confirmations: number }[] = [];
    const moved: { id: string; confirmations: number }[] = [];
    for (const transfer of await this.index.pending(chain)) {
      const confirmations = confirmationsAt(head, BigInt(transfer.blockNumber));
      if (confirmations >= needed)
        due.push({ id: transfer.id, sender: transfer.userId ?? `?${transfer.id}`, confirmations });
      else if (confirmations !== transfer.confirmations) moved.push({ id: transfer.id, confirmations });
    }
    let credited = 0;
    for (let i = 0; i < due.length; i += CREDIT_BATCH) {
      const bySender = new Map<string, typeof due>();
      for (const d of due.slice(i, i + CREDIT_BATCH))
        bySender.set(d.sender, [...(bySender.get(d.sender) ?? []), d]);
      credited += await this.runner.run(async (tx) => {
        const out: NewOutboxRow[] = [];
        // together(), not Promise.all: a sender whose credit is still working when another's fails would
        // otherwise send its statements after the transaction ended (issue 20, defect 1).
        const counts = await together(
          [...bySender.values()].map(async (list) => {
            let n = 0;
            for (const d of list) {
              // Credited before a deep reorganisation and mined again: confirmed, not credited twice.
              if (await this.deepReorgs.reconfirm(tx, d.id, d.confirmations, out)) continue;
              if (await this.crediting.credit(tx, d.id, d.confirmations, out, now)) n += 1;
            }
            return n;
          }),
        );
        await this.outbox.append(tx, out);
        return counts.reduce((a, b) => a + b, 0);
      });
    }
    if (moved.length > 0) {
      await this.runner.run(async (tx) => {
        const rows: NewOutboxRow[] = [];
        await together(
          moved.map(async ({ id, confirmations }) => {
            await this.index.setConfirmations(tx, id, confirmations);
            const record = await this.fundRecords.update(tx, { chainTransferId: id }, { confirmations });
            if (record) {
              rows.push(
                fundChange(record.userId, {
                  kind: 'fundRecord',
                  id: record.id,
                  status: record.status,
                  confirmations,
                }),
              );
            }
          }),
        );
        await this.outbox.append(tx, rows);
      });
    }
    return credited;
  }
}
