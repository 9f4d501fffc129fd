import { Injectable } from '@nestjs/common';
import type { AdDto, CreateAdDto } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { CatalogService, type TradingPair } from '../catalog/catalog.service.js';
import { AUTO_AD_COIN, FiatRulesService } from '../catalog/fiat-rules.service.js';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { UsersService } from '../users/users.service.js';
import { MerchantApplicationsService } from '../merchants/merchant-applications.service.js';
import { NftTradeService } from '../nfts/nft-trade.service.js';
import { adPrice, adQuantities, nftAdPrice } from './ad-rules.js';
import { AdsQueryService } from './ads-query.service.js';
import { AdsRepository } from './ads.repository.js';

/** The credit score an advertiser needs (spec §6 and §9). */
export const AD_MIN_CREDIT_SCORE = 60;

/** The body's payment method ids as row ids; one that cannot be an id names no method (5036). */
function methodIds(raw: readonly string[]): bigint[] {
  return raw.map((id) => {
    const rowId = parseRowId(id);
    if (rowId === null) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
    return BigInt(rowId);
  });
}

const orNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/**
 * `POST /c2c/advert/create` (spec §2, §5, §6; issue 11). The pair must be listed and enabled (5045); the
 * price and quantities follow the pair (5031, 5030, 5032: ad-rules.ts). The advertiser must not be banned
 * from the ad's side (a BUY ad buys: RISK5003; a SELL ad sells: RISK5004), must be ready to trade as the
 * trading guard asks (identity wallet 1015, advanced KYC 4001, nickname 1026, security password 1027),
 * have a credit of 60 or more (5009) and a USDT address bound (5034: the ad's chain, and where a SELL
 * ad's deposit comes from); a fiat quote needs the advertiser's country to trade that currency (5042,
 * issue 24) and a certified merchant (5044) whose guarantee is whole (5055); automatic ads trade USDT only (5043); a fiat price must lie
 * in the country's own range for the pair (5031); every payment method must receive the pair's quote
 * currency, be on-chain for a coin quote and of a kind the country allows for a fiat one (5040). Under a per-user lock: one ad being created at a time (5006), the user's buying and selling ad
 * limits (ads neither cancelled nor deleted: 5019, 5020), and the payment methods, the caller's live ones
 * (5036), locked `for share` so none is edited or deleted under the new ad. A BUY ad is published at
 * once; a SELL ad waits in CREATING for its escrow deposit. Posting an ad turns the advertiser online
 * (accepting orders) unless they ever chose their state themselves (issue 22: new advertisers were hidden).
 */
@Injectable()
export class CreateAdService {
  constructor(
    private readonly repo: AdsRepository,
    private readonly catalog: CatalogService,
    private readonly users: UsersService,
    private readonly methods: PaymentMethodsService,
    private readonly accounts: UserAccountsService,
    private readonly fiat: FiatRulesService,
    private readonly query: AdsQueryService,
    private readonly nfts: NftTradeService,
    private readonly merchants: MerchantApplicationsService,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async create(userId: bigint, dto: CreateAdDto): Promise<AdDto> {
    if (dto.assetKind === 'NFT') return this.createNft(userId, dto);
    const pair = await this.catalog.tradingPair(dto.coinPairId);
    if (!pair || !pair.enabled) throw new AppException('PAIR_UNSUPPORTED');
    const chains = (await this.catalog.coinChains()).filter((c) => c.coinId === pair.coinId);
    const ids = methodIds(dto.paymentMethodIds);
    const price = adPrice(dto, pair);
    const quantities = adQuantities(dto, pair, price.unitPrice);

    const id = await this.runner.run(async (tx) => {
      await this.repo.lockUser(tx, userId);
      const { chain, regionId } = await this.assertMayPost(tx, userId, dto, pair);
      if (!chains.some((c) => c.chain === chain)) throw new AppException('PAIR_UNSUPPORTED');
      await this.fiat.assertCountryPrice(regionId, pair, price.unitPrice);
      if (await this.repo.hasCreating(tx, userId)) throw new AppException('AD_BEING_CREATED');
      const methods = await this.methods.lockForUse(tx, userId, ids);
      await this.fiat.assertMethodsFit(regionId, pair, methods);
      const adId = await this.repo.insert(tx, {
        userId,
        type: dto.type,
        mode: dto.mode,
        asset: { coinId: pair.coinId, coinPairId: pair.id },
        chain,
        quoteCurrency: pair.quote,
        priceType: dto.priceType,
        ...price,
        ...quantities,
        notes: orNull(dto.notes),
        payMinutes: dto.payMinutes ?? pair.payMinutes,
        minCredit: dto.minCredit ?? 0,
        minCompletedOrders: dto.minCompletedOrders ?? 0,
        minRegisteredDays: dto.minRegisteredDays ?? 0,
        paymentKinds: [...new Set(methods.map((m) => m.kind))],
        regionId,
        status: dto.type === 'BUY' ? 'PUBLISHED' : 'CREATING',
        at: this.clock.now(),
      });
      await this.repo.linkPaymentMethods(tx, adId, ids);
      await this.users.goOnlineForAd(tx, userId);
      return adId;
    });
    return this.query.viewOf(id, userId);
  }

  /**
   * An NFT ad (issue 23; spec §6: sales only): a BUY answers 5047 first. The price is fixed, in the named
   * pair's quote currency at its price scale (5031; the pair's per-coin price range does not apply to an
   * item), the quantity 1 (anything else, or per-order limits, 5030), manual only (automatic ads trade
   * USDT: 5043). The coin ads' rules then apply (5045, bans, readiness, credit, 5034, 5044, 5020, 5006,
   * 5036); the item must be one of an enabled album (5046) that the index shows at the advertiser's bound
   * address on the album's chain and that escrow does not hold (5048). It waits in CREATING for its deposit.
   */
  private async createNft(userId: bigint, dto: CreateAdDto): Promise<AdDto> {
    if (dto.type !== 'SELL') throw new AppException('NFT_SELL_ONLY');
    const pair = await this.catalog.tradingPair(dto.coinPairId);
    if (!pair || !pair.enabled) throw new AppException('PAIR_UNSUPPORTED');
    const ids = methodIds(dto.paymentMethodIds);
    const unitPrice = nftAdPrice(dto, pair);
    const id = await this.runner.run(async (tx) => {
      await this.repo.lockUser(tx, userId);
      const { chain, regionId, address } = await this.assertMayPost(tx, userId, dto, pair);
      if (await this.repo.hasCreating(tx, userId)) throw new AppException('AD_BEING_CREATED');
      const item = await this.nfts.sellable(tx, dto.nftAlbumId!, dto.nftItemId!, address);
      if (item.chain !== chain) throw new AppException('USDT_ADDRESS_NOT_BOUND');
      const methods = await this.methods.lockForUse(tx, userId, ids);
      // The buyer pays in the pair's quote currency: the methods must receive it (issue 24: 5040).
      await this.fiat.assertMethodsFit(regionId, pair, methods);
      const adId = await this.repo.insert(tx, {
        userId,
        type: 'SELL',
        mode: 'MANUAL',
        asset: { nftAlbumId: item.albumId, nftItemId: item.itemId },
        chain,
        quoteCurrency: pair.quote,
        priceType: 'FIXED',
        unitPrice,
        priceMargin: null,
        totalQuantity: '1',
        minQuantity: null,
        maxQuantity: null,
        minAmount: null,
        maxAmount: null,
        notes: orNull(dto.notes),
        payMinutes: dto.payMinutes ?? pair.payMinutes,
        minCredit: dto.minCredit ?? 0,
        minCompletedOrders: dto.minCompletedOrders ?? 0,
        minRegisteredDays: dto.minRegisteredDays ?? 0,
        paymentKinds: [...new Set(methods.map((m) => m.kind))],
        regionId,
        status: 'CREATING',
        at: this.clock.now(),
      });
      await this.repo.linkPaymentMethods(tx, adId, ids);
      await this.users.goOnlineForAd(tx, userId);
      return adId;
    });
    return this.query.viewOf(id, userId);
  }

  /**
   * The advertiser's side, readiness, credit, address, merchant status and ad limit; their chain, bound
   * address and region.
   */
  private async assertMayPost(
    tx: Tx,
    userId: bigint,
    dto: CreateAdDto,
    pair: TradingPair,
  ): Promise<{ chain: 'ERC20' | 'TRC20'; address: string; regionId: string | null }> {
    const advertiser = await this.repo.advertiser(tx, userId);
    if (!advertiser) throw new AppException('USER_NOT_FOUND');
    const account = await this.users.adAccount(tx, userId);
    // The region is held until commit: a region change waits, then finds this fiat ad (issue 24).
    const { regionId } = await this.accounts.holdRegion(tx, userId);
    if (dto.type === 'BUY' ? advertiser.buyBanned : advertiser.sellBanned)
      throw new AppException(dto.type === 'BUY' ? 'C2C_BUY_BANNED' : 'C2C_SELL_BANNED');
    if (!account.walletAddress) throw new AppException('IDENTITY_WALLET_NOT_BOUND');
    if (account.kycLevel !== 'ADVANCED') throw new AppException('ADVANCED_KYC_REQUIRED');
    if (!advertiser.nickname) throw new AppException('NICKNAME_NOT_SET');
    if (!account.hasSecurityPassword) throw new AppException('SECURITY_PASSWORD_NOT_SET');
    if (advertiser.creditScore < AD_MIN_CREDIT_SCORE) throw new AppException('CREDIT_TOO_LOW');
    if (!account.usdtAddress || !account.chainType) throw new AppException('USDT_ADDRESS_NOT_BOUND');
    await this.fiat.assertPairOpen(regionId, pair);
    if (pair.quoteKind === 'FIAT' && !advertiser.certified)
      throw new AppException('CERTIFIED_MERCHANT_REQUIRED');
    // A merchant whose guarantee paid a compensation tops it up first (issue 24: 5055).
    if (pair.quoteKind === 'FIAT') await this.merchants.assertGuaranteeWhole(tx, userId);
    if (dto.mode === 'AUTO' && (pair.coin !== AUTO_AD_COIN || dto.assetKind === 'NFT'))
      throw new AppException('AUTO_AD_USDT_ONLY');
    const limit = dto.type === 'BUY' ? account.buyAdLimit : account.sellAdLimit;
    if ((await this.repo.countOpen(tx, userId, dto.type)) >= limit)
      throw new AppException(dto.type === 'BUY' ? 'BUY_AD_LIMIT_EXCEEDED' : 'SELL_AD_LIMIT_EXCEEDED');
    return { chain: account.chainType, address: account.usdtAddress, regionId };
  }
}
