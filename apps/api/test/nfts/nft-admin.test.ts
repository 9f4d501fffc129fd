// NFT albums in the console's Operations (issue 23): administrators list, add, edit, enable and disable
// albums and ask for an item's metadata again; appeal officers and customer service 403, traders 401;
// every change audited with the row before and after; a contract that is no ERC-721 collection, a
// malformed address or text refused with a catalogue code.
import { API_ENDPOINTS } from '@p2p/contracts';
import request from 'supertest';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';
import {
  type AccessCall,
  bearer,
  describeStaffAccess,
  type StaffSuite,
  type StaffTokens,
  staffTokens,
} from '../support/staff-access.js';
import { clearNfts, type Collection, deployCollection } from './nft-fixtures.js';

describe('nfts/nft-admin', () => {
  const ops = API_ENDPOINTS.adminNfts;
  let chain: ChainSuite;
  let tokens: StaffTokens;
  /** Collections for the add calls: each successful add takes a fresh one. */
  const spare: Collection[] = [];
  let albumId: string;
  let itemId: string;

  const suite: StaffSuite = {
    get api() {
      return chain.api;
    },
    get tokens() {
      return tokens;
    },
  };

  beforeAll(async () => {
    chain = await startChainSuite();
    await clearNfts(chain.api);
    tokens = await staffTokens(chain.api);
    for (let i = 0; i < 3; i += 1) spare.push(await deployCollection(chain));
    const fixture = await deployCollection(chain);
    const admin = tokens.staff.ADMIN.token;
    const added = await request(chain.api.http)
      .post('/api/admin/ops/nft-albums')
      .set(bearer(admin))
      .send({ contractAddress: fixture.address, name: 'Fixture' })
      .expect(200);
    albumId = added.body.data.id as string;
    const { tokenId } = await fixture.mint(chain.deployment.demoWallets[0]!.address);
    await chain.round();
    itemId = String(
      (
        await chain.api.prisma.nftItem.findFirstOrThrow({
          where: { albumId: Number(albumId), tokenId: tokenId.toString() },
        })
      ).id,
    );
  });
  afterAll(() => chain.close());

  let next = 0;
  const CALLS: Record<keyof typeof ops, () => AccessCall> = {
    albums: () => ({ def: ops.albums }),
    createAlbum: () => ({
      def: ops.createAlbum,
      body: { contractAddress: spare[next++ % spare.length]!.address, name: `Album ${next}` },
    }),
    updateAlbum: () => ({ def: ops.updateAlbum, params: { id: albumId }, body: { description: 'Edited' } }),
    albumItems: () => ({ def: ops.albumItems, params: { id: albumId } }),
    refetchItem: () => ({ def: ops.refetchItem, params: { id: itemId } }),
  };

  describe('access per role', () => {
    describeStaffAccess(suite, {
      group: 'adminNfts',
      pathPrefix: '/api/admin/ops/',
      calls: CALLS,
      allowed: ['ADMIN'],
      refused: ['APPEAL_OFFICER', 'CUSTOMER_SERVICE'],
      state: async () =>
        JSON.stringify(
          await chain.api.prisma.nftAlbum.findMany({
            orderBy: { id: 'asc' },
            select: { id: true, description: true, name: true },
          }),
        ),
    });
  });

  describe('albums', () => {
    const post = (path: string, body: object) =>
      request(chain.api.http).post(`/api/admin/ops${path}`).set(bearer(tokens.staff.ADMIN.token)).send(body);

    it('disables and enables an album, each audited with the row before and after (ENABLE / DISABLE)', async () => {
      await post(`/nft-albums/${albumId}`, { enabled: false }).expect(200);
      const res = await post(`/nft-albums/${albumId}`, { enabled: 'true' }).expect(200);
      expect(res.body.data.enabled).toBe(true);
      const rows = await chain.api.prisma.auditLog.findMany({
        where: {
          target: `nft_album:${albumId}`,
          action: { in: ['OPS_NFT_ALBUM_DISABLE', 'OPS_NFT_ALBUM_ENABLE'] },
        },
        orderBy: { id: 'asc' },
      });
      expect(rows.map((r) => r.action)).toEqual(['OPS_NFT_ALBUM_DISABLE', 'OPS_NFT_ALBUM_ENABLE']);
      expect(
        (rows[0]!.data as { before: { enabled: boolean }; after: { enabled: boolean } }).after.enabled,
      ).toBe(false);
    });

    it('edits the name, creator and description; null clears the creator', async () => {
      const creator = '0x00000000000000000000000000000000000000aa';
      const set = await post(`/nft-albums/${albumId}`, {
        name: ' Renamed ',
        creatorAddress: creator,
        creatorName: 'Maker',
      }).expect(200);
      expect(set.body.data).toMatchObject({
        name: 'Renamed',
        creatorAddress: '0x00000000000000000000000000000000000000AA',
        creatorName: 'Maker',
      });
      const cleared = await post(`/nft-albums/${albumId}`, {
        creatorAddress: null,
        creatorName: null,
      }).expect(200);
      expect(cleared.body.data).toMatchObject({ name: 'Renamed', creatorAddress: null, creatorName: null });
    });

    it('refuses a contract that is no ERC-721 collection (5046): a token, a wallet', async () => {
      for (const address of [
        chain.deployment.tokens.USDT.address,
        chain.deployment.demoWallets[0]!.address,
      ]) {
        const res = await post('/nft-albums', { contractAddress: address, name: 'Not one' });
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: '5046' });
      }
    });

    it('refuses an album of a contract already added (400)', async () => {
      const album = await chain.api.prisma.nftAlbum.findUniqueOrThrow({ where: { id: Number(albumId) } });
      const res = await post('/nft-albums', {
        contractAddress: album.contractAddress.toLowerCase(),
        name: 'Again',
      });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
    });

    it.each([
      [{ contractAddress: '0x12', name: 'Short' }],
      [{ contractAddress: 'not an address', name: 'x' }],
      [{ contractAddress: '0x0000000000000000000000000000000000000001', name: 'a\u0000b' }],
      [{ contractAddress: '0x0000000000000000000000000000000000000001', name: '\ud800' }],
      [{ contractAddress: '0x0000000000000000000000000000000000000001', name: '' }],
      [{ contractAddress: '0x0000000000000000000000000000000000000001', name: 'x', startBlock: '-1' }],
    ])('refuses malformed input %j with a catalogue 400', async (body) => {
      const res = await post('/nft-albums', body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
    });

    it('refuses a chain other than the EVM chain (1021: the chain type must be ERC20)', async () => {
      const res = await post('/nft-albums', {
        contractAddress: '0x0000000000000000000000000000000000000001',
        name: 'x',
        chain: 'TRC20',
      });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '1021' });
    });

    it('answers 5046 for an unknown album and 5048 for an unknown item', async () => {
      expect((await post('/nft-albums/999999', { name: 'x' })).body.code).toBe('5046');
      expect((await post('/nft-items/999999999/refetch', {})).body.code).toBe('5048');
    });
  });
});
