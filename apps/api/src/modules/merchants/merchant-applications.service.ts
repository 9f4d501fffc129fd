import { Injectable } from '@nestjs/common';
import { MERCHANT_GUARANTEE_COIN, type DepositDto, type MerchantStandingDto } from '@p2p/contracts';
import { Clock, type MerchantShortfall, merchantShortfalls } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import type { Db, Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { SupportAccountsService } from '../users/support-accounts.service.js';
import { MerchantGuarantee } from './merchant-guarantee.js';
import { MerchantThresholdsService } from './merchant-thresholds.service.js';
import { MerchantTrading } from './merchant-trading.js';
import { applicationView, figuresOf } from './merchant-views.js';
import { merchantNotices } from './merchants.jobs.js';
import { type ApplicationRow, LIVE_STATUSES, MerchantsRepository } from './merchants.repository.js';

/** The catalogue code of each unmet rule (the first one answers). */
const REFUSAL = {
  KYC: 'ADVANCED_KYC_REQUIRED',
  ORDERS: 'MERCHANT_ORDERS_TOO_FEW',
  COMPLETION_RATE: 'MERCHANT_COMPLETION_RATE_TOO_LOW',
  ACCOUNT_AGE: 'MERCHANT_ACCOUNT_TOO_NEW',
} as const satisfies Record<MerchantShortfall, string>;

/** A unique violation: a concurrent application of the same trader won (the partial unique index). */
const isUniqueViolation = (err: unknown): boolean => (err as { code?: string }).code === '23505';

/**
 * Merchant certification as the trader uses it from the personal center (issue 24): the standing, the
 * application (advanced KYC and the operators' thresholds, each unmet one its code: 4001, 5049-5051;
 * one live application at a time: 5052), the guarantee deposit in MEC (the first, or a top-up after a
 * compensation), and giving certification up: status WITHDRAWN, fiat ads offline, and the guarantee
 * returned, which a merchant (approved or revoked) may do only once no order or appeal is open (5007).
 */
@Injectable()
export class MerchantApplicationsService {
  constructor(
    private readonly repo: MerchantsRepository,
    private readonly thresholds: MerchantThresholdsService,
    private readonly guarantee: MerchantGuarantee,
    private readonly trading: MerchantTrading,
    private readonly accounts: SupportAccountsService,
    private readonly catalog: CatalogService,
    private readonly audit: AuditService,
    private readonly outbox: OutboxRepository,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async standing(userId: bigint, db: Db = this.repo.pool): Promise<MerchantStandingDto> {
    const user = await this.accounts.get(db, userId);
    const latest = await this.repo.latestOf(db, userId);
    const deposits = latest ? await this.guarantee.deposits(db, latest) : [];
    return {
      thresholds: await this.thresholds.current(db),
      figures: figuresOf(user, this.clock.now()),
      certified: user.certified,
      application: latest ? applicationView(latest, deposits, MERCHANT_GUARANTEE_COIN, user.kycLevel) : null,
    };
  }

  async apply(userId: bigint): Promise<MerchantStandingDto> {
    try {
      await this.runner.run(async (tx) => {
        if (await this.repo.lockHolding(tx, userId)) throw new AppException('MERCHANT_APPLICATION_OPEN');
        const user = await this.accounts.get(tx, userId);
        const thresholds = await this.thresholds.current(tx);
        const now = this.clock.now();
        const figures = figuresOf(user, now);
        const unmet = merchantShortfalls(
          { ...figures, kycAdvanced: user.kycLevel === 'ADVANCED' },
          thresholds,
        );
        if (unmet.length > 0) throw new AppException(REFUSAL[unmet[0]!]);
        if (!user.usdtAddress || !user.chainType) throw new AppException('USDT_ADDRESS_NOT_BOUND');
        const coin = (await this.catalog.coinChains()).find(
          (c) => c.symbol === MERCHANT_GUARANTEE_COIN && c.chain === user.chainType,
        );
        if (!coin) throw new AppException('BALANCE_COIN_UNSUPPORTED');
        const a = await this.repo.insert(tx, {
          userId,
          coinId: coin.coinId,
          chain: user.chainType,
          guaranteeAmount: thresholds.guaranteeAmount,
          completedOrders: figures.completedOrders,
          completionRate: figures.completionRate,
          accountDays: figures.accountDays,
          at: now,
        });
        await this.outbox.append(tx, merchantNotices(a, null, now));
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppException('MERCHANT_APPLICATION_OPEN');
      throw err;
    }
    return this.standing(userId);
  }

  /**
   * The guarantee's deposit step, from the bound USDT address on the application's chain (5034 without
   * one): while AWAITING_DEPOSIT, or APPROVED and owing a top-up; 5054 otherwise, 5053 with no application.
   */
  async deposit(userId: bigint): Promise<DepositDto> {
    return this.runner.run(async (tx) => {
      const a = await this.repo.lockHolding(tx, userId);
      if (!a) throw new AppException('MERCHANT_APPLICATION_NOT_FOUND');
      if (a.status !== 'AWAITING_DEPOSIT' && !(a.status === 'APPROVED' && a.topUpRequired))
        throw new AppException('MERCHANT_APPLICATION_STATE_INVALID');
      const user = await this.accounts.get(tx, userId);
      if (!user.usdtAddress || user.chainType !== a.chain) throw new AppException('USDT_ADDRESS_NOT_BOUND');
      return this.guarantee.open(tx, a, user.usdtAddress);
    });
  }

  async giveUp(userId: bigint): Promise<MerchantStandingDto> {
    await this.runner.run(async (tx) => {
      const a = await this.repo.lockHolding(tx, userId);
      if (!a) throw new AppException('MERCHANT_APPLICATION_NOT_FOUND');
      const merchant = a.status === 'APPROVED' || a.status === 'REVOKED';
      if (merchant && (await this.trading.hasOpenOrders(tx, userId)))
        throw new AppException('OPEN_ORDERS_EXIST');
      const now = this.clock.now();
      if (a.status === 'APPROVED') {
        await this.accounts.setCertified(tx, userId, false);
        await this.trading.fiatAdsOffline(tx, userId);
      }
      const returned = (await this.guarantee.returnAll(tx, a)) ?? '0';
      // A live application is withdrawn; a revoked or refused one keeps its status, its guarantee returned.
      const withdrawn = LIVE_STATUSES.includes(a.status);
      const moved: ApplicationRow = await this.repo.update(
        tx,
        a.id,
        withdrawn ? { status: 'WITHDRAWN', endedAt: now, returnedAt: now } : { returnedAt: now },
        now,
      );
      await this.audit.record(
        {
          userId,
          action: 'MERCHANT_GIVE_UP',
          target: `merchant-application:${a.id}`,
          data: { before: { status: a.status }, after: { status: moved.status }, returned },
        },
        tx,
      );
      await this.outbox.append(tx, merchantNotices(moved, null, now));
    });
    return this.standing(userId);
  }

  /**
   * Whether the trader may post (or put online) a fiat ad as far as certification goes, in the caller's
   * transaction: 5055 while an approved merchant owes a top-up of the guarantee. (The certified flag
   * itself, 5044, is the ads module's check.)
   */
  async assertGuaranteeWhole(tx: Tx, userId: bigint): Promise<void> {
    const a = await this.repo.latestOf(tx, userId);
    if (a?.status === 'APPROVED' && a.topUpRequired) throw new AppException('MERCHANT_GUARANTEE_SHORT');
  }
}
