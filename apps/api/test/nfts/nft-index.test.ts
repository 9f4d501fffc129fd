// The NFT index on a real local chain (issue 23): the watcher's rounds record every Transfer of the
// enabled albums (mints and transfers), the holder of each item, and undo a reorganisation's records.
import { mine, revert, snapshot } from '@p2p/devchain';
import request from 'supertest';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';
import { NftAlbumsService } from '../../src/modules/nfts/nft-albums.service.js';
import { until } from '../support/payout-helpers.js';
import { auth } from '../support/trader-fixtures.js';
import { bearer } from '../support/staff-access.js';
import {
  addAlbum,
  adminToken,
  clearNfts,
  type Collection,
  deployCollection,
  fundedKey,
} from './nft-fixtures.js';

describe('nfts/nft-index', () => {
  let suite: ChainSuite;
  let admin: string;
  let trader: { userId: bigint; token: string; address: string; privateKey: string };
  let collection: Collection;
  let albumId: string;

  const ZERO = '0x0000000000000000000000000000000000000000';

  beforeAll(async () => {
    suite = await startChainSuite();
    await clearNfts(suite.api);
    admin = await adminToken(suite.api);
    const key = await fundedKey(suite);
    const user = await suite.api.factories.newUser({ walletAddress: key.address });
    const session = await suite.api.sessions.issue(user.id, 'PASSWORD', {});
    trader = { userId: user.id, token: session.token, ...key };
    collection = await deployCollection(suite);
    albumId = await addAlbum(suite.api, admin, collection.address, { creatorAddress: key.address });
    await suite.round();
  });
  afterAll(() => suite.close());

  const get = (path: string, token = trader.token) =>
    request(suite.api.http).get(`/api${path}`).set(auth(token));

  async function itemOf(tokenId: bigint) {
    return suite.api.prisma.nftItem.findFirstOrThrow({
      where: { albumId: Number(albumId), tokenId: tokenId.toString() },
      include: { transfers: { orderBy: [{ blockNumber: 'asc' }, { logIndex: 'asc' }] } },
    });
  }

  describe('indexing an album', () => {
    it('records a mint as the item row with its first transfer, the holder the receiver (and their account when bound)', async () => {
      const { tokenId, txHash } = await collection.mint(trader.address);
      await suite.round();
      const item = await itemOf(tokenId);
      expect(item.holderAddress).toBe(trader.address);
      expect(item.holderUserId).toBe(trader.userId);
      expect(item.transfers.map((t) => [t.fromAddress, t.toAddress, t.txHash])).toEqual([
        [ZERO, trader.address, txHash],
      ]);
    });

    it('records every transfer as the on-chain record and moves the holder; an unbound receiver has no account', async () => {
      const other = await fundedKey(suite);
      const { tokenId } = await collection.mint(trader.address);
      await collection.transfer(trader, other.address, tokenId);
      await suite.round();
      const item = await itemOf(tokenId);
      expect(item.transfers.map((t) => t.toAddress)).toEqual([trader.address, other.address]);
      expect({ holder: item.holderAddress, user: item.holderUserId }).toEqual({
        holder: other.address,
        user: null,
      });
      // The same round again records nothing twice.
      await suite.round();
      expect((await itemOf(tokenId)).transfers).toHaveLength(2);
    });

    it('queues the metadata job of a new item with the records, in the same transaction (outbox)', async () => {
      const { tokenId } = await collection.mint(trader.address);
      await suite.round();
      const item = await itemOf(tokenId);
      const rows = await suite.api.prisma.outbox.findMany({
        where: { aggregate: 'nft_item', aggregateId: String(item.id) },
      });
      expect(rows.map((r) => (r.payload as { jobId: string }).jobId)).toEqual([`nft-metadata:${item.id}:0`]);
    });
  });

  describe('a reorganisation', () => {
    it('removes the orphaned transfers and gives the item back to its holder before them', async () => {
      const { tokenId } = await collection.mint(trader.address);
      await suite.round();
      const id = await snapshot(suite.chain.url);
      const other = await fundedKey(suite);
      await collection.transfer(trader, other.address, tokenId);
      await suite.round();
      expect((await itemOf(tokenId)).holderAddress).toBe(other.address);
      // The branch with the transfer is replaced by a longer one without it.
      await revert(suite.chain.url, id);
      await mine(suite.chain.url, 5);
      const round = await suite.round();
      expect(round.index?.reorgAt).not.toBeNull();
      const item = await itemOf(tokenId);
      expect(item.transfers.map((t) => t.toAddress)).toEqual([trader.address]);
      expect({ holder: item.holderAddress, user: item.holderUserId }).toEqual({
        holder: trader.address,
        user: trader.userId,
      });
    });

    it('a mint reorganised away leaves no item on the pages (its row keeps no holder)', async () => {
      const id = await snapshot(suite.chain.url);
      const { tokenId } = await collection.mint(trader.address);
      await suite.round();
      const item = await itemOf(tokenId);
      await revert(suite.chain.url, id);
      await mine(suite.chain.url, 4);
      await suite.round();
      expect((await itemOf(tokenId)).holderAddress).toBeNull();
      const res = await get(`/c2c/nft/item/${item.id}`).expect(404);
      expect(res.body.code).toBe('5048');
    });
  });

  describe('a disabled album', () => {
    it('is not indexed while disabled, answers 5046, and catches up from where it stopped once enabled again', async () => {
      await request(suite.api.http)
        .post(`/api/admin/ops/nft-albums/${albumId}`)
        .set(bearer(admin))
        .send({ enabled: false })
        .expect(200);
      const { tokenId, txHash } = await collection.mint(trader.address);
      await suite.round();
      expect(await suite.api.prisma.nftTransferRecord.count({ where: { txHash } })).toBe(0);
      expect((await get(`/c2c/nft/album/${albumId}`).expect(404)).body.code).toBe('5046');
      await request(suite.api.http)
        .post(`/api/admin/ops/nft-albums/${albumId}`)
        .set(bearer(admin))
        .send({ enabled: true })
        .expect(200);
      await suite.mineAndRound();
      const item = await itemOf(tokenId);
      expect(item.holderAddress).toBe(trader.address);
      expect(item.transfers.map((t) => t.txHash)).toContain(txHash);
    });

    it('an album added after its collection was used reads its history from its start block', async () => {
      const late = await deployCollection(suite);
      const { tokenId } = await late.mint(trader.address);
      await suite.round();
      const lateId = await addAlbum(suite.api, admin, late.address);
      // Read with the watcher's next scan (the next block).
      await suite.mineAndRound();
      const item = await suite.api.prisma.nftItem.findFirstOrThrow({
        where: { albumId: Number(lateId), tokenId: tokenId.toString() },
      });
      expect(item.holderAddress).toBe(trader.address);
    });
  });

  describe('the development collection', () => {
    it('is seeded from the chain file and its items, minted at deploy with data: URIs, get names and images', async () => {
      await suite.api.app.get(NftAlbumsService).seedDevCollection();
      const album = await suite.api.prisma.nftAlbum.findFirstOrThrow({
        where: { contractAddress: suite.deployment.tokens.NFT.address },
      });
      expect({ enabled: album.enabled, startBlock: album.startBlock }).toEqual({
        enabled: true,
        startBlock: BigInt(suite.deployment.startBlock),
      });
      await suite.mineAndRound();
      const first = await suite.api.prisma.nftItem.findFirstOrThrow({
        where: { albumId: album.id, tokenId: '1' },
      });
      expect(first.holderAddress).toBe(suite.deployment.demoWallets[0]!.address);
      await until('the metadata of the first item', async () => {
        const item = await suite.api.prisma.nftItem.findUniqueOrThrow({ where: { id: first.id } });
        return item.metadataStatus !== 'PENDING';
      });
      const res = await get(`/c2c/nft/item/${first.id}`).expect(200);
      expect(res.body.data).toMatchObject({ name: 'P2P Market #1', metadataStatus: 'FETCHED' });
      expect(res.body.data.imageUrl).toMatch(/^\/api\/c2c\/nft\/image\//);
    });
  });
});
