// An NFT in the temporary balance (issue 23; spec §5, §8): a wrong NFT deposit whose return failed for good
// stays in escrow, the trader's; they see it with the recommended gas fee per NFT and withdraw it to their
// bound address, paying at least that fee from their temporary balance (5027 below it, 3022 without the
// coin), once (a race of two requests queues one payout); another trader neither sees nor moves it.
import { ChainKind } from '@p2p/chain';
import { mine } from '@p2p/devchain';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { ChainIndexerService } from '../../src/modules/escrow/chain-indexer.service.js';
import { ChainRegistry } from '../../src/modules/escrow/chain-registry.service.js';
import { PayoutOutcomes } from '../../src/modules/escrow/payout-outcomes.service.js';
import {
  SECURITY_PASSWORD,
  type ChainSuite,
  readyTrader,
  startChainSuite,
} from '../support/escrow-fixtures.js';
import { methodOf, newPair } from '../ads/ads-fixtures.js';
import { getJson, type NftMarket, nftAdBody, nftMarket, postJson } from './nft-trade-fixtures.js';

describe('nfts/nft-temp-balance', () => {
  let suite: ChainSuite;
  let market: NftMarket;
  let pairId: number;
  let pairQuote: string;
  let mecChain: { id: number; fee: string };

  beforeAll(async () => {
    suite = await startChainSuite();
    ({ id: pairId, quote: pairQuote } = await newPair(suite.api, 'MEC'));
    await suite.round();
    market = await nftMarket(suite);
    // MEC's withdrawal fee on the chain is the recommended gas fee per NFT paid in MEC: 2 here.
    const coin = await suite.api.factories.coin('MEC');
    const row = await suite.api.prisma.coinChain.findFirstOrThrow({
      where: { coinId: coin.id, chain: 'ERC20' },
    });
    mecChain = { id: row.id, fee: row.withdrawalFee.toFixed() };
    await suite.api.prisma.coinChain.update({ where: { id: row.id }, data: { withdrawalFee: '2' } });
    suite.api.app.get(CatalogService).invalidate();
  }, 120_000);
  afterAll(async () => {
    // Reference data the worker's other files share.
    await suite.api.prisma.coinChain.update({
      where: { id: mecChain.id },
      data: { withdrawalFee: mecChain.fee },
    });
    await suite.close();
  });

  const post = (t: { token: string }, path: string, body: object = {}) => postJson(suite, t, path, body);
  const get = (t: { token: string }, path: string) => getJson(suite, t, path);

  describe('an NFT in the temporary balance', () => {
    it('a wrong NFT whose return failed for good is listed with the recommended gas fee per NFT; withdrawn with at least that fee (5027 below it, 3022 without the coin, 3021 with an ad under way, 404 for another trader), once, to the bound address on chain', async () => {
      const seller = await market.holder();
      const wrong = await market.another(seller);
      const method = await methodOf(suite.api, seller.userId, pairQuote);
      const ad = await post(
        seller,
        '/c2c/advert/create',
        nftAdBody(pairId, market.albumId, seller.itemId, [method]),
      ).expect(200);
      await post(seller, `/c2c/advert/deposit/${ad.body.data.id}`).expect(200);
      await market.send(seller, wrong.tokenId);
      // The watcher's indexing alone (no sending): the wrong NFT is credited and its RETURN queued.
      await mine(suite.chain.url, 3);
      const adapter = suite.api.app.get(ChainRegistry).adapter(ChainKind.ERC20)!;
      await suite.api.app.get(ChainIndexerService).round(adapter);
      expect(await market.adStatus(ad.body.data.id, 'CANCELLED')).toBe('CANCELLED');
      const back = await suite.api.prisma.payout.findFirstOrThrow({
        where: { kind: 'RETURN', tokenId: String(wrong.tokenId) },
      });
      // Its return cannot be sent (the sender's path for a payout it could not sign): failed for good.
      await suite.api.app
        .get(TransactionRunner)
        .run((tx) => suite.api.app.get(PayoutOutcomes).signFailedForGood(tx, back.id));
      expect(await market.ownerOf(wrong.tokenId)).toBe(suite.deployment.escrow.address);

      const listed = await get(seller, '/balance/nfts').expect(200);
      expect(listed.body.data).toEqual([
        {
          id: back.id,
          chain: 'ERC20',
          contract: suite.deployment.tokens.NFT.address,
          tokenId: String(wrong.tokenId),
          withdrawTo: seller.wallet.address,
          gasFees: expect.arrayContaining([{ coin: 'MEC', fee: '2' }]),
        },
      ]);
      const other = await readyTrader(suite);
      expect((await get(other, '/balance/nfts').expect(200)).body.data).toEqual([]);
      const body = (gasFee: string) => ({
        id: back.id,
        feeCoin: 'MEC',
        gasFee,
        securityPassword: SECURITY_PASSWORD,
      });
      await post(other, '/balance/extractNft', body('2')).expect(404);

      const low = await post(seller, '/balance/extractNft', body('1.5')).expect(400);
      expect(low.body).toMatchObject({ code: '5027', data: { recommendedFee: '2', coin: 'MEC' } });
      const broke = await post(seller, '/balance/extractNft', body('2'));
      expect(broke.body.code).toBe('3022');
      // An ad under way blocks it, as it blocks coin withdrawals (3021).
      const open = await post(
        seller,
        '/c2c/advert/create',
        nftAdBody(pairId, market.albumId, seller.itemId, [method]),
      ).expect(200);
      expect((await post(seller, '/balance/extractNft', body('2'))).body.code).toBe('3021');
      await post(seller, `/c2c/advert/cancel/${open.body.data.id}`).expect(200);

      // Some MEC in the temporary balance (an unmatched deposit), then two requests at once: one withdrawal.
      await suite.pay(seller.wallet, 'MEC', '5');
      await suite.mineAndRound(3);
      const answers = await Promise.all([
        post(seller, '/balance/extractNft', body('2.5')),
        post(seller, '/balance/extractNft', body('2.5')),
      ]);
      const codes = answers.map((r) => r.body.code as string).sort();
      expect(codes[0]).toBe('200');
      expect(['3020', '404']).toContain(codes[1]);
      const done = answers.find((r) => r.body.code === '200')!;
      expect(done.body.data).toMatchObject({
        type: 'WITHDRAWAL',
        nftTokenId: String(wrong.tokenId),
        toAddress: seller.wallet.address,
      });
      const line = await suite.api.prisma.tempBalance.findFirstOrThrow({
        where: { userId: seller.userId, chain: 'ERC20', coinId: (await suite.api.factories.coin('MEC')).id },
      });
      expect(line.amount.toFixed()).toBe('2.5');
      expect(await suite.api.prisma.payout.count({ where: { ref: `withdrawal:nft:${back.id}` } })).toBe(1);

      await suite.round(); // sends it
      await suite.mineAndRound(3);
      expect(await market.ownerOf(wrong.tokenId)).toBe(seller.wallet.address);
      expect((await get(seller, '/balance/nfts').expect(200)).body.data).toEqual([]);
    });

    it('refuses bad input as catalogue 400s: an id that is not a payout id, a gas fee that is not a number', async () => {
      const t = await readyTrader(suite);
      const bad = (over: Record<string, unknown>) =>
        post(t, '/balance/extractNft', {
          id: '00000000-0000-4000-8000-000000000000',
          feeCoin: 'MEC',
          gasFee: '2',
          securityPassword: SECURITY_PASSWORD,
          ...over,
        });
      expect((await bad({ id: "1' or 1=1" })).status).toBe(400);
      expect((await bad({ gasFee: '-1' })).status).toBe(400);
      expect((await bad({ gasFee: '2\u0000' })).status).toBe(400);
      expect((await bad({})).status).toBe(404);
    });
  });
});
