import { Injectable } from '@nestjs/common';
import type { FundChange } from '@p2p/contracts';
import { Clock, formatUnits, splitDeposit } from '@p2p/domain';
import type { Tx } from '../../core/infra/db/sql.service.js';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import { ChainIndexRepository, type TransferRow } from './chain-index.repository.js';
import { ChainRegistry, type KnownToken } from './chain-registry.service.js';
import { DepositsRepository, type IntentRow } from './deposits.repository.js';
import { EscrowService, toUnits } from './escrow.service.js';
import { fundChange } from './fund-change.js';
import { FundRecordsRepository, type NewFundRecord } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';

/** The fund record a transfer from a known sender shows as: a deposit of its amount in coin units. */
export function depositRecordOf(transfer: TransferRow, token: KnownToken): NewFundRecord {
  return {
    userId: BigInt(transfer.userId!),
    type: 'DEPOSIT',
    chain: transfer.chain,
    coinId: token.coin?.coinId ?? null,
    amount: token.coin ? formatUnits(BigInt(transfer.value ?? '0'), token.coin.decimals) : '1',
    txHash: transfer.txHash,
    fromAddress: transfer.fromAddress,
    toAddress: transfer.toAddress,
    blockNumber: BigInt(transfer.blockNumber),
    chainTransferId: transfer.id,
  };
}

/**
 * Applies a transfer that reached its confirmations, in the watcher's transaction: once (the transfer row
 * is locked and must still be PENDING), from a known sender only (an unknown one is kept for operators),
 * to the sender's oldest open intent for the token, the rest to the temporary balance (DESIGN.md §5).
 * Whether it came in time for an intent is judged by its block's time, not by when it confirmed (issue 20).
 */
@Injectable()
export class CreditingService {
  constructor(
    private readonly registry: ChainRegistry,
    private readonly index: ChainIndexRepository,
    private readonly deposits: DepositsRepository,
    private readonly ledger: LedgerRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly escrow: EscrowService,
    private readonly clock: Clock,
  ) {}

  /**
   * Answers whether it credited anything (false: already done, reorganised away, or not ours). The
   * socket messages and events it makes are added to `out`, for the caller to append once per batch.
   * `now` (when the round runs) decides nothing: the transfer's block time does (issue 20); it only
   * stamps when an intent was satisfied.
   */
  async credit(
    tx: Tx,
    transferId: string,
    confirmations: number,
    out: NewOutboxRow[],
    now: Date = this.clock.now(),
  ): Promise<boolean> {
    // Claimed in one statement: only a PENDING row becomes CREDITED, so a second pass finds nothing.
    const transfer = await this.index.claimPending(tx, transferId, confirmations);
    if (!transfer) return false;
    const token = await this.registry.tokenByAddress(transfer.chain, transfer.tokenAddress, tx);
    if (!transfer.userId || !token) {
      await this.index.settle(tx, transfer.id, 'IGNORED', confirmations, null);
      return false;
    }
    const intentId =
      token.standard === 'NFT'
        ? await this.creditNft(tx, transfer, out, now)
        : await this.creditCoin(tx, transfer, token, out, now);
    if (intentId) await this.index.settle(tx, transfer.id, 'CREDITED', confirmations, intentId);
    const record = await this.fundRecords.upsertDeposit(
      tx,
      { ...depositRecordOf(transfer, token), depositIntentId: intentId },
      { status: 'COMPLETED', confirmations },
    );
    out.push(
      fundChange(transfer.userId, { kind: 'fundRecord', id: record.id, status: 'COMPLETED', confirmations }),
    );
    return true;
  }

  private async creditCoin(
    tx: Tx,
    transfer: TransferRow,
    token: KnownToken,
    out: NewOutboxRow[],
    now: Date,
  ): Promise<string | null> {
    const coin = token.coin!;
    const userId = transfer.userId!;
    const value = BigInt(transfer.value ?? '0');
    if (value <= 0n) return null;
    const paidAt = transfer.blockTime;
    const intent = await this.deposits.oldestOpenForUpdate(tx, userId, transfer.chain, token.address, paidAt);
    const expired = intent
      ? false
      : await this.deposits.hadExpired(tx, userId, transfer.chain, token.address, paidAt);
    const split = splitDeposit(
      value,
      intent
        ? {
            amount: toUnits(intent.amount, coin.decimals),
            received: toUnits(intent.receivedAmount, coin.decimals),
          }
        : null,
      expired,
    );
    if (intent && split.toIntent > 0n) {
      const updated = await this.deposits.credit(
        tx,
        intent.id,
        formatUnits(split.toIntent, coin.decimals),
        split.intentComplete,
        now,
      );
      out.push(
        ...this.intentEvents(updated, split.intentComplete, formatUnits(split.shortfall, coin.decimals)),
      );
    }
    if (split.toTempBalance > 0n) {
      await this.ledger.apply(tx, {
        userId: BigInt(userId),
        coinId: coin.coinId,
        chain: transfer.chain,
        delta: formatUnits(split.toTempBalance, coin.decimals),
        reason: split.tempReason!,
        chainTransferId: transfer.id,
        depositIntentId: intent?.id ?? null,
      });
    }
    return intent?.id ?? null;
  }

  /**
   * An NFT: the one its open intent expects completes it; any other (another item, another album's
   * collection, or none expected) goes back to the sender, and the sender's open NFT intent, whatever its
   * collection, is cancelled (spec §4: a wrong deposit cancels the NFT ad and returns the NFT).
   */
  private async creditNft(
    tx: Tx,
    transfer: TransferRow,
    out: NewOutboxRow[],
    now: Date,
  ): Promise<string | null> {
    const userId = transfer.userId!;
    const intent = await this.deposits.oldestOpenNftForUpdate(tx, userId, transfer.chain, transfer.blockTime);
    if (intent && intent.tokenAddress === transfer.tokenAddress && intent.tokenId === transfer.tokenId) {
      const updated = await this.deposits.credit(tx, intent.id, '1', true, now);
      out.push(...this.intentEvents(updated, true, '0'));
      return intent.id;
    }
    if (intent) {
      await this.deposits.cancel(tx, intent.id);
      out.push(
        {
          aggregate: 'deposit',
          aggregateId: intent.id,
          type: 'escrow',
          payload: {
            event: 'DEPOSIT_CANCELLED',
            purpose: intent.purpose,
            refId: intent.refId,
            depositIntentId: intent.id,
          },
        },
        fundChange(userId, { kind: 'deposit', id: intent.id, status: 'CANCELLED', confirmations: 0 }),
      );
    }
    await this.escrow.queuePayout(tx, {
      kind: 'RETURN',
      ref: `return:transfer:${transfer.id}`,
      userId: BigInt(userId),
      toAddress: transfer.fromAddress,
      chain: transfer.chain,
      asset: { nftContract: transfer.tokenAddress, tokenId: BigInt(transfer.tokenId ?? '0') },
    });
    return intent?.id ?? null;
  }

  private intentEvents(intent: IntentRow, complete: boolean, shortfall: string): NewOutboxRow[] {
    const change: FundChange = { kind: 'deposit', id: intent.id, status: intent.status, confirmations: 0 };
    if (!complete) return [fundChange(intent.userId, { ...change, shortfall })];
    return [
      {
        aggregate: 'deposit',
        aggregateId: intent.id,
        type: 'escrow',
        payload: {
          event: 'DEPOSIT_COMPLETED',
          purpose: intent.purpose,
          refId: intent.refId,
          depositIntentId: intent.id,
        },
      },
      fundChange(intent.userId, change),
    ];
  }
}
