// The trader app's NFT reads (issue 23): albums, an album's items, an item's detail parameters and
// on-chain records, a holder's and a creator's items; paging, bad input (a catalogue 400, never a 500),
// 5046 for an unknown album, 5048 for an unknown item, and the average price from completed orders only.
import request from 'supertest';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';
import { auth } from '../support/trader-fixtures.js';
import {
  addAlbum,
  adminToken,
  clearNfts,
  type Collection,
  deployCollection,
  fundedKey,
} from './nft-fixtures.js';

describe('nfts/nft-read', () => {
  let suite: ChainSuite;
  let token: string;
  let alice: { address: string; privateKey: string };
  let bob: { address: string; privateKey: string };
  let collection: Collection;
  let albumId: string;
  let creator: string;
  const minted: { tokenId: bigint; txHash: string }[] = [];
  let transferTx: string;

  beforeAll(async () => {
    suite = await startChainSuite();
    await clearNfts(suite.api);
    const admin = await adminToken(suite.api);
    alice = await fundedKey(suite);
    bob = await fundedKey(suite);
    creator = (await fundedKey(suite)).address;
    const user = await suite.api.factories.newUser({ walletAddress: alice.address });
    token = (await suite.api.sessions.issue(user.id, 'PASSWORD', {})).token;
    collection = await deployCollection(suite);
    albumId = await addAlbum(suite.api, admin, collection.address, {
      creatorAddress: creator,
      creatorName: 'Maker',
    });
    for (let i = 0; i < 3; i += 1) minted.push(await collection.mint(alice.address));
    transferTx = (await collection.transfer(alice, bob.address, minted[0]!.tokenId)).txHash;
    await suite.round();
  });
  afterAll(() => suite.close());

  const get = (path: string, query: Record<string, string | number> = {}) =>
    request(suite.api.http).get(`/api${path}`).query(query).set(auth(token));

  async function itemId(tokenId: bigint): Promise<string> {
    const item = await suite.api.prisma.nftItem.findFirstOrThrow({
      where: { albumId: Number(albumId), tokenId: tokenId.toString() },
    });
    return String(item.id);
  }

  describe('albums', () => {
    it('lists the enabled albums with items, holders and prices (none listed or sold: null)', async () => {
      const res = await get('/c2c/nft/album/page').expect(200);
      const album = (res.body.data.list as { id: string }[]).find((a) => a.id === albumId);
      expect(album).toMatchObject({
        name: 'Test album',
        contractAddress: collection.address,
        classId: collection.address,
        chain: 'ERC20',
        itemsCount: 3,
        holdersCount: 2,
        floorPrice: null,
        averagePrice: null,
      });
    });

    it("pages an album's items by token id with holder, name and price", async () => {
      const first = await get(`/c2c/nft/album/${albumId}`, { pageNo: 1, pageSize: 2 }).expect(200);
      expect(first.body.data.items).toMatchObject({ total: 3, pageNo: 1, pageSize: 2 });
      expect(
        first.body.data.items.list.map((i: { tokenId: string; holderAddress: string }) => [
          i.tokenId,
          i.holderAddress,
        ]),
      ).toEqual([
        [String(minted[0]!.tokenId), bob.address],
        [String(minted[1]!.tokenId), alice.address],
      ]);
      const second = await get(`/c2c/nft/album/${albumId}`, { pageNo: 2, pageSize: 2 }).expect(200);
      expect(second.body.data.items.list).toHaveLength(1);
      expect(second.body.data.items.list[0]).toMatchObject({ albumName: 'Test album', price: null });
    });

    it('answers 5046 for an unknown album or an id that names none', async () => {
      for (const id of ['999999', 'abc', '99999999999']) {
        const res = await get(`/c2c/nft/album/${id}`).expect(404);
        expect(res.body.code).toBe('5046');
      }
    });
  });

  describe('an item', () => {
    it('answers its detail parameters: token id, contract, chain, creator, holder, attributes', async () => {
      const id = await itemId(minted[1]!.tokenId);
      const res = await get(`/c2c/nft/item/${id}`).expect(200);
      expect(res.body.data).toMatchObject({
        id,
        albumId,
        tokenId: String(minted[1]!.tokenId),
        contractAddress: collection.address,
        chain: 'ERC20',
        creatorName: 'Maker',
        creatorAddress: creator,
        holderAddress: alice.address,
        inEscrow: false,
        averagePrice: null,
      });
      expect(Array.isArray(res.body.data.attributes)).toBe(true);
    });

    it('pages its on-chain records newest first: the transfer, then the mint, with hashes and blocks', async () => {
      const id = await itemId(minted[0]!.tokenId);
      const res = await get(`/c2c/nft/item/${id}/records`, { pageSize: 1 }).expect(200);
      expect(res.body.data.total).toBe(2);
      expect(res.body.data.list[0]).toMatchObject({
        kind: 'TRANSFER',
        txHash: transferTx,
        from: alice.address,
        to: bob.address,
        price: null,
      });
      const older = await get(`/c2c/nft/item/${id}/records`, { pageSize: 1, pageNo: 2 }).expect(200);
      expect(older.body.data.list[0]).toMatchObject({
        kind: 'MINT',
        txHash: minted[0]!.txHash,
        to: alice.address,
      });
      expect(older.body.data.list[0].blockNumber).toMatch(/^\d+$/);
    });

    it('answers 5048 for an unknown item, on the detail and the records', async () => {
      expect((await get('/c2c/nft/item/987654321').expect(404)).body.code).toBe('5048');
      expect((await get('/c2c/nft/item/x-1/records').expect(404)).body.code).toBe('5048');
      expect((await get('/c2c/nft/image/987654321').expect(404)).body.code).toBe('5048');
    });

    it('averages the prices of the records a completed order settled only (the item and the album)', async () => {
      const id = await itemId(minted[0]!.tokenId);
      const records = await suite.api.prisma.nftTransferRecord.findMany({ where: { nftItemId: BigInt(id) } });
      // A price on a record with no order (not a sale) counts for nothing; two sales average 15.5.
      await suite.api.prisma.nftTransferRecord.update({
        where: { id: records[0]!.id },
        data: { price: '10', orderId: 1n },
      });
      await suite.api.prisma.nftTransferRecord.update({
        where: { id: records[1]!.id },
        data: { price: '21', orderId: 2n },
      });
      const other = await itemId(minted[2]!.tokenId);
      const [otherRecord] = await suite.api.prisma.nftTransferRecord.findMany({
        where: { nftItemId: BigInt(other) },
      });
      await suite.api.prisma.nftTransferRecord.update({
        where: { id: otherRecord!.id },
        data: { price: '99' },
      });
      expect((await get(`/c2c/nft/item/${id}`).expect(200)).body.data.averagePrice).toBe('15.5');
      expect((await get(`/c2c/nft/item/${other}`).expect(200)).body.data.averagePrice).toBeNull();
      expect((await get(`/c2c/nft/album/${albumId}`).expect(200)).body.data.album.averagePrice).toBe('15.5');
      const recs = await get(`/c2c/nft/item/${id}/records`).expect(200);
      expect(recs.body.data.list.map((r: { price: string }) => r.price).sort()).toEqual(['10', '21']);
    });
  });

  describe('holders and creators', () => {
    it("lists a holder's items, whatever the address's case", async () => {
      const res = await get(`/c2c/nft/holder/${alice.address.toLowerCase()}`).expect(200);
      expect(res.body.data.address).toBe(alice.address);
      expect(res.body.data.items.list.map((i: { tokenId: string }) => i.tokenId)).toEqual([
        String(minted[1]!.tokenId),
        String(minted[2]!.tokenId),
      ]);
    });

    it("lists a creator's albums and their items", async () => {
      const res = await get(`/c2c/nft/creator/${creator}`, { pageSize: 2 }).expect(200);
      expect(res.body.data).toMatchObject({ address: creator, name: 'Maker' });
      expect(res.body.data.albums.map((a: { id: string }) => a.id)).toEqual([albumId]);
      expect(res.body.data.items).toMatchObject({ total: 3, pageSize: 2 });
    });
  });

  describe('bad input', () => {
    it.each([
      ['/c2c/nft/album/page', { pageSize: 1000 }],
      ['/c2c/nft/album/page', { pageNo: 0 }],
      ['/c2c/nft/album/page', { pageNo: 'abc' }],
      ['/c2c/nft/holder/0x123', {}],
      ['/c2c/nft/holder/not-an-address', {}],
      ['/c2c/nft/holder/0x%00000000000000000000000000000000000000000', {}],
      ['/c2c/nft/creator/%F0%9F%98%80', {}],
    ])('%s %j answers a catalogue 400, never a 500', async (path, query) => {
      const res = await get(path, query);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
    });

    it('refuses a caller without a session (401)', async () => {
      const res = await request(suite.api.http).get('/api/c2c/nft/album/page');
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
    });
  });
});
