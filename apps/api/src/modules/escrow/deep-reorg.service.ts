import { Injectable, Logger } from '@nestjs/common';
import type { ChainAdapter } from '@p2p/chain';
import type { DeepReorgDecisionDto, DeepReorgOutcomeDto } from '@p2p/contracts';
import { Clock, compareDecimal, normalizeDecimal, subDecimal } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import { fundChange } from './fund-change.js';
import { DeepReorgRepository, type ReorgedTransfer } from './deep-reorg.repository.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';

/** Who decides, and from where (for the audit log). */
export interface DeepReorgActor {
  staffId: number;
  ip: string | null;
}

/** The scale of the temporary balance's amounts (NUMERIC(36,18)). */
const SCALE = 18;

/**
 * Issue 29: a reorganisation deeper than the confirmations can remove a transfer that was already
 * credited. The indexer's reorganisation check hands the fork here: every credited transfer mined from
 * the fork on whose block is no longer on the chain is marked REORGED_AFTER_CREDIT, what it credited to
 * the temporary balance is held from withdrawal, a `DEEP REORG ALERT` line is logged and an audit row
 * records it. If the chain mines the same transaction again, it is confirmed without a second credit and
 * the hold lifts; otherwise an administrator reverses the credit (a ledger debit, never below zero: what
 * was spent already is reported as a shortfall) or releases the hold, in the staff audit log.
 */
@Injectable()
export class DeepReorgService {
  private readonly logger = new Logger(DeepReorgService.name);

  constructor(
    private readonly repo: DeepReorgRepository,
    private readonly ledger: LedgerRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly outbox: OutboxRepository,
    private readonly audit: AuditService,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /**
   * In the indexer's reorganisation transaction: marks and holds the credited transfers from `fork` on
   * that the chain no longer has (their block's hash changed). Answers how many.
   */
  async detect(tx: Tx, adapter: ChainAdapter, fork: bigint, now: Date): Promise<number> {
    const chain = adapter.chain;
    const hashes = new Map<string, string | null>();
    let found = 0;
    for (const c of await this.repo.creditedFrom(tx, chain, fork)) {
      if (!hashes.has(c.blockNumber))
        hashes.set(c.blockNumber, await adapter.blockHash(BigInt(c.blockNumber)));
      if (hashes.get(c.blockNumber) === c.blockHash) continue;
      const row = await this.repo.markReorged(tx, c.id, now);
      if (!row) continue;
      found += 1;
      this.logger.error(
        `DEEP REORG ALERT ${chain}: transfer ${row.id} (tx ${row.txHash} log ${row.logIndex}, block ${row.blockNumber}) of user ${row.userId ?? '-'} was credited and is no longer on the chain; ${normalizeDecimal(row.held ?? '0')} of coin ${row.coinId ?? '-'} held from withdrawal until an administrator decides (runbook: deep reorganisation)`,
      );
      await this.audit.record(
        {
          action: 'DEEP_REORG_DETECTED',
          target: `chain_transfer:${row.id}`,
          data: {
            chain,
            txHash: row.txHash,
            logIndex: row.logIndex,
            blockNumber: row.blockNumber,
            blockHash: c.blockHash,
            fork: String(fork),
            userId: row.userId,
            coinId: row.coinId,
            held: row.held,
          },
        },
        tx,
        now,
      );
    }
    return found;
  }

  /**
   * In the indexer's crediting transaction: a held transfer the chain mined again reached its
   * confirmations, so it is credited again without a second credit and its hold lifts. False for any
   * other transfer (the caller credits it as usual).
   */
  async reconfirm(tx: Tx, id: string, confirmations: number, out: NewOutboxRow[]): Promise<boolean> {
    const row = await this.repo.reconfirm(tx, id, confirmations);
    if (!row) return false;
    // Seen again, its fund record showed it confirming: complete again.
    const record = await this.fundRecords.update(
      tx,
      { chainTransferId: row.id },
      { status: 'COMPLETED', confirmations },
    );
    if (record) {
      out.push(
        fundChange(record.userId, { kind: 'fundRecord', id: record.id, status: 'COMPLETED', confirmations }),
      );
    }
    this.logger.warn(
      `DEEP REORG ${row.chain}: transfer ${row.id} (tx ${row.txHash}) is on the chain again at block ${row.blockNumber} and confirmed; its hold is lifted, nothing credited twice`,
    );
    return true;
  }

  /** `POST /admin/chain-transfers/{id}/reverse` and `/release` (administrators). */
  async decide(
    actor: DeepReorgActor,
    rawId: string,
    decision: 'REVERSE' | 'RELEASE',
    dto: DeepReorgDecisionDto,
    now = this.clock.now(),
  ): Promise<DeepReorgOutcomeDto> {
    const id = parseRowId(rawId);
    if (id === null) throw new AppException('NOT_FOUND');
    return this.runner.run(async (tx) => {
      const t = await this.repo.lock(tx, id);
      if (!t) throw new AppException('NOT_FOUND');
      // Only a held transfer the chain has not mined again awaits a decision (one mined again is
      // confirmed by the indexer; one decided already is settled).
      if (t.status !== 'REORGED_AFTER_CREDIT' || t.held === null || t.userId === null || t.coinId === null)
        throw new AppException('SETTLEMENT_ALREADY_DONE');
      const userId = BigInt(t.userId);
      const before = (await this.ledger.lockLine(tx, userId, t.coinId, t.chain)) ?? '0';
      let reversed = '0';
      let after = before;
      if (decision === 'REVERSE') {
        reversed = compareDecimal(before, t.held) < 0 ? before : t.held;
        if (compareDecimal(reversed, '0') > 0) {
          after =
            (await this.ledger.apply(tx, {
              userId,
              coinId: t.coinId,
              chain: t.chain,
              delta: `-${normalizeDecimal(reversed)}`,
              reason: 'ADJUSTMENT',
              chainTransferId: t.id,
              note: `deep reorg reversal of chain transfer ${t.id} by staff ${actor.staffId}`,
            })) ?? before;
        }
        await this.failFundRecord(tx, t);
      }
      await this.repo.settle(tx, t.id, decision);
      const outcome: DeepReorgOutcomeDto = {
        transferId: t.id,
        chain: t.chain,
        txHash: t.txHash,
        decision,
        status: decision === 'REVERSE' ? 'REORGED' : 'REORGED_AFTER_CREDIT',
        held: normalizeDecimal(t.held),
        reversed: normalizeDecimal(reversed),
        shortfall: normalizeDecimal(decision === 'REVERSE' ? subDecimal(t.held, reversed, SCALE) : '0'),
        balanceAfter: normalizeDecimal(after),
      };
      await this.audit.record(
        {
          staffId: actor.staffId,
          action: decision === 'REVERSE' ? 'DEEP_REORG_REVERSE' : 'DEEP_REORG_RELEASE',
          target: `chain_transfer:${t.id}`,
          data: {
            remarks: dto.remarks,
            userId: t.userId,
            coinId: t.coinId,
            chain: t.chain,
            txHash: t.txHash,
            before: { status: t.status, held: outcome.held, balance: normalizeDecimal(before) },
            after: { status: outcome.status, held: null, balance: outcome.balanceAfter },
            reversed: outcome.reversed,
            shortfall: outcome.shortfall,
          },
          ip: actor.ip,
        },
        tx,
        now,
      );
      if (compareDecimal(outcome.shortfall, '0') > 0) {
        this.logger.error(
          `DEEP REORG ALERT ${t.chain}: reversal of transfer ${t.id} took ${outcome.reversed}; shortfall ${outcome.shortfall} of coin ${t.coinId} of user ${t.userId} (already spent)`,
        );
      }
      return outcome;
    });
  }

  /** A reversed deposit's fund record shows it failed, as one undone before it was final does. */
  private async failFundRecord(tx: Tx, t: ReorgedTransfer): Promise<void> {
    const record = await this.fundRecords.update(
      tx,
      { chainTransferId: t.id },
      { status: 'FAILED', confirmations: 0 },
    );
    if (!record) return;
    await this.outbox.append(tx, [
      fundChange(record.userId, { kind: 'fundRecord', id: record.id, status: 'FAILED', confirmations: 0 }),
    ]);
  }
}
