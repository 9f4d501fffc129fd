// NFT trading's test data (issue 23): the development collection indexed on the suite's chain, traders
// holding one of its items at their bound address, NFT ad bodies, and the chain's view of an item.
import { fundWallet } from '@p2p/devchain';
import { payLink } from '@p2p/wallet-sim';
import { Contract, Wallet } from 'ethers';
import request from 'supertest';
import { NftAlbumsService } from '../../src/modules/nfts/nft-albums.service.js';
import { type ChainSuite, readyTrader, type Trader } from '../support/escrow-fixtures.js';
import { auth } from '../support/trader-fixtures.js';
import { drain } from '../orders/order-fixtures.js';
import { clearNfts } from './nft-fixtures.js';

const NFT_ABI = [
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
];

/** A trader ready to trade whose bound address holds one item of the collection, and that item's row. */
export interface Holder extends Trader {
  itemId: string;
}

export interface NftMarket {
  albumId: number;
  /** A ready trader holding a fresh item, indexed (the holder the index shows is their address). */
  holder(): Promise<Holder>;
  /** One more item of the collection minted to `t`'s wallet and indexed; its item id and token id. */
  another(t: Trader): Promise<{ itemId: string; tokenId: bigint }>;
  /** The item's owner on chain. */
  ownerOf(tokenId: bigint): Promise<string>;
  /** `t` sends its token `tokenId` to escrow (`safeTransferFrom`), as a wallet would without the link. */
  send(t: Trader, tokenId: bigint): Promise<void>;
  /** The wallet simulator pays a deposit's link from `t`'s key. */
  payDeposit(t: Trader, link: string): Promise<string>;
  /**
   * The item's row of the index; with `inEscrow`, relays the outbox until the flag is that (escrow's
   * listeners follow a payout asynchronously) or 50 rounds have passed.
   */
  item(itemId: string, inEscrow?: boolean): Promise<{ inEscrow: boolean; holderAddress: string | null }>;
  /** Relays the outbox until the ad is in `status` (escrow's listeners are asynchronous). */
  adStatus(adId: string, status: string): Promise<string>;
}

/** The development collection seeded and indexed afresh on the suite's chain. */
export async function nftMarket(suite: ChainSuite): Promise<NftMarket> {
  const api = () => suite.api;
  await clearNfts(api());
  await api().app.get(NftAlbumsService).seedDevCollection();
  const contract = suite.deployment.tokens.NFT.address;
  const album = await api().prisma.nftAlbum.findFirstOrThrow({ where: { contractAddress: contract } });
  const nft = new Contract(contract, NFT_ABI, suite.provider);
  const itemOf = async (tokenId: bigint) => {
    await suite.mineAndRound();
    const row = await api().prisma.nftItem.findFirstOrThrow({
      where: { albumId: album.id, tokenId: String(tokenId) },
    });
    return String(row.id);
  };
  return {
    albumId: album.id,
    async holder() {
      const t = await readyTrader(suite);
      return { ...t, itemId: await itemOf(t.nftTokenId) };
    },
    async another(t) {
      const funded = await fundWallet(suite.chain.url, suite.deployment, t.wallet.address, { nft: 1 });
      const tokenId = funded.nftTokenIds[0]!;
      return { itemId: await itemOf(tokenId), tokenId };
    },
    async ownerOf(tokenId) {
      return (await nft.getFunction('ownerOf')(tokenId)) as string;
    },
    async send(t, tokenId) {
      const signer = new Wallet(t.wallet.privateKey, suite.provider);
      const token = nft.connect(signer) as Contract;
      const tx = (await token.getFunction('safeTransferFrom')(
        t.wallet.address,
        suite.deployment.escrow.address,
        tokenId,
      )) as { wait(): Promise<unknown> };
      await tx.wait();
    },
    async payDeposit(t, link) {
      const paid = await payLink({ link, key: t.wallet.privateKey, rpcUrl: suite.chain.url });
      if (paid.status !== 'SUCCESS') throw new Error(`the wallet's payment ${paid.status}`);
      return paid.txHash;
    },
    async item(itemId, inEscrow) {
      const read = () => api().prisma.nftItem.findUniqueOrThrow({ where: { id: BigInt(itemId) } });
      let row = await read();
      // Each round relays the outbox once more; 20 ms lets the listener's transaction commit.
      for (let i = 0; inEscrow !== undefined && row.inEscrow !== inEscrow && i < 50; i++) {
        await drain(api());
        await new Promise((resolve) => setTimeout(resolve, 20));
        row = await read();
      }
      return { inEscrow: row.inEscrow, holderAddress: row.holderAddress };
    },
    async adStatus(adId, status) {
      for (let i = 0; i < 50; i++) {
        await drain(api());
        const ad = await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(adId) } });
        if (ad.status === status) return ad.status;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return (await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(adId) } })).status;
    },
  };
}

/** A valid NFT ad body: SELL MANUAL, the item at 25 in the pair's quote currency. */
export function nftAdBody(
  pairId: number,
  albumId: number,
  itemId: string,
  methodIds: string[],
  overrides: Record<string, unknown> = {},
) {
  return {
    type: 'SELL',
    mode: 'MANUAL',
    assetKind: 'NFT',
    coinPairId: pairId,
    nftAlbumId: albumId,
    nftItemId: itemId,
    priceType: 'FIXED',
    unitPrice: '25',
    paymentMethodIds: methodIds,
    notes: 'One item, bank transfer only.',
    ...overrides,
  };
}

export const postJson = (suite: ChainSuite, t: { token: string }, path: string, body: object = {}) =>
  request(suite.api.http).post(`/api${path}`).set(auth(t.token)).send(body);
export const getJson = (suite: ChainSuite, t: { token: string }, path: string) =>
  request(suite.api.http).get(`/api${path}`).set(auth(t.token));
