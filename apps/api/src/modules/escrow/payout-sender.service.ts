import { Injectable, Logger } from '@nestjs/common';
import { type ChainAdapter, ChainKind, tronTxExpiration } from '@p2p/chain';
import { afterRevert } from '@p2p/domain';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import { ChainRegistry } from './chain-registry.service.js';
import { fundChange } from './crediting.service.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';
import { PayoutsRepository, type PayoutRow } from './payouts.repository.js';

/** Payouts signed per round (the rest wait for the next one). */
const SEND_BATCH = 50;
/** Sign errors (the node refuses to estimate, the wallet lacks gas) before a payout fails for good. */
const MAX_SIGN_ERRORS = 5;

export interface SendRound {
  sent: number;
  rebroadcast: number;
  confirmed: number;
  failed: number;
  retried: number;
}

/**
 * The one sender of a chain (run under the chain's leader lock). A payout's transaction is signed with
 * the sender's own nonce count and recorded (hash and raw bytes) in a committed transaction before it is
 * broadcast; after a restart a recorded transaction is broadcast again, never signed anew. After N
 * confirmations a payout is CONFIRMED; a reverted one is retried once with a fresh transaction (the
 * reverted one is final on chain, so it cannot pay twice), then FAILED.
 */
@Injectable()
export class PayoutSenderService {
  private readonly logger = new Logger(PayoutSenderService.name);
  private readonly signErrors = new Map<string, number>();

  constructor(
    private readonly registry: ChainRegistry,
    private readonly payouts: PayoutsRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly ledger: LedgerRepository,
    private readonly runner: TransactionRunner,
    private readonly outbox: OutboxRepository,
  ) {}

  async round(adapter: ChainAdapter, head: bigint): Promise<SendRound> {
    const out: SendRound = { sent: 0, rebroadcast: 0, confirmed: 0, failed: 0, retried: 0 };
    await this.track(adapter, head, out);
    await this.sendQueued(adapter, out);
    return out;
  }

  private async nextNonce(adapter: ChainAdapter): Promise<bigint> {
    const node = await adapter.nextNonce();
    if (adapter.chain === ChainKind.TRC20) return node; // TRON has no nonce: the txID is the key
    const recorded = await this.payouts.maxNonce(adapter.chain);
    return recorded !== null && recorded + 1n > node ? recorded + 1n : node;
  }

  private async sendQueued(adapter: ChainAdapter, out: SendRound): Promise<void> {
    for (const payout of await this.payouts.inStatus(adapter.chain, ['QUEUED'], SEND_BATCH)) {
      let signed;
      try {
        const nonce = await this.nextNonce(adapter);
        const amount = BigInt(payout.value ?? payout.tokenId ?? '0');
        const standard = payout.tokenId !== null && payout.value === null ? 'NFT' : 'FUNGIBLE';
        signed = await adapter.signTransfer({
          token: { address: payout.tokenAddress, standard },
          to: payout.toAddress,
          amount,
          nonce,
        });
      } catch (err) {
        await this.signFailed(payout, err as Error, out);
        continue;
      }
      const recorded = await this.runner.run(async (tx) => {
        const locked = await this.payouts.lock(tx, payout.id);
        if (!locked || locked.status !== 'QUEUED') return false;
        await this.payouts.recordSigned(tx, payout.id, signed.txHash, signed.raw, signed.nonce);
        if (locked.fundRecordId)
          await this.fundRecords.update(tx, { id: locked.fundRecordId }, { txHash: signed.txHash });
        return true;
      });
      if (!recorded) continue;
      this.signErrors.delete(payout.id);
      out.sent += 1;
      await this.broadcast(adapter, payout.id, signed.raw);
    }
  }

  private async broadcast(adapter: ChainAdapter, payoutId: string, raw: string): Promise<void> {
    try {
      await adapter.broadcast(raw);
    } catch (err) {
      // Recorded already: the next round looks for its receipt and broadcasts it again if none.
      this.logger.warn(`payout ${payoutId}: broadcast failed, will retry: ${(err as Error).message}`);
      await this.payouts.noteError(payoutId, (err as Error).message);
    }
  }

  private async signFailed(payout: PayoutRow, err: Error, out: SendRound): Promise<void> {
    const count = (this.signErrors.get(payout.id) ?? 0) + 1;
    this.signErrors.set(payout.id, count);
    this.logger.warn(`payout ${payout.id}: could not sign (${count}/${MAX_SIGN_ERRORS}): ${err.message}`);
    await this.payouts.noteError(payout.id, err.message);
    if (count < MAX_SIGN_ERRORS) return;
    this.signErrors.delete(payout.id);
    await this.runner.run(async (tx) => {
      const locked = await this.payouts.lock(tx, payout.id);
      if (!locked || locked.status !== 'QUEUED') return;
      await this.payouts.failQueued(tx, payout.id);
      await this.outbox.append(tx, [this.event(locked, 'PAYOUT_FAILED', false)]);
      await this.failedForGood(tx, locked);
    });
    out.failed += 1;
  }

  /** Follows SENT payouts: confirmed, reverted, or unknown to the node (broadcast again). */
  private async track(adapter: ChainAdapter, head: bigint, out: SendRound): Promise<void> {
    const needed = this.registry.confirmations;
    for (const payout of await this.payouts.inStatus(adapter.chain, ['SENT'], 500)) {
      const receipt = await adapter.receipt(payout.txHash!);
      if (receipt.status === 'UNKNOWN' || receipt.status === 'PENDING') {
        if (receipt.status === 'UNKNOWN' && payout.signedRaw) {
          if (adapter.chain === ChainKind.TRC20 && this.tronExpired(payout.signedRaw)) {
            await this.runner.run((tx) => this.payouts.markReverted(tx, payout.id, true, 'expired unmined'));
            continue;
          }
          out.rebroadcast += 1;
          await this.broadcast(adapter, payout.id, payout.signedRaw);
        }
        continue;
      }
      if (receipt.confirmations < needed) {
        if (receipt.confirmations !== payout.confirmations) {
          await this.runner.run(async (tx) => {
            await this.payouts.setConfirmations(tx, payout.id, receipt.confirmations, receipt.blockNumber);
            await this.progress(tx, payout, 'CONFIRMING', receipt.confirmations);
          });
        }
        continue;
      }
      if (receipt.status === 'SUCCESS') {
        await this.runner.run((tx) =>
          this.confirmed(tx, payout, receipt.confirmations, receipt.blockNumber!),
        );
        out.confirmed += 1;
      } else {
        const outcome = afterRevert(payout.attempts);
        await this.runner.run((tx) => this.reverted(tx, payout, outcome === 'RETRY'));
        if (outcome === 'RETRY') out.retried += 1;
        else out.failed += 1;
      }
    }
  }

  private tronExpired(raw: string): boolean {
    try {
      return tronTxExpiration(raw) < Date.now();
    } catch {
      return false;
    }
  }

  private async progress(
    tx: Tx,
    payout: PayoutRow,
    status: 'CONFIRMING' | 'COMPLETED' | 'FAILED',
    confirmations: number,
  ): Promise<void> {
    if (!payout.fundRecordId) return;
    const record = await this.fundRecords.update(tx, { id: payout.fundRecordId }, { status, confirmations });
    if (record) {
      await this.outbox.append(tx, [
        fundChange(record.userId, { kind: 'fundRecord', id: record.id, status, confirmations }),
      ]);
    }
  }

  private async confirmed(
    tx: Tx,
    payout: PayoutRow,
    confirmations: number,
    blockNumber: bigint,
  ): Promise<void> {
    const locked = await this.payouts.lock(tx, payout.id);
    if (!locked || locked.status !== 'SENT') return;
    await this.payouts.markConfirmed(tx, payout.id, confirmations, blockNumber);
    await this.progress(tx, locked, 'COMPLETED', confirmations);
    await this.outbox.append(tx, [this.event(locked, 'PAYOUT_CONFIRMED', false)]);
  }

  private async reverted(tx: Tx, payout: PayoutRow, retry: boolean): Promise<void> {
    const locked = await this.payouts.lock(tx, payout.id);
    if (!locked || locked.status !== 'SENT') return;
    this.logger.warn(
      `payout ${payout.id}: transaction ${payout.txHash} reverted (${retry ? 'retrying' : 'failed'})`,
    );
    await this.payouts.markReverted(tx, payout.id, retry, `reverted: ${payout.txHash}`);
    const rows: NewOutboxRow[] = [this.event(locked, 'PAYOUT_FAILED', retry)];
    if (retry) {
      rows.push({
        aggregate: 'payout',
        aggregateId: payout.id,
        type: 'job',
        payload: {
          name: 'escrow.sendPayouts',
          data: { chain: payout.chain },
          jobId: `payout:${payout.id}:retry:${payout.attempts}`,
        },
      });
    }
    await this.outbox.append(tx, rows);
    if (!retry) await this.failedForGood(tx, locked);
  }

  /**
   * A payout that will not be sent: its fund record fails, and a withdrawal's whole debit (the amount the
   * record shows, fee included) goes back to the temporary balance.
   */
  private async failedForGood(tx: Tx, payout: PayoutRow): Promise<void> {
    if (!payout.fundRecordId) return;
    const record = await this.fundRecords.update(
      tx,
      { id: payout.fundRecordId },
      { status: 'FAILED', confirmations: 0 },
    );
    if (!record) return;
    if (payout.kind === 'WITHDRAWAL' && record.coinId !== null) {
      await this.ledger.apply(tx, {
        userId: BigInt(record.userId),
        coinId: record.coinId,
        chain: payout.chain,
        delta: record.amount,
        reason: 'WITHDRAWAL_FAILED',
        payoutId: payout.id,
      });
    }
    await this.outbox.append(tx, [
      fundChange(record.userId, { kind: 'fundRecord', id: record.id, status: 'FAILED', confirmations: 0 }),
    ]);
  }

  private event(
    payout: PayoutRow,
    event: 'PAYOUT_CONFIRMED' | 'PAYOUT_FAILED',
    willRetry: boolean,
  ): NewOutboxRow<'escrow'> {
    return {
      aggregate: 'payout',
      aggregateId: payout.id,
      type: 'escrow',
      payload: { event, payoutId: payout.id, payoutKind: payout.kind, payoutRef: payout.ref, willRetry },
    };
  }
}
