import { Injectable, Logger } from '@nestjs/common';
import { type ChainAdapter, ChainKind, type SignedTransfer, SignerError } from '@p2p/chain';
import { Clock } from '@p2p/domain';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { ChainNoncesRepository } from './chain-nonces.repository.js';
import { type ChainWriterLock, WriterLostError } from './chain-writer-lock.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { PayoutAttemptsRepository } from './payout-attempts.repository.js';
import { PayoutOutcomes } from './payout-outcomes.service.js';
import { PayoutTracker, type TrackCounts } from './payout-tracker.service.js';
import { PayoutsRepository, type PayoutRow } from './payouts.repository.js';

/** Payouts signed per round (the rest wait for the next one). */
const SEND_BATCH = 50;
/** Sign errors (the node refuses to estimate, the wallet lacks gas) before a payout fails for good. */
const MAX_SIGN_ERRORS = 5;

export interface SendRound extends TrackCounts {
  sent: number;
}

type Recorded = 'RECORDED' | 'NOT_QUEUED' | 'NONCE_TAKEN';

/**
 * The one sender of a chain, run by the holder of the chain's writer role (ChainWriterLock, issue 20). A
 * payout's transaction is signed with the next nonce (the larger of the chain's nonce row, the node's
 * pending count and the open attempts' nonces) and recorded (hash, raw bytes, a new attempt row, the
 * nonce row moved past it) in a committed transaction that first checks the writer still holds the role;
 * only then is it broadcast. After a restart a recorded transaction is broadcast again, never signed anew
 * unless the chain shows it can no longer land (PayoutTracker). After N confirmations a payout is
 * CONFIRMED; a reverted one is retried once with a fresh transaction, then FAILED.
 */
@Injectable()
export class PayoutSenderService {
  private readonly logger = new Logger(PayoutSenderService.name);
  private readonly signErrors = new Map<string, number>();

  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly attempts: PayoutAttemptsRepository,
    private readonly nonces: ChainNoncesRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly tracker: PayoutTracker,
    private readonly outcomes: PayoutOutcomes,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /**
   * Follows the SENT payouts, then signs the queued ones unless `hold` (a retired escrow address is still
   * draining into this one: issue 27); throws WriterLostError once the role is lost.
   */
  async round(
    adapter: ChainAdapter,
    _head: bigint,
    writer: ChainWriterLock,
    hold = false,
  ): Promise<SendRound> {
    const out: SendRound = { sent: 0, rebroadcast: 0, confirmed: 0, failed: 0, retried: 0, replaced: 0 };
    await this.tracker.track(adapter, writer, out);
    if (!hold) await this.sendQueued(adapter, writer, out);
    return out;
  }

  /** The nonce of the next signature (TRON has none: the transaction id is the key). */
  private async nextNonce(adapter: ChainAdapter): Promise<bigint> {
    if (adapter.chain === ChainKind.TRC20) return 0n;
    const node = await adapter.nextNonce();
    const row = await this.nonces.next(adapter.chain, adapter.escrowAddress);
    const open = await this.attempts.maxOpenNonce(adapter.chain, adapter.escrowAddress);
    let next = node;
    if (row !== null && row > next) next = row;
    if (open !== null && open + 1n > next) next = open + 1n;
    return next;
  }

  private async sendQueued(adapter: ChainAdapter, writer: ChainWriterLock, out: SendRound): Promise<void> {
    for (const payout of await this.payouts.inStatus(adapter.chain, ['QUEUED'], SEND_BATCH)) {
      // Checked before every signature: a writer whose lock connection died signs nothing more.
      if (!(await writer.alive())) throw new WriterLostError(adapter.chain);
      let signed: SignedTransfer;
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
        if (err instanceof SignerError) {
          // The remote signer is down or misbehaves (issue 27): not this payout's fault, nor the next
          // one's. It stays queued, nothing is counted against it, and the round ends here.
          this.logger.error(`payout ${payout.id}: the escrow signer failed: ${err.message}`);
          await this.payouts.noteError(payout.id, err.message);
          return;
        }
        await this.signFailed(payout, err as Error, out);
        continue;
      }
      const recorded = await this.record(adapter, writer, payout, signed);
      if (recorded === 'NONCE_TAKEN') {
        this.logger.warn(
          `payout ${payout.id}: nonce ${signed.nonce} was taken meanwhile; signing next round`,
        );
      }
      if (recorded !== 'RECORDED') continue;
      this.signErrors.delete(payout.id);
      out.sent += 1;
      await this.tracker.broadcast(adapter, payout.id, signed.raw);
    }
  }

  /** The recording transaction: fenced by the writer role, the nonce claimed, the attempt kept. */
  private record(
    adapter: ChainAdapter,
    writer: ChainWriterLock,
    payout: PayoutRow,
    signed: SignedTransfer,
  ): Promise<Recorded> {
    return this.runner.run(async (tx): Promise<Recorded> => {
      await writer.fence(tx);
      const locked = await this.payouts.lock(tx, payout.id);
      if (!locked || locked.status !== 'QUEUED') return 'NOT_QUEUED';
      if (
        adapter.chain !== ChainKind.TRC20 &&
        !(await this.nonces.claim(tx, adapter.chain, adapter.escrowAddress, signed.nonce))
      ) {
        return 'NONCE_TAKEN';
      }
      await this.payouts.recordSigned(
        tx,
        payout.id,
        signed.txHash,
        signed.raw,
        signed.nonce,
        this.clock.now(),
        adapter.escrowAddress,
      );
      if (locked.fundRecordId)
        await this.fundRecords.update(tx, { id: locked.fundRecordId }, { txHash: signed.txHash });
      return 'RECORDED';
    });
  }

  private async signFailed(payout: PayoutRow, err: Error, out: SendRound): Promise<void> {
    const count = (this.signErrors.get(payout.id) ?? 0) + 1;
    this.signErrors.set(payout.id, count);
    this.logger.warn(`payout ${payout.id}: could not sign (${count}/${MAX_SIGN_ERRORS}): ${err.message}`);
    await this.payouts.noteError(payout.id, err.message);
    if (count < MAX_SIGN_ERRORS) return;
    this.signErrors.delete(payout.id);
    await this.runner.run((tx) => this.outcomes.signFailedForGood(tx, payout.id));
    out.failed += 1;
  }
}
