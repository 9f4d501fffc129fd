import { Injectable } from '@nestjs/common';
import { ChainKind } from '@p2p/chain';
import type { BalanceDto, FundRecordDto, FundRecordType, Page, WithdrawDto } from '@p2p/contracts';
import { compareDecimal, DecimalError, normalizeDecimal, parseDecimal } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { ActiveTrades } from './active-trades.js';
import { ChainRegistry } from './chain-registry.service.js';
import { BalancePayoutService } from './balance-payout.service.js';
import { FundRecordsRepository, type FundRecordRow } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';

/**
 * The temporary balance as its owner sees it (`GET /balance`), the fund records (`GET /balance/detail`)
 * and withdrawing a line to the bound address (`POST /balance/extract`, spec §5).
 */
@Injectable()
export class BalanceService {
  constructor(
    private readonly registry: ChainRegistry,
    private readonly ledger: LedgerRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly payouts: BalancePayoutService,
    private readonly accounts: UserAccountsService,
    private readonly activeTrades: ActiveTrades,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  async balance(userId: bigint): Promise<BalanceDto> {
    const coins = await this.registry.allCoinChains();
    const balances = [];
    for (const line of await this.ledger.lines(userId)) {
      const coin = coins.find((c) => c.coinId === line.coinId && c.chain === line.chain);
      if (!coin) continue;
      balances.push({
        coin: coin.symbol,
        chain: line.chain,
        amount: normalizeDecimal(line.amount),
        withdrawTo: await this.accounts.withdrawAddress(userId, line.chain),
        minWithdrawal: coin.minWithdrawal === null ? null : normalizeDecimal(coin.minWithdrawal),
        maxWithdrawal: coin.maxWithdrawal === null ? null : normalizeDecimal(coin.maxWithdrawal),
        fee: normalizeDecimal(coin.withdrawalFee),
      });
    }
    return { balances, withdrawBlocked: await this.activeTrades.any(userId) };
  }

  async records(
    userId: bigint,
    type: FundRecordType | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<Page<FundRecordDto>> {
    const { rows, total } = await this.fundRecords.page(userId, type, pageNo, pageSize);
    const coins = await this.registry.allCoinChains();
    return { list: rows.map((r) => this.view(r, coins)), total, pageNo, pageSize };
  }

  /** One of the user's fund records; a missing one or another trader's answers 404 alike. */
  async record(userId: bigint, id: string): Promise<FundRecordDto> {
    const rowId = parseRowId(id);
    const row = rowId === null ? null : await this.fundRecords.ofUser(userId, rowId);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row, await this.registry.allCoinChains());
  }

  /**
   * Checks the request (3016-3018, 3021, 3023, USER3011), then in one transaction pays the line out
   * (BalancePayoutService: 3020, 3022 for the loser of a race) and writes the audit row.
   */
  async withdraw(
    userId: bigint,
    sessionId: string,
    dto: WithdrawDto,
    ip: string | null,
  ): Promise<FundRecordDto> {
    const chain = dto.chain as ChainKind;
    const token = await this.registry.coinBySymbol(chain, dto.coin);
    if (!token?.coin) throw new AppException('BALANCE_COIN_UNSUPPORTED');
    const coin = token.coin;
    let amount: string;
    try {
      amount = normalizeDecimal(dto.amount);
      parseDecimal(amount, coin.assetScale);
    } catch (err) {
      if (err instanceof DecimalError) throw new AppException('BALANCE_AMOUNT_INVALID');
      throw err;
    }
    if (compareDecimal(amount, '0') <= 0) throw new AppException('WITHDRAWAL_AMOUNT_INVALID');
    if (coin.minWithdrawal !== null && compareDecimal(amount, coin.minWithdrawal) < 0) {
      throw new AppException('WITHDRAWAL_BELOW_MINIMUM');
    }
    if (coin.maxWithdrawal !== null && compareDecimal(amount, coin.maxWithdrawal) > 0) {
      throw new AppException('WITHDRAWAL_ABOVE_MAXIMUM');
    }
    const fee = coin.withdrawalFee;
    if (compareDecimal(amount, fee) <= 0) throw new AppException('WITHDRAWAL_BELOW_MINIMUM');
    if (await this.activeTrades.any(userId)) throw new AppException('WITHDRAWAL_BLOCKED_BY_ACTIVE_TRADES');
    const to = await this.accounts.withdrawAddress(userId, chain);
    if (!to) throw new AppException('WITHDRAWAL_ADDRESS_NOT_BOUND');
    await this.accounts.verifySecurityPassword(userId, dto.securityPassword, sessionId);
    const row = await this.runner.run(async (tx) => {
      const record = await this.payouts.payOut(tx, {
        userId,
        coinId: coin.coinId,
        assetScale: coin.assetScale,
        chain,
        amount,
        fee,
        to,
        kind: 'WITHDRAWAL',
      });
      const data = { coin: coin.symbol, chain, amount, to };
      await this.audit.record(
        { userId, action: 'WITHDRAWAL', target: `fund_record:${record.id}`, ip, data },
        tx,
      );
      return record;
    });
    return this.view(row, await this.registry.allCoinChains());
  }

  private view(r: FundRecordRow, coins: Awaited<ReturnType<ChainRegistry['allCoinChains']>>): FundRecordDto {
    const coin = coins.find((c) => c.coinId === r.coinId && c.chain === r.chain);
    return {
      id: r.id,
      type: r.type,
      status: r.status,
      chain: r.chain,
      coin: coin?.symbol ?? null,
      nftTokenId: r.nftTokenId,
      amount: normalizeDecimal(r.amount),
      fee: normalizeDecimal(r.fee),
      txHash: r.txHash,
      fromAddress: r.fromAddress,
      toAddress: r.toAddress,
      confirmations: r.confirmations,
      requiredConfirmations: this.registry.confirmations,
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
    };
  }
}
