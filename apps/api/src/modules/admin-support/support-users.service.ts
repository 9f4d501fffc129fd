import { Injectable } from '@nestjs/common';
import {
  looksLikeUserId,
  SUPPORT_SEARCH_LIMIT,
  type AdDto,
  type BalanceDto,
  type CreditRecordPageQueryDto,
  type FundRecordDto,
  type FundRecordQueryDto,
  type MyAdsQueryDto,
  type OrderDto,
  type OrderPageQueryDto,
  type Page,
  type SupportCreditRecordDto,
  type SupportUserDto,
  type SupportUserSummaryDto,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { AdsQueryService } from '../ads/ads-query.service.js';
import { BansService } from '../auth/bans.service.js';
import { CreditService } from '../credit/credit.service.js';
import { BalanceService } from '../escrow/balance.service.js';
import { OrdersQueryService } from '../orders/orders-query.service.js';
import { SupportAccountsService } from '../users/support-accounts.service.js';
import { creditRecordView, summaryView, userView } from './admin-support-views.js';

/** A path id as an account id; anything that is not one names no account (1001). */
export function supportUserId(raw: string): bigint {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('USER_NOT_FOUND');
  return BigInt(id);
}

/**
 * What customer service reads of a trader (issue 13): the accounts a search finds, the trader's facts
 * (KYC level, wallet binding, credit score, certification, bans) and, through their owners' services, the
 * trader's ads, orders (as the trader sees them), credit record, temporary balance and fund records.
 */
@Injectable()
export class SupportUsersService {
  constructor(
    private readonly accounts: SupportAccountsService,
    private readonly bans: BansService,
    private readonly ads: AdsQueryService,
    private readonly orders: OrdersQueryService,
    private readonly credit: CreditService,
    private readonly balances: BalanceService,
    private readonly clock: Clock,
  ) {}

  async search(q: string): Promise<SupportUserSummaryDto[]> {
    const rows = await this.accounts.search(q, looksLikeUserId(q) ? q : null, SUPPORT_SEARCH_LIMIT);
    const active = await this.bans.activeKinds(rows.map((r) => BigInt(r.id)));
    return rows.map((r) => summaryView(r, active.get(r.id) ?? []));
  }

  /** The trader's facts with every ban (newest first); 1001 for no such account. */
  async profile(userId: bigint): Promise<SupportUserDto> {
    const account = await this.accounts.get(null, userId);
    return userView(account, await this.bans.history(userId), this.clock.now());
  }

  async profileOf(rawId: string): Promise<SupportUserDto> {
    return this.profile(supportUserId(rawId));
  }

  async adPage(rawId: string, q: MyAdsQueryDto): Promise<Page<AdDto>> {
    return this.ads.mine(await this.existing(rawId), q);
  }

  async orderPage(rawId: string, q: OrderPageQueryDto): Promise<Page<OrderDto>> {
    return this.orders.page(await this.existing(rawId), q);
  }

  async creditRecords(rawId: string, q: CreditRecordPageQueryDto): Promise<Page<SupportCreditRecordDto>> {
    const records = await this.credit.staffRecords(await this.existing(rawId), q);
    return { ...records, list: records.list.map(creditRecordView) };
  }

  async balance(rawId: string): Promise<BalanceDto> {
    return this.balances.balance(await this.existing(rawId));
  }

  async fundRecords(rawId: string, q: FundRecordQueryDto): Promise<Page<FundRecordDto>> {
    return this.balances.records(await this.existing(rawId), q.type, q.pageNo, q.pageSize);
  }

  /** The account id of an existing account (1001 otherwise), so a wrong id never reads as an empty list. */
  private async existing(rawId: string): Promise<bigint> {
    const userId = supportUserId(rawId);
    await this.accounts.get(null, userId);
    return userId;
  }
}
