// NFT trading on the local chain (issue 23, spec §4, §6, §8): an NFT ad published when escrow credits its
// item (paid by the wallet simulator through the deposit's safeTransferFrom link), the market's NFT cards,
// an order released to the buyer's address on chain with its sale linked to the item's record, an order
// cancelled and the ad cancelled with the item returned, a wrong item returned and the creation cancelled,
// 5046/5047/5048, two buyers racing for one item, and another trader refused on each private call.
import {
  SECURITY_PASSWORD,
  type ChainSuite,
  readyTrader,
  startChainSuite,
} from '../support/escrow-fixtures.js';
import { methodOf, newPair } from '../ads/ads-fixtures.js';
import { dropTestCountries, fiatPair, refreshReference, testCountry } from '../ads/fiat-fixtures.js';
import { untilStatus } from '../orders/order-fixtures.js';
import { addAlbum, adminToken, deployCollection } from './nft-fixtures.js';
import {
  getJson,
  type Holder,
  type NftMarket,
  nftAdBody,
  nftMarket,
  postJson,
} from './nft-trade-fixtures.js';

describe('nfts/nft-trade', () => {
  let suite: ChainSuite;
  let market: NftMarket;
  let pairId: number;
  let pairQuote: string;

  beforeAll(async () => {
    suite = await startChainSuite();
    ({ id: pairId, quote: pairQuote } = await newPair(suite.api, 'MEC'));
    await suite.round();
    market = await nftMarket(suite);
  }, 120_000);
  afterAll(async () => {
    await dropTestCountries(suite.api);
    await suite.close();
  });

  const post = (t: { token: string }, path: string, body: object = {}) => postJson(suite, t, path, body);
  const get = (t: { token: string }, path: string) => getJson(suite, t, path);

  /** `t`'s NFT ad of its item, created (CREATING) with its deposit opened. */
  async function nftAd(t: Holder, price = '25') {
    const method = await methodOf(suite.api, t.userId, pairQuote);
    const body = nftAdBody(pairId, market.albumId, t.itemId, [method], { unitPrice: price });
    const ad = await post(t, '/c2c/advert/create', body).expect(200);
    const deposit = await post(t, `/c2c/advert/deposit/${ad.body.data.id}`).expect(200);
    return { id: ad.body.data.id as string, method, ad: ad.body.data, deposit: deposit.body.data };
  }

  /** `t`'s NFT ad published: its item paid into escrow by the wallet simulator and credited. */
  async function publishedNftAd(t: Holder, price = '25') {
    const made = await nftAd(t, price);
    await market.payDeposit(t, made.deposit.paymentLink as string);
    await suite.mineAndRound(3);
    expect(await market.adStatus(made.id, 'PUBLISHED')).toBe('PUBLISHED');
    return made;
  }

  const order = (t: { token: string }, adId: string, method: string, price = '25') =>
    post(t, '/c2c/deal/order', { adId, quantity: '1', unitPrice: price, paymentMethodId: method });

  describe('an NFT ad', () => {
    it('is published when escrow credits its item, paid by the wallet simulator through the safeTransferFrom link; in_escrow set; listed under the market NFT tab with its card; the NFT pages show its listed price and the album floor until it is cancelled', async () => {
      const seller = await market.holder();
      const { id, ad, deposit } = await nftAd(seller);
      expect(ad).toMatchObject({
        assetKind: 'NFT',
        type: 'SELL',
        status: 'CREATING',
        coinPairId: null,
        coin: null,
        totalQuantity: '1',
        unitPrice: '25',
        nft: { itemId: seller.itemId, albumId: String(market.albumId), tokenId: String(seller.nftTokenId) },
      });
      const escrow = suite.deployment.escrow.address;
      expect(deposit).toMatchObject({ amount: '1', nftTokenId: String(seller.nftTokenId), status: 'OPEN' });
      // safeTransferFrom(holder, escrow, tokenId), EIP-681.
      expect(deposit.paymentLink).toBe(
        `ethereum:${suite.deployment.tokens.NFT.address}@${suite.deployment.chainId}/safeTransferFrom?` +
          `address=${seller.wallet.address}&address=${escrow}&uint256=${seller.nftTokenId}`,
      );
      await market.payDeposit(seller, deposit.paymentLink as string);
      await suite.mineAndRound(3);
      expect(await market.adStatus(id, 'PUBLISHED')).toBe('PUBLISHED');
      expect(await market.ownerOf(seller.nftTokenId)).toBe(escrow);
      expect((await market.item(seller.itemId)).inEscrow).toBe(true);

      const viewer = await readyTrader(suite);
      // The NFT pages show the listing: the item's price and the album's floor (the lowest listed price).
      expect((await get(viewer, `/c2c/nft/item/${seller.itemId}`).expect(200)).body.data.price).toBe('25');
      const album = await get(viewer, `/c2c/nft/album/${market.albumId}?pageSize=100`).expect(200);
      expect(album.body.data.album.floorPrice).not.toBeNull();
      expect(Number(album.body.data.album.floorPrice)).toBeLessThanOrEqual(25);
      const listed = album.body.data.items.list.find((i: { id: string }) => i.id === seller.itemId);
      expect(listed.price).toBe('25');
      const nfts = await get(viewer, `/c2c/advert/page?type=SELL&assetKind=NFT&pageSize=50`).expect(200);
      const card = nfts.body.data.list.find((a: { id: string }) => a.id === id);
      expect(card).toMatchObject({
        assetKind: 'NFT',
        unitPrice: '25',
        nft: { itemId: seller.itemId, albumName: expect.any(String), tokenId: String(seller.nftTokenId) },
      });
      const albumTab = await get(
        viewer,
        `/c2c/advert/page?type=SELL&assetKind=NFT&nftAlbumId=${market.albumId}&pageSize=50`,
      ).expect(200);
      expect(albumTab.body.data.list.map((a: { id: string }) => a.id)).toContain(id);
      // The coin market does not list it; an unknown album's tab is 5046.
      const coins = await get(viewer, `/c2c/advert/page?type=SELL&pageSize=50`).expect(200);
      expect(coins.body.data.list.map((a: { id: string }) => a.id)).not.toContain(id);
      expect(
        (await get(viewer, `/c2c/advert/page?type=SELL&assetKind=NFT&nftAlbumId=999999`).expect(404)).body
          .code,
      ).toBe('5046');
      await post(seller, `/c2c/advert/cancel/${id}`).expect(200);
      // Cancelled, it is no longer listed.
      expect((await get(viewer, `/c2c/nft/item/${seller.itemId}`).expect(200)).body.data.price).toBeNull();
    });

    it('an order for quantity 1 at the ad price is released to the buyer: the item at their address on chain (ownerOf), the settling record linked with the price (average price), in_escrow cleared; another quantity is 5005', async () => {
      const seller = await market.holder();
      const buyer = await readyTrader(suite);
      const { id: adId, method } = await publishedNftAd(seller, '40');
      const two = await post(buyer, '/c2c/deal/order', {
        adId,
        quantity: '2',
        unitPrice: '40',
        paymentMethodId: method,
      }).expect(400);
      expect(two.body.code).toBe('5005');
      const placed = await order(buyer, adId, method, '40').expect(200);
      const id = placed.body.data.id as string;
      expect(placed.body.data).toMatchObject({
        assetKind: 'NFT',
        coin: null,
        nft: { itemId: seller.itemId, tokenId: String(seller.nftTokenId) },
        quantity: '1',
        unitPrice: '40',
        amount: '40',
      });
      await post(seller, `/c2c/deal/order/take/${id}`).expect(200);
      await post(buyer, `/c2c/deal/order/pay/${id}`).expect(200);
      await post(seller, `/c2c/deal/order/confirm/${id}?securityCode=${SECURITY_PASSWORD}`).expect(200);
      const release = await suite.api.prisma.payout.findUniqueOrThrow({
        where: { ref: `order:${id}:release` },
      });
      expect(release).toMatchObject({ kind: 'RELEASE', toAddress: buyer.wallet.address });
      expect(release.tokenId?.toFixed()).toBe(String(seller.nftTokenId));
      await suite.round(); // sends the release
      await suite.mineAndRound(3);
      expect(await untilStatus(suite.api, id, 'COMPLETED')).toBe('COMPLETED');
      expect(await market.ownerOf(seller.nftTokenId)).toBe(buyer.wallet.address);
      expect(await market.item(seller.itemId)).toEqual({
        inEscrow: false,
        holderAddress: buyer.wallet.address,
      });

      const sold = await suite.api.prisma.nftTransferRecord.findFirstOrThrow({
        where: { nftItemId: BigInt(seller.itemId), orderId: BigInt(id) },
      });
      expect(sold.price?.toFixed()).toBe('40');
      expect(sold.toAddress).toBe(buyer.wallet.address);
      const detail = await get(buyer, `/c2c/nft/item/${seller.itemId}`).expect(200);
      expect(detail.body.data.averagePrice).toBe('40');
      // The ad sold its one item: nothing remains.
      const ad = await suite.api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(adId) } });
      expect(ad.remainingQuantity.toFixed()).toBe('0');
    });

    it('two buyers racing for one item get one order; the other answers 5004 (no quantity left)', async () => {
      const seller = await market.holder();
      const { id: adId, method } = await publishedNftAd(seller);
      const buyers = await Promise.all([readyTrader(suite), readyTrader(suite)]);
      const answers = await Promise.all(buyers.map((b) => order(b, adId, method)));
      expect(answers.map((r) => r.body.code).sort()).toEqual(['200', '5004']);
      expect(await suite.api.prisma.order.count({ where: { adId: BigInt(adId) } })).toBe(1);
    });

    it('an order cancelled gives the item back to the ad (remaining 1, still in escrow); cancelling the ad returns it to the seller on chain (RETURN), in_escrow cleared', async () => {
      const seller = await market.holder();
      const buyer = await readyTrader(suite);
      const { id: adId, method } = await publishedNftAd(seller);
      const id = (await order(buyer, adId, method).expect(200)).body.data.id as string;
      await post(buyer, `/c2c/deal/order/cancel/${id}`).expect(200);
      const ad = await suite.api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(adId) } });
      expect({ status: ad.status, remaining: ad.remainingQuantity.toFixed() }).toEqual({
        status: 'PUBLISHED',
        remaining: '1',
      });
      expect((await market.item(seller.itemId)).inEscrow).toBe(true);

      await post(seller, `/c2c/advert/cancel/${adId}`).expect(200);
      const payout = await suite.api.prisma.payout.findUniqueOrThrow({ where: { ref: `ad:${adId}:return` } });
      expect(payout).toMatchObject({ kind: 'RETURN', toAddress: seller.wallet.address });
      expect(payout.tokenId?.toFixed()).toBe(String(seller.nftTokenId));
      await suite.round();
      await suite.mineAndRound(3);
      await market.adStatus(adId, 'CANCELLED');
      expect(await market.ownerOf(seller.nftTokenId)).toBe(seller.wallet.address);
      expect((await market.item(seller.itemId, false)).inEscrow).toBe(false);
    });

    it('a wrong item deposited (another token of the collection) is returned and cancels the creation (spec §4), with a RETURN fund record', async () => {
      const seller = await market.holder();
      const other = await market.another(seller);
      const { id, deposit } = await nftAd(seller);
      await market.send(seller, other.tokenId);
      await suite.mineAndRound(3);
      expect(await market.adStatus(id, 'CANCELLED')).toBe('CANCELLED');
      expect((await get(seller, `/deposit/${deposit.id}`).expect(200)).body.data.status).toBe('CANCELLED');
      const returned = await suite.api.prisma.payout.findFirstOrThrow({
        where: { kind: 'RETURN', tokenId: String(other.tokenId), toAddress: seller.wallet.address },
      });
      expect(returned.fundRecordId).not.toBeNull();
      const record = await suite.api.prisma.fundRecord.findUniqueOrThrow({
        where: { id: returned.fundRecordId! },
      });
      expect(record).toMatchObject({ userId: seller.userId, type: 'RETURN' });
      await suite.round();
      await suite.mineAndRound(3);
      expect(await market.ownerOf(other.tokenId)).toBe(seller.wallet.address);
      // The item the ad named never left the seller.
      expect(await market.ownerOf(seller.nftTokenId)).toBe(seller.wallet.address);
    });
  });

  describe('another collection', () => {
    it("an item of another album's collection sent for the ad is returned and cancels the creation (spec §4)", async () => {
      const collection = await deployCollection(suite);
      await addAlbum(suite.api, await adminToken(suite.api), collection.address, { name: 'Second album' });
      const seller = await market.holder();
      const minted = await collection.mint(seller.wallet.address);
      const { id, deposit } = await nftAd(seller);
      await collection.transfer(seller.wallet, suite.deployment.escrow.address, minted.tokenId);
      await suite.mineAndRound(3);
      expect(await market.adStatus(id, 'CANCELLED')).toBe('CANCELLED');
      expect((await get(seller, `/deposit/${deposit.id}`).expect(200)).body.data.status).toBe('CANCELLED');
      const returned = await suite.api.prisma.payout.findFirstOrThrow({
        where: { kind: 'RETURN', tokenAddress: collection.address, tokenId: String(minted.tokenId) },
      });
      expect(returned).toMatchObject({ toAddress: seller.wallet.address });
      expect(returned.fundRecordId).not.toBeNull();
      await suite.round();
      await suite.mineAndRound(3);
      expect((await suite.api.prisma.payout.findUniqueOrThrow({ where: { id: returned.id } })).status).toBe(
        'CONFIRMED',
      );
    });
  });

  describe('NFT ad refusals', () => {
    it('5047: an NFT BUY ad (NFT ads are sales only)', async () => {
      const t = await market.holder();
      const method = await methodOf(suite.api, t.userId, pairQuote);
      const res = await post(
        t,
        '/c2c/advert/create',
        nftAdBody(pairId, market.albumId, t.itemId, [method], { type: 'BUY' }),
      ).expect(400);
      expect(res.body.code).toBe('5047');
    });

    it('5046: an unknown album, and a disabled one', async () => {
      const t = await market.holder();
      const method = await methodOf(suite.api, t.userId, pairQuote);
      const unknown = await post(t, '/c2c/advert/create', nftAdBody(pairId, 999999, t.itemId, [method]));
      expect([unknown.status, unknown.body.code]).toEqual([404, '5046']);
      await suite.api.prisma.nftAlbum.update({ where: { id: market.albumId }, data: { enabled: false } });
      try {
        const disabled = await post(
          t,
          '/c2c/advert/create',
          nftAdBody(pairId, market.albumId, t.itemId, [method]),
        );
        expect([disabled.status, disabled.body.code]).toEqual([404, '5046']);
      } finally {
        await suite.api.prisma.nftAlbum.update({ where: { id: market.albumId }, data: { enabled: true } });
      }
    });

    it("5048: an item not held at the trader's bound address (another's), an unknown item, one already in escrow", async () => {
      const t = await market.holder();
      const someone = await market.holder();
      const method = await methodOf(suite.api, t.userId, pairQuote);
      const create = (itemId: string) =>
        post(t, '/c2c/advert/create', nftAdBody(pairId, market.albumId, itemId, [method]));
      const others = await create(someone.itemId);
      expect([others.status, others.body.code]).toEqual([404, '5048']);
      const unknown = await create('987654321');
      expect([unknown.status, unknown.body.code]).toEqual([404, '5048']);
      // Published, the item is in escrow: it cannot be listed again.
      const { id } = await publishedNftAd(someone);
      const method2 = await methodOf(suite.api, someone.userId, pairQuote);
      const again = await post(
        someone,
        '/c2c/advert/create',
        nftAdBody(pairId, market.albumId, someone.itemId, [method2]),
      );
      expect([again.status, again.body.code]).toEqual([404, '5048']);
      await post(someone, `/c2c/advert/cancel/${id}`).expect(200);
    });

    it("applies the coin ads' posting rules: selling ban (RISK5004), credit under 60 (5009), notes with contact details (5041), automatic mode (5043), a fiat quote without a certified merchant (5044), a second ad while one is being created (5006)", async () => {
      const t = await market.holder();
      const method = await methodOf(suite.api, t.userId, pairQuote);
      const create = (over: Record<string, unknown> = {}, pair = pairId) =>
        post(t, '/c2c/advert/create', nftAdBody(pair, market.albumId, t.itemId, [method], over));
      const ban = await suite.api.prisma.userBan.create({ data: { userId: t.userId, kind: 'C2C_SELL' } });
      expect((await create()).body.code).toBe('RISK5004');
      await suite.api.prisma.userBan.update({ where: { id: ban.id }, data: { liftedAt: new Date() } });
      await suite.api.prisma.user.update({ where: { id: t.userId }, data: { creditScore: 59 } });
      expect((await create()).body.code).toBe('5009');
      await suite.api.prisma.user.update({ where: { id: t.userId }, data: { creditScore: 100 } });
      expect((await create({ notes: 'add me on telegram' })).body.code).toBe('5041');
      expect((await create({ mode: 'AUTO' })).body.code).toBe('5043');
      // A fiat pair the holder's country trades (issue 24: else 5042 comes first).
      const fiat = await fiatPair(suite.api, 'MEC');
      const country = await testCountry(suite.api, [fiat.quote]);
      await suite.api.prisma.user.update({ where: { id: t.userId }, data: { regionId: country.code } });
      refreshReference(suite.api);
      expect((await create({}, fiat.id)).body.code).toBe('5044');
      const first = await create().expect(200);
      expect((await create()).body.code).toBe('5006');
      await post(t, `/c2c/advert/cancel/${first.body.data.id}`).expect(200);
    });

    it('refuses bad input as catalogue 400s: an unknown asset kind, an item id with a NUL, a quantity other than 1 (5030), a floating price (5031)', async () => {
      const t = await market.holder();
      const method = await methodOf(suite.api, t.userId, pairQuote);
      const body = (over: Record<string, unknown>) =>
        post(t, '/c2c/advert/create', nftAdBody(pairId, market.albumId, t.itemId, [method], over));
      expect((await body({ assetKind: 'GOLD' })).status).toBe(400);
      const nul = await body({ nftItemId: '1\u0000' });
      expect(nul.status).toBe(400);
      expect((await body({ totalQuantity: '2' })).body.code).toBe('5030');
      expect((await body({ priceType: 'FLOATING', priceMargin: '1' })).body.code).toBe('5031');
    });

    it('refuses another trader each private call: the deposit, the cancel and the ad being created (5000), its escrow deposit (404), an order on it (5002)', async () => {
      const seller = await market.holder();
      const other = await readyTrader(suite);
      const buyer = await readyTrader(suite);
      const { id, deposit } = await nftAd(seller);
      expect((await post(other, `/c2c/advert/deposit/${id}`).expect(404)).body.code).toBe('5000');
      expect((await post(other, `/c2c/advert/cancel/${id}`).expect(404)).body.code).toBe('5000');
      expect((await get(other, `/c2c/advert/${id}`).expect(404)).body.code).toBe('5000');
      await get(other, `/deposit/${deposit.id}`).expect(404);
      await market.payDeposit(seller, deposit.paymentLink as string);
      await suite.mineAndRound(3);
      expect(await market.adStatus(id, 'PUBLISHED')).toBe('PUBLISHED');
      const method = (await get(seller, `/c2c/advert/${id}`).expect(200)).body.data.paymentMethods[0].id;
      const orderId = (await order(buyer, id, method).expect(200)).body.data.id as string;
      expect((await get(other, `/c2c/deal/order/${orderId}`).expect(404)).body.code).toBe('5002');
      expect((await post(other, `/c2c/deal/order/cancel/${orderId}`).expect(404)).body.code).toBe('5002');
      await post(buyer, `/c2c/deal/order/cancel/${orderId}`).expect(200);
      await post(seller, `/c2c/advert/cancel/${id}`).expect(200);
    });
  });
});
