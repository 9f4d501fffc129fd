// Small tests of the ad rules (spec §4, §5, §6; issue 11; issue 21): CreateAdService and
// AdLifecycleService on fakes and a FakeClock. Posting: the pair (5045), the advertiser's side, readiness,
// credit (5009), one ad being created at a time (5006), the ad limits (5019, 5020), automatic ads (5043),
// fiat quotes (5044); price and amount ranges (5031, 5030, 5032). After posting: a SELL ad's deposit
// expires DEPOSIT_TTL_MINUTES after the clock's now; cancel, delete and online refusals (5000, 5007, 5025,
// 5034). Every refusal writes nothing.
import type { CreateAdDto } from '@p2p/contracts';
import { FakeClock } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../../../src/core/config/config.js';
import { OutboxRepository } from '../../../src/core/outbox/outbox.repository.js';
import { AdLifecycleService } from '../../../src/modules/ads/ad-lifecycle.service.js';
import { AdOrders } from '../../../src/modules/ads/ad-orders.js';
import {
  type AdvertiserRow,
  AdsRepository,
  type LockedAd,
  type NewAd,
} from '../../../src/modules/ads/ads.repository.js';
import { CreateAdService } from '../../../src/modules/ads/create-ad.service.js';
import { CatalogService, type TradingPair } from '../../../src/modules/catalog/catalog.service.js';
import { EscrowService } from '../../../src/modules/escrow/escrow.service.js';
import { PaymentMethodsService } from '../../../src/modules/payment-methods/payment-methods.service.js';
import { UserAccountsService } from '../../../src/modules/users/user-accounts.service.js';
import { UsersService } from '../../../src/modules/users/users.service.js';
import type { AdAccountRow } from '../../../src/modules/users/users.repository.js';
import { newTestService } from '../../support/small.js';

describe('small/ads/ad-rules', () => {
  const NOW = '2026-06-01T12:00:00.000Z';
  const ME = 7n;

  const PAIR: TradingPair = {
    id: 1,
    coinId: 1,
    coin: 'USDT',
    coinAssetScale: 6,
    quote: 'MEC',
    quoteKind: 'COIN',
    minPrice: '0.5',
    maxPrice: '2',
    minQuantity: '10',
    maxQuantity: '100000',
    referencePrice: '1',
    payMinutes: 15,
    priceScale: 4,
    quantityScale: 2,
    enabled: true,
  };

  const ADVERTISER = {
    userId: String(ME),
    nickname: 'alice',
    regionId: null,
    certified: false,
    creditScore: 100,
    buyBanned: false,
    sellBanned: false,
  } as unknown as AdvertiserRow;

  const ACCOUNT: AdAccountRow = {
    walletAddress: '0xidentity',
    kycLevel: 'ADVANCED',
    hasSecurityPassword: true,
    chainType: 'ERC20',
    usdtAddress: '0xpayout',
    buyAdLimit: 5,
    sellAdLimit: 5,
  };

  const dto = (over: Partial<CreateAdDto> = {}): CreateAdDto =>
    ({
      type: 'BUY',
      mode: 'MANUAL',
      coinPairId: 1,
      priceType: 'FIXED',
      unitPrice: '1.05',
      totalQuantity: '100',
      paymentMethodIds: ['11'],
      ...over,
    }) as CreateAdDto;

  /** The ads table as far as posting goes: the inserts, the open ads and the one being created. */
  class FakeAds {
    readonly inserted: NewAd[] = [];
    open = 0;
    creating = false;
    profile: AdvertiserRow = { ...ADVERTISER };

    async lockUser(): Promise<void> {}
    async advertiser(): Promise<AdvertiserRow> {
      return this.profile;
    }
    async countOpen(): Promise<number> {
      return this.open;
    }
    async hasCreating(): Promise<boolean> {
      return this.creating;
    }
    async insert(_tx: unknown, ad: NewAd): Promise<string> {
      this.inserted.push(ad);
      return String(100 + this.inserted.length);
    }
    async linkPaymentMethods(): Promise<void> {}
  }

  async function poster(opts: { pair?: Partial<TradingPair>; account?: Partial<AdAccountRow> } = {}) {
    const ads = new FakeAds();
    const pair = { ...PAIR, ...opts.pair };
    const account = { ...ACCOUNT, ...opts.account };
    const t = await newTestService(
      CreateAdService,
      [
        [AdsRepository, ads],
        [
          CatalogService,
          {
            tradingPair: async (id: number) => (id === pair.id ? pair : null),
            coinChains: async () => [{ coinId: 1, chain: 'ERC20' }],
          },
        ],
      ],
      new FakeClock(NOW),
    );
    t.get(UsersService).adAccount.mockResolvedValue(account);
    t.get(UserAccountsService).holdRegion.mockResolvedValue({ regionId: null, certified: false });
    t.get(PaymentMethodsService).lockForUse.mockResolvedValue([
      { id: 11n, userId: ME, kind: 'USDT_ADDRESS', name: 'a', currency: 'MEC' },
    ]);
    const refused = async (body: CreateAdDto, code: string) => {
      await expect(t.sut.create(ME, body)).rejects.toMatchObject({ code });
      expect(ads.inserted).toEqual([]);
    };
    return { ...t, ads, refused };
  }

  describe('posting an ad (spec §5, §6)', () => {
    it('publishes a BUY ad at once and starts a SELL ad CREATING, each stamped with the clock', async () => {
      const { sut, ads } = await poster();
      await sut.create(ME, dto());
      await sut.create(ME, dto({ type: 'SELL' }));
      expect(ads.inserted.map((a) => [a.type, a.status, a.at.toISOString()])).toEqual([
        ['BUY', 'PUBLISHED', NOW],
        ['SELL', 'CREATING', NOW],
      ]);
      expect(ads.inserted[0]).toMatchObject({ unitPrice: '1.05', totalQuantity: '100', payMinutes: 15 });
    });

    it('refuses a pair that does not exist or is disabled (5045)', async () => {
      await (await poster()).refused(dto({ coinPairId: 2 }), '5045');
      await (await poster({ pair: { enabled: false } })).refused(dto(), '5045');
    });

    it('refuses a credit of 59 (5009) and accepts exactly 60', async () => {
      const p = await poster();
      p.ads.profile = { ...ADVERTISER, creditScore: 59 };
      await p.refused(dto(), '5009');
      p.ads.profile = { ...ADVERTISER, creditScore: 60 };
      await p.sut.create(ME, dto());
      expect(p.ads.inserted).toHaveLength(1);
    });

    it('refuses a second ad while one is being created (5006)', async () => {
      const p = await poster();
      p.ads.creating = true;
      await p.refused(dto(), '5006');
    });

    it('refuses the 6th open BUY ad (5019) and the 6th open SELL ad (5020); the 5th is accepted', async () => {
      const p = await poster();
      p.ads.open = 5;
      await p.refused(dto(), '5019');
      await p.refused(dto({ type: 'SELL' }), '5020');
      p.ads.open = 4;
      await p.sut.create(ME, dto());
      expect(p.ads.inserted).toHaveLength(1);
    });

    it('refuses the side the advertiser is banned from (RISK5003 buying, RISK5004 selling)', async () => {
      const p = await poster();
      p.ads.profile = { ...ADVERTISER, buyBanned: true, sellBanned: true };
      await p.refused(dto({ type: 'BUY' }), 'RISK5003');
      await p.refused(dto({ type: 'SELL' }), 'RISK5004');
    });

    it('refuses an automatic ad on a coin other than USDT (5043), a fiat quote without certification (5044)', async () => {
      await (await poster({ pair: { coin: 'MEC' } })).refused(dto({ mode: 'AUTO' }), '5043');
      await (await poster({ pair: { quoteKind: 'FIAT' } })).refused(dto(), '5044');
    });

    it('refuses a trader with no USDT address bound (5034)', async () => {
      await (await poster({ account: { usdtAddress: null } })).refused(dto(), '5034');
    });
  });

  describe('price and amount ranges of an ad (spec §5: 5031, 5030, 5032)', () => {
    it("refuses a fixed price outside the pair's range, bounds accepted (5031)", async () => {
      const p = await poster();
      await p.refused(dto({ unitPrice: '0.4999' }), '5031');
      await p.refused(dto({ unitPrice: '2.0001' }), '5031');
      await p.refused(dto({ unitPrice: '1.00001' }), '5031'); // finer than the price scale 4
      await p.sut.create(ME, dto({ unitPrice: '0.5' }));
      await p.sut.create(ME, dto({ unitPrice: '2' }));
      expect(p.ads.inserted).toHaveLength(2);
    });

    it("refuses a total outside the pair's quantity range or finer than its scale (5030)", async () => {
      const p = await poster();
      await p.refused(dto({ totalQuantity: '9.99' }), '5030');
      await p.refused(dto({ totalQuantity: '100000.01' }), '5030');
      await p.refused(dto({ totalQuantity: '50.001' }), '5030');
      await p.sut.create(ME, dto({ totalQuantity: '10' }));
      expect(p.ads.inserted).toHaveLength(1);
    });

    it('refuses a per-order minimum above its maximum (5032), and limits beyond the total or its worth (5030)', async () => {
      const p = await poster();
      await p.refused(dto({ minQuantity: '20', maxQuantity: '10' }), '5032');
      await p.refused(dto({ minAmount: '30', maxAmount: '20' }), '5032');
      await p.refused(dto({ maxQuantity: '100.01' }), '5030');
      // 100 at 1.05 is worth 105: a minimum amount above it could never be ordered.
      await p.refused(dto({ minAmount: '105.01' }), '5030');
      await p.sut.create(ME, dto({ minAmount: '105', maxQuantity: '100' }));
      expect(p.ads.inserted).toHaveLength(1);
    });
  });

  /** A call's arguments after its transaction (the FakeRunner's FAKE_TX, which refuses to be inspected). */
  const afterTx = (args: readonly unknown[]): unknown[] => args.slice(1);

  const CONFIG = { chains: { depositTtlMinutes: 30 } } as AppConfig;

  const locked = (over: Partial<LockedAd> = {}): LockedAd => ({
    id: '101',
    userId: String(ME),
    type: 'SELL',
    status: 'CREATING',
    online: true,
    assetKind: 'COIN',
    coinId: 1,
    nftItemId: null,
    chain: 'ERC20',
    totalQuantity: '100',
    remainingQuantity: '100',
    ...over,
  });

  async function lifecycle(ad: LockedAd, opts: { orders?: number; account?: Partial<AdAccountRow> } = {}) {
    const t = await newTestService(AdLifecycleService, [[APP_CONFIG, CONFIG]], new FakeClock(NOW));
    const repo = t.get(AdsRepository);
    repo.lock.mockResolvedValue(ad);
    repo.byId.mockResolvedValue({ ...ad, userId: ad.userId } as never);
    t.get(AdOrders).of.mockResolvedValue(opts.orders ?? 0);
    t.get(UsersService).adAccount.mockResolvedValue({ ...ACCOUNT, ...opts.account });
    t.get(EscrowService).depositIds.mockResolvedValue(new Map());
    t.get(OutboxRepository).append.mockResolvedValue([]);
    return { ...t, repo, escrow: t.get(EscrowService) };
  }

  describe("an ad's deposit (spec §4; ADR 0012)", () => {
    it('opens the deposit of the total quantity from the bound address, expiring DEPOSIT_TTL_MINUTES after the clock', async () => {
      const { sut, escrow } = await lifecycle(locked());
      await sut.deposit(ME, '101');
      expect(escrow.openDeposit.mock.calls.map(afterTx)).toEqual([
        [
          {
            userId: ME,
            purpose: 'AD',
            refId: '101',
            chain: 'ERC20',
            asset: { coinId: 1, amount: '100' },
            fromAddress: '0xpayout',
            expiresAt: new Date('2026-06-01T12:30:00.000Z'),
            adId: 101n,
          },
        ],
      ]);
    });

    it('answers a deposit only for a SELL ad being created (5025), with an address on its chain (5034)', async () => {
      for (const ad of [locked({ type: 'BUY' }), locked({ status: 'PUBLISHED' })]) {
        const { sut, escrow } = await lifecycle(ad);
        await expect(sut.deposit(ME, '101')).rejects.toMatchObject({ code: '5025' });
        expect(escrow.openDeposit).not.toHaveBeenCalled();
      }
      const other = await lifecycle(locked(), { account: { chainType: 'TRC20' } });
      await expect(other.sut.deposit(ME, '101')).rejects.toMatchObject({ code: '5034' });
    });

    it("answers 5000 for another trader's ad and for a deleted one, as for a missing ad", async () => {
      for (const ad of [locked({ userId: '8' }), locked({ status: 'DELETED' })]) {
        const { sut, escrow } = await lifecycle(ad);
        await expect(sut.deposit(ME, '101')).rejects.toMatchObject({ code: '5000' });
        expect(escrow.openDeposit).not.toHaveBeenCalled();
      }
    });
  });

  describe('cancelling, deleting and the online switch (spec §4: 5007, 5025)', () => {
    it('cancels a published BUY ad with no active order, stamped with the clock; refuses one with active orders (5007)', async () => {
      const ok = await lifecycle(locked({ type: 'BUY', status: 'PUBLISHED' }));
      ok.get(AdsRepository).byId.mockResolvedValue({ userId: String(ME), type: 'BUY' } as never);
      await ok.sut.cancel(ME, '101');
      expect(ok.repo.cancel.mock.calls.map(afterTx)).toEqual([['101', new Date(NOW)]]);

      const busy = await lifecycle(locked({ type: 'BUY', status: 'PUBLISHED' }), { orders: 1 });
      busy.get(AdsRepository).byId.mockResolvedValue({ userId: String(ME), type: 'BUY' } as never);
      await expect(busy.sut.cancel(ME, '101')).rejects.toMatchObject({ code: '5007' });
      expect(busy.repo.cancel).not.toHaveBeenCalled();
    });

    it('refuses to cancel an ad already cancelled (5025)', async () => {
      const t = await lifecycle(locked({ type: 'BUY', status: 'CANCELLED' }));
      t.get(AdsRepository).byId.mockResolvedValue({ userId: String(ME), type: 'BUY' } as never);
      await expect(t.sut.cancel(ME, '101')).rejects.toMatchObject({ code: '5025' });
    });

    it('deletes only a cancelled ad (5025 otherwise, 5007 with active orders), stamped with the clock', async () => {
      const ok = await lifecycle(locked({ status: 'CANCELLED' }));
      await ok.sut.remove(ME, '101');
      expect(ok.repo.markDeleted.mock.calls.map(afterTx)).toEqual([['101', new Date(NOW)]]);
      const published = await lifecycle(locked({ status: 'PUBLISHED' }));
      await expect(published.sut.remove(ME, '101')).rejects.toMatchObject({ code: '5025' });
      const busy = await lifecycle(locked({ status: 'CANCELLED' }), { orders: 2 });
      await expect(busy.sut.remove(ME, '101')).rejects.toMatchObject({ code: '5007' });
      expect(published.repo.markDeleted).not.toHaveBeenCalled();
      expect(busy.repo.markDeleted).not.toHaveBeenCalled();
    });

    it('switches only a published ad online or offline (5025 otherwise)', async () => {
      const creating = await lifecycle(locked());
      await expect(creating.sut.setOnline(ME, '101', true)).rejects.toMatchObject({ code: '5025' });
      expect(creating.repo.setOnline).not.toHaveBeenCalled();
      const published = await lifecycle(locked({ status: 'PUBLISHED' }));
      await published.sut.setOnline(ME, '101', false);
      expect(published.repo.setOnline.mock.calls.map(afterTx)).toEqual([['101', false]]);
    });
  });
});
