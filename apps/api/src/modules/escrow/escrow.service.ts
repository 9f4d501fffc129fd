import { Injectable } from '@nestjs/common';
import { ChainKind, normalizeAddress } from '@p2p/chain';
import type {
  DepositDto,
  DepositIntentStatus,
  DepositPurpose,
  FundRecordType,
  OrderPayoutDto,
  PayoutKind,
} from '@p2p/contracts';
import { Clock, compareDecimal, normalizeDecimal, parseDecimal, subDecimal } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Db, Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { ChainIndexRepository } from './chain-index.repository.js';
import { ChainRegistry, type KnownToken } from './chain-registry.service.js';
import { DepositsRepository, type IntentRow } from './deposits.repository.js';
import { fundChange } from './fund-change.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';
import { PayoutsRepository, type PayoutRow } from './payouts.repository.js';

export interface OpenDeposit {
  userId: bigint;
  purpose: DepositPurpose;
  /** The ad or order it is for (its id as text): one deposit per (purpose, refId). */
  refId: string;
  chain: ChainKind;
  /** A coin (by id) and its amount in coin units, or an NFT (its collection and token id). */
  asset:
    { coinId: number; amount: string } | { nftContract: string; tokenId: bigint; nftItemId: bigint | null };
  /** The address the deposit must come from (the user's bound address on that chain). */
  fromAddress: string;
  expiresAt: Date;
  adId?: bigint | null;
  orderId?: bigint | null;
}

/** The fund record its receiver sees for each kind of payout. */
const RECORD_TYPE: Record<PayoutKind, FundRecordType> = {
  RELEASE: 'RELEASE',
  REFUND: 'REFUND',
  RETURN: 'RETURN',
  WITHDRAWAL: 'WITHDRAWAL',
};

export interface QueuePayout {
  kind: PayoutKind;
  /** Idempotency key: the same ref queues nothing more (`order:17:release`). */
  ref: string;
  /** The receiver: a payout to a trader is a fund record of theirs (`fundRecordId`, else one made here). */
  userId: bigint | null;
  toAddress: string;
  chain: ChainKind;
  /** A coin amount (coin units) or an NFT. */
  asset: { coinId: number; amount: string } | { nftContract: string; tokenId: bigint };
  /** The deposit whose held coin it pays out (releases and refunds of escrowed coin). */
  fromDepositIntentId?: string | null;
  orderId?: bigint | null;
  adId?: bigint | null;
  fundRecordId?: string | null;
}

/** An order's payouts as its parties see them. */
export interface OrderPayouts {
  release: OrderPayoutDto | null;
  refund: OrderPayoutDto | null;
}

export interface CloseDeposit {
  purpose: DepositPurpose;
  refId: string;
  /** Why what the deposit holds goes to the temporary balance. */
  reason: 'AD_CANCELLED' | 'ORDER_REFUND';
  /** Its deadline passed unpaid: an OPEN one becomes EXPIRED (a transfer after it is a late deposit). */
  expired?: boolean;
  adId?: bigint | null;
  orderId?: bigint | null;
}

export interface ClosedDeposit {
  depositId: string;
  /** Its status once closed (an OPEN one is now CANCELLED, or EXPIRED when its deadline passed). */
  status: DepositIntentStatus;
  /** What it held that went to the owner's temporary balance now (coin units; '0' for none). */
  toTempBalance: string;
}

/**
 * Escrow as the trading modules use it. Both calls join the caller's transaction, so an ad, an order and
 * the escrow rows they need commit together or not at all.
 */
@Injectable()
export class EscrowService {
  constructor(
    private readonly registry: ChainRegistry,
    private readonly deposits: DepositsRepository,
    private readonly payouts: PayoutsRepository,
    private readonly index: ChainIndexRepository,
    private readonly outbox: OutboxRepository,
    private readonly ledger: LedgerRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly clock: Clock,
  ) {}

  private escrowAddress(chain: ChainKind): string {
    const adapter = this.registry.adapter(chain);
    if (!adapter) throw new AppException('SERVICE_UNAVAILABLE');
    return adapter.escrowAddress;
  }

  /** `db`: the caller's transaction, when it holds one (an album's collection is read in it). */
  private async token(
    chain: ChainKind,
    asset: OpenDeposit['asset'] | QueuePayout['asset'],
    db?: Db,
  ): Promise<KnownToken> {
    const token =
      'coinId' in asset
        ? await this.registry.tokenOfCoin(chain, asset.coinId)
        : await this.registry.tokenByAddress(chain, normalizeAddress(chain, asset.nftContract), db);
    if (!token) throw new AppException('BALANCE_COIN_UNSUPPORTED');
    return token;
  }

  /** Opens a deposit (idempotent per purpose and refId) and answers what the deposit step shows. */
  async openDeposit(tx: Tx, input: OpenDeposit): Promise<DepositDto> {
    const token = await this.token(input.chain, input.asset, tx);
    const coin = 'coinId' in input.asset ? input.asset : null;
    const nft = 'nftContract' in input.asset ? input.asset : null;
    if (coin) toUnits(coin.amount, token.coin!.assetScale); // refuses more decimals than the coin has
    if (coin && compareDecimal(coin.amount, '0') <= 0) throw new AppException('BALANCE_AMOUNT_INVALID');
    const row = await this.deposits.insert(tx, {
      userId: input.userId,
      purpose: input.purpose,
      refId: input.refId,
      chain: input.chain,
      assetKind: nft ? 'NFT' : 'COIN',
      coinId: coin?.coinId ?? null,
      nftItemId: nft?.nftItemId ?? null,
      tokenAddress: token.address,
      tokenId: nft?.tokenId ?? null,
      amount: coin ? coin.amount : '1',
      escrowAddress: this.escrowAddress(input.chain),
      fromAddress: normalizeAddress(input.chain, input.fromAddress),
      expiresAt: input.expiresAt,
      adId: input.adId ?? null,
      orderId: input.orderId ?? null,
    });
    return this.view(row, token, null);
  }

  /**
   * Queues a payout from escrow (idempotent per ref); the outbox wakes the chain's sender. A trader's payout
   * without a record yet (a release, a refund, a return) gets its receiver's fund record in the same
   * transaction (issue 20): the sender fills in its transaction hash and status as it goes.
   */
  async queuePayout(tx: Tx, input: QueuePayout): Promise<PayoutRow> {
    const token = await this.token(input.chain, input.asset, tx);
    const coin = 'coinId' in input.asset ? input.asset : null;
    const nft = 'nftContract' in input.asset ? input.asset : null;
    const value = coin ? toUnits(coin.amount, token.coin!.decimals) : null;
    if (coin && value! <= 0n) throw new AppException('BALANCE_AMOUNT_INVALID');
    const { row, created } = await this.payouts.insert(
      tx,
      {
        ref: input.ref,
        kind: input.kind,
        chain: input.chain,
        toAddress: normalizeAddress(input.chain, input.toAddress),
        tokenAddress: token.address,
        coinId: coin?.coinId ?? null,
        amount: coin?.amount ?? null,
        value,
        tokenId: nft?.tokenId ?? null,
        userId: input.userId,
        orderId: input.orderId ?? null,
        adId: input.adId ?? null,
        fundRecordId: input.fundRecordId ?? null,
        depositIntentId: input.fromDepositIntentId ?? null,
      },
      this.clock.now(),
    );
    if (!created) return row;
    if (
      input.fromDepositIntentId &&
      !(await this.deposits.draw(tx, input.fromDepositIntentId, coin?.amount ?? '1'))
    ) {
      throw new AppException('BALANCE_INSUFFICIENT');
    }
    const recordId =
      input.fundRecordId ?? (input.userId === null ? null : await this.recordFor(tx, row.id, input, coin));
    await this.outbox.append(tx, [
      {
        aggregate: 'payout',
        aggregateId: row.id,
        type: 'job',
        payload: { name: 'escrow.sendPayouts', data: { chain: input.chain }, jobId: `payout:${row.id}` },
      },
      // The receiver's fund records refresh (a record made by the caller is announced by the caller).
      ...(recordId !== null && !input.fundRecordId
        ? [
            fundChange(String(input.userId), {
              kind: 'fundRecord',
              id: recordId,
              status: 'CONFIRMING',
              confirmations: 0,
            }),
          ]
        : []),
    ]);
    return row;
  }

  /** The receiver's fund record of a payout queued without one: its id (the payout now points to it). */
  private recordFor(
    tx: Tx,
    payoutId: string,
    input: QueuePayout,
    coin: { coinId: number; amount: string } | null,
  ): Promise<string> {
    return this.fundRecords.insertForPayout(tx, payoutId, {
      userId: input.userId!,
      type: RECORD_TYPE[input.kind],
      chain: input.chain,
      coinId: coin?.coinId ?? null,
      amount: coin ? normalizeDecimal(coin.amount) : '1',
      // Known once the chain is configured; a payout queued while it is not waits for it (never refused).
      fromAddress: this.registry.adapter(input.chain)?.escrowAddress ?? null,
      toAddress: normalizeAddress(input.chain, input.toAddress),
      orderId: input.orderId ?? null,
      adId: input.adId ?? null,
      depositIntentId: input.fromDepositIntentId ?? null,
    });
  }

  /**
   * Closes the deposit of (purpose, refId) in the caller's transaction, its row locked: an OPEN one is
   * cancelled (a transfer arriving later is unmatched and goes to the temporary balance), and whatever
   * it holds goes to the owner's temporary balance (an NFT back to where it came from). Idempotent: a
   * second call finds nothing held. Null when no deposit was opened for it.
   */
  async closeDeposit(tx: Tx, input: CloseDeposit): Promise<ClosedDeposit | null> {
    const intent = await this.deposits.lockByRef(tx, input.purpose, input.refId);
    if (!intent) return null;
    let status = intent.status;
    if (status === 'OPEN') {
      status = input.expired ? 'EXPIRED' : 'CANCELLED';
      await this.deposits.cancel(tx, intent.id, status);
      await this.outbox.append(tx, [
        fundChange(intent.userId, { kind: 'deposit', id: intent.id, status, confirmations: 0 }),
      ]);
    }
    const held = normalizeDecimal(intent.heldAmount);
    if (compareDecimal(held, '0') <= 0) return { depositId: intent.id, status, toTempBalance: '0' };
    if (intent.assetKind === 'NFT') {
      await this.queuePayout(tx, {
        kind: 'RETURN',
        ref: `return:deposit:${intent.id}`,
        userId: BigInt(intent.userId),
        toAddress: intent.fromAddress,
        chain: intent.chain,
        asset: { nftContract: intent.tokenAddress, tokenId: BigInt(intent.tokenId ?? '0') },
        fromDepositIntentId: intent.id,
        adId: input.adId ?? null,
        orderId: input.orderId ?? null,
      });
      return { depositId: intent.id, status, toTempBalance: '0' };
    }
    if (!(await this.deposits.draw(tx, intent.id, held))) throw new Error(`deposit ${intent.id} moved`);
    await this.ledger.apply(tx, {
      userId: BigInt(intent.userId),
      coinId: intent.coinId!,
      chain: intent.chain,
      delta: held,
      reason: input.reason,
      depositIntentId: intent.id,
      adId: input.adId ?? null,
      orderId: input.orderId ?? null,
    });
    return { depositId: intent.id, status, toTempBalance: held };
  }

  /**
   * The deposits of `purpose` for `refIds`, oldest first, with what each holds (coin units). `lock`: their
   * rows locked in the caller's transaction `db` (a payout drawing on them, issue 24's guarantee).
   */
  depositsByRefs(
    db: Db,
    purpose: DepositPurpose,
    refIds: readonly string[],
    lock = false,
  ): Promise<IntentRow[]> {
    return this.deposits.byRefs(db, purpose, refIds, lock);
  }

  /**
   * Cancels the OPEN deposit of (purpose, refId) without touching what it holds (the caller pays that out
   * itself, issue 24); its owner is told. False when it was not open.
   */
  async cancelOpen(tx: Tx, purpose: DepositPurpose, refId: string): Promise<boolean> {
    const intent = await this.deposits.lockByRef(tx, purpose, refId);
    if (intent?.status !== 'OPEN') return false;
    await this.deposits.cancel(tx, intent.id, 'CANCELLED');
    await this.outbox.append(tx, [
      fundChange(intent.userId, { kind: 'deposit', id: intent.id, status: 'CANCELLED', confirmations: 0 }),
    ]);
    return true;
  }

  /**
   * The deposit opened for each of `refIds` (refId to deposit id); those without one are absent. `db`: the
   * caller's transaction, else the pool.
   */
  depositIds(purpose: DepositPurpose, refIds: readonly string[], db?: Db): Promise<Map<string, string>> {
    return this.deposits.idsByRefs(purpose, refIds, db);
  }

  /**
   * The release and refund of each of `orderIds` as the order shows them (issue 20): the receiver's fund
   * record of the payout, with its status and transaction hash. Orders without one are absent.
   */
  async orderPayouts(orderIds: readonly string[]): Promise<Map<string, OrderPayouts>> {
    const out = new Map<string, OrderPayouts>();
    for (const r of await this.fundRecords.ofOrders(orderIds)) {
      const entry = out.get(r.orderId) ?? { release: null, refund: null };
      const view: OrderPayoutDto = {
        status: r.status,
        txHash: r.txHash,
        explorerUrl: this.registry.explorerTxUrl(r.chain, r.txHash),
        toAddress: r.toAddress,
        confirmations: r.confirmations,
        requiredConfirmations: this.registry.confirmations,
      };
      if (r.type === 'RELEASE') entry.release = view;
      else entry.refund = view;
      out.set(r.orderId, entry);
    }
    return out;
  }

  /** A payout's status as `tx` reads it now (null when there is no such payout); no lock taken. */
  async payoutStatus(tx: Tx, id: string): Promise<PayoutRow['status'] | null> {
    return this.payouts.statusOf(tx, id);
  }

  /** One of the caller's deposits (another trader's answers 404, as a missing one). */
  async deposit(userId: bigint, id: string): Promise<DepositDto> {
    const rowId = parseRowId(id);
    if (rowId === null) throw new AppException('NOT_FOUND');
    const row = await this.deposits.byId(rowId);
    if (!row || row.userId !== String(userId)) throw new AppException('NOT_FOUND');
    const token = await this.registry.tokenByAddress(row.chain, row.tokenAddress);
    if (!token) throw new AppException('NOT_FOUND');
    const confirmations =
      row.status === 'OPEN'
        ? await this.index.pendingConfirmationsFrom(row.chain, row.fromAddress, row.tokenAddress)
        : null;
    return this.view(row, token, confirmations);
  }

  private view(row: IntentRow, token: KnownToken, confirmations: number | null): DepositDto {
    const nft = token.standard === 'NFT';
    const missing = subDecimal(row.amount, row.receivedAmount, 18);
    const linkAmount = nft ? BigInt(row.tokenId ?? '0') : toUnits(missing, token.coin!.decimals);
    const done = row.status === 'SATISFIED';
    return {
      id: row.id,
      purpose: row.purpose,
      refId: row.refId,
      chain: row.chain,
      coin: token.coin?.symbol ?? null,
      nftTokenId: row.tokenId,
      amount: normalizeDecimal(row.amount),
      receivedAmount: normalizeDecimal(row.receivedAmount),
      shortfall: normalizeDecimal(missing),
      escrowAddress: row.escrowAddress,
      fromAddress: row.fromAddress,
      // An NFT's link names its holder: `safeTransferFrom(holder, escrow, tokenId)`.
      paymentLink: this.registry.paymentLink(
        token,
        row.escrowAddress,
        linkAmount,
        nft ? row.fromAddress : undefined,
      ),
      status: row.status,
      expiresAt: row.expiresAt.toISOString(),
      confirmations: done ? this.registry.confirmations : (confirmations ?? 0),
      requiredConfirmations: this.registry.confirmations,
    };
  }
}

/** A coin-unit amount (a NUMERIC's text may carry trailing zeros past the token's decimals) in base units. */
export function toUnits(amount: string, decimals: number): bigint {
  return parseDecimal(normalizeDecimal(amount), decimals);
}
