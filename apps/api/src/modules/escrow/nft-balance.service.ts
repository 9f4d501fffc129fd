import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { FundRecordDto, HeldNftDto, WithdrawNftDto } from '@p2p/contracts';
import { compareDecimal, DecimalError, normalizeDecimal, parseDecimal } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { ActiveTrades } from './active-trades.js';
import { BalanceService } from './balance.service.js';
import { ChainRegistry } from './chain-registry.service.js';
import { EscrowService } from './escrow.service.js';
import { LedgerRepository } from './ledger.repository.js';
import { type PayoutRow, PayoutsRepository } from './payouts.repository.js';

/** The idempotency key of the withdrawal of an NFT held since payout `id` failed. */
export const nftWithdrawalRef = (id: string): string => `withdrawal:nft:${id}`;

/**
 * NFTs in the temporary balance (issue 23; spec §5, §8): an NFT whose RETURN (a wrong deposit sent back,
 * an NFT ad's item) or earlier withdrawal failed for good stays in escrow, the trader's. They see it
 * (`GET /balance/nfts`) with the recommended gas fee per NFT in each coin of its chain (that coin's
 * withdrawal fee: what one payout on that chain costs), and withdraw it to their bound address
 * (`POST /balance/extractNft`): the gas fee they offer, at least the recommended one (else 5027 with the
 * recommended fee in `data`), is debited from their temporary balance in that coin (3022 when it does not
 * hold it) in the transaction that queues the NFT's payout (`withdrawal:nft:<id>`: a second request for
 * the same NFT answers 3020). Open trades block it (3021), as they block coin withdrawals; the security
 * password is checked (USER3011). A withdrawal that fails for good puts the NFT back in the list; its gas
 * fee, spent on chain, is not returned.
 */
@Injectable()
export class NftBalanceService {
  constructor(
    private readonly registry: ChainRegistry,
    private readonly payouts: PayoutsRepository,
    private readonly ledger: LedgerRepository,
    private readonly escrow: EscrowService,
    private readonly balances: BalanceService,
    private readonly accounts: UserAccountsService,
    private readonly activeTrades: ActiveTrades,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  async held(userId: bigint): Promise<HeldNftDto[]> {
    const rows = await this.payouts.heldNfts(userId);
    const coins = await this.registry.allCoinChains();
    const out: HeldNftDto[] = [];
    for (const row of rows) {
      out.push({
        id: row.id,
        chain: row.chain,
        contract: row.tokenAddress,
        tokenId: row.tokenId!,
        withdrawTo: await this.accounts.withdrawAddress(userId, row.chain),
        gasFees: coins
          .filter((c) => c.chain === row.chain)
          .map((c) => ({ coin: c.symbol, fee: normalizeDecimal(c.withdrawalFee) })),
      });
    }
    return out;
  }

  async withdraw(
    userId: bigint,
    sessionId: string,
    dto: WithdrawNftDto,
    ip: string | null,
  ): Promise<FundRecordDto> {
    const held = (await this.payouts.heldNfts(userId)).find((p) => p.id === dto.id);
    if (!held) throw new AppException('NOT_FOUND');
    const token = await this.registry.coinBySymbol(held.chain, dto.feeCoin);
    if (!token?.coin) throw new AppException('BALANCE_COIN_UNSUPPORTED');
    const coin = token.coin;
    const fee = feeOf(dto.gasFee, coin.assetScale);
    const recommended = normalizeDecimal(coin.withdrawalFee);
    if (compareDecimal(fee, recommended) < 0)
      throw new AppException('GAS_FEE_TOO_LOW', { recommendedFee: recommended, coin: coin.symbol });
    if (await this.activeTrades.any(userId)) throw new AppException('WITHDRAWAL_BLOCKED_BY_ACTIVE_TRADES');
    const to = await this.accounts.withdrawAddress(userId, held.chain);
    if (!to) throw new AppException('WITHDRAWAL_ADDRESS_NOT_BOUND');
    await this.accounts.verifySecurityPassword(userId, dto.securityPassword, sessionId);
    const recordId = await this.runner.run(async (tx) => {
      // The failed payout's row locked: two requests for the same NFT queue one withdrawal (3020).
      await this.payouts.lock(tx, held.id);
      if (await this.payouts.refTaken(tx, nftWithdrawalRef(held.id)))
        throw new AppException('WITHDRAWAL_PROCESSING');
      const payout = await this.escrow.queuePayout(tx, {
        kind: 'WITHDRAWAL',
        ref: nftWithdrawalRef(held.id),
        userId,
        toAddress: to,
        chain: held.chain,
        asset: { nftContract: held.tokenAddress, tokenId: BigInt(held.tokenId!) },
      });
      if (compareDecimal(fee, '0') > 0)
        await this.chargeGas(tx, userId, coin.coinId, held.chain, fee, payout);
      const record = (await this.payouts.find(tx, payout.id))!.fundRecordId!;
      await this.audit.record(
        {
          userId,
          action: 'WITHDRAWAL',
          target: `fund_record:${record}`,
          ip,
          data: { chain: held.chain, contract: held.tokenAddress, tokenId: held.tokenId, to, gasFee: fee },
        },
        tx,
      );
      return record;
    });
    return this.balances.record(userId, recordId);
  }

  /** The gas fee from the temporary balance line of the fee coin (3022 when it does not hold it). */
  private async chargeGas(
    tx: Tx,
    userId: bigint,
    coinId: number,
    chain: ChainKind,
    fee: string,
    payout: PayoutRow,
  ): Promise<void> {
    const line = await this.ledger.lockLine(tx, userId, coinId, chain);
    if (line === null || compareDecimal(line, fee) < 0)
      throw new AppException('WITHDRAWAL_BALANCE_INSUFFICIENT');
    const after = await this.ledger.apply(tx, {
      userId,
      coinId,
      chain,
      delta: `-${fee}`,
      reason: 'WITHDRAWAL',
      payoutId: payout.id,
      note: `gas fee of NFT withdrawal ${payout.id}`,
    });
    if (after === null) throw new AppException('WITHDRAWAL_BALANCE_INSUFFICIENT');
  }
}

/** The offered gas fee in coin units (at most the coin's scale: 3016 otherwise). */
function feeOf(raw: string, scale: number): string {
  try {
    const fee = normalizeDecimal(raw);
    parseDecimal(fee, scale);
    return fee;
  } catch (err) {
    if (err instanceof DecimalError) throw new AppException('BALANCE_AMOUNT_INVALID');
    throw err;
  }
}
