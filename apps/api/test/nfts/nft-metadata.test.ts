// NFT metadata (issue 23): the token URI read from the contract and fetched by the job, data:, https://
// and ipfs:// URIs within a size and a time limit, no redirects, private and loopback addresses refused
// unless the development setting names the host; the image re-encoded, stored and served by the API;
// an operator's re-fetch. The API runs its job workers: the tests wait for each item's outcome.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tokenPng, tokenUri } from '@p2p/devchain';
import sharp from 'sharp';
import request from 'supertest';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';
import { until } from '../support/payout-helpers.js';
import { bearer, staffToken } from '../support/staff-access.js';
import { auth } from '../support/trader-fixtures.js';
import {
  addAlbum,
  adminToken,
  clearNfts,
  type Collection,
  deployCollection,
  fundedKey,
} from './nft-fixtures.js';

describe('nfts/nft-metadata', () => {
  let suite: ChainSuite;
  let server: http.Server;
  let port: number;
  let collection: Collection;
  let admin: string;
  let trader: { token: string; address: string };
  /** What the test server's `/changing.json` answers (an operator's re-fetch test changes it). */
  let changing = { status: 404, body: 'not yet' };

  const META = JSON.stringify({ name: 'Served item', description: 'from the test server', attributes: [] });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/meta.json') res.writeHead(200, { 'content-type': 'application/json' }).end(META);
      else if (req.url === '/redirect') res.writeHead(302, { location: '/meta.json' }).end();
      else if (req.url === '/big.json') res.writeHead(200).end(`"${'x'.repeat(200_000)}"`);
      else if (req.url === '/slow.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"name":');
        setTimeout(() => res.end('"late"}'), 4000).unref();
      } else if (req.url === '/changing.json') res.writeHead(changing.status).end(changing.body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    // The development setting names `localhost`: the same server by the address 127.0.0.1 stays refused.
    suite = await startChainSuite({
      NFT_METADATA_PRIVATE_HOSTS: 'localhost',
      NFT_METADATA_MAX_BYTES: '65536',
      NFT_METADATA_TIMEOUT_MS: '1000',
    });
    await clearNfts(suite.api);
    admin = await adminToken(suite.api);
    const key = await fundedKey(suite);
    const user = await suite.api.factories.newUser({ walletAddress: key.address });
    trader = { token: (await suite.api.sessions.issue(user.id, 'PASSWORD', {})).token, address: key.address };
    collection = await deployCollection(suite);
    await addAlbum(suite.api, admin, collection.address);
    await suite.mineAndRound();
  });
  afterAll(async () => {
    await suite.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Mints an item with `uri`, indexes it and waits for its metadata job's outcome. */
  async function mintAndFetch(uri: string) {
    const { tokenId } = await collection.mint(trader.address, uri);
    await suite.round();
    const where = { tokenId: tokenId.toString(), album: { contractAddress: collection.address } };
    await until('the metadata job', async () => {
      const item = await suite.api.prisma.nftItem.findFirst({ where });
      return item !== null && item.metadataStatus !== 'PENDING';
    });
    return suite.api.prisma.nftItem.findFirstOrThrow({ where });
  }

  describe('the metadata job', () => {
    it('parses a data: URI (name, description, attributes) and stores the image re-encoded, served by the API', async () => {
      const item = await mintAndFetch(tokenUri(5n));
      expect({ status: item.metadataStatus, name: item.name }).toEqual({
        status: 'FETCHED',
        name: 'P2P Market #5',
      });
      const detail = await request(suite.api.http)
        .get(`/api/c2c/nft/item/${item.id}`)
        .set(auth(trader.token))
        .expect(200);
      expect(detail.body.data.attributes).toEqual([
        { traitType: 'Colour', value: expect.any(String) },
        { traitType: 'Pattern', value: expect.any(String) },
        { traitType: 'Edition', value: '5' },
      ]);
      expect(detail.body.data.metadataUrl).toMatch(/^data:application\/json \(\d+ characters\)$/);
      const image = await request(suite.api.http)
        .get(detail.body.data.imageUrl as string)
        .set(auth(trader.token))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      // Re-encoded by the pipeline: the same picture, not the bytes the metadata carried.
      const original = tokenPng(5n);
      expect((image.body as Buffer).equals(original)).toBe(false);
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
        width: 24,
        height: 24,
        format: 'png',
      });
    });

    it('refuses a URL on a loopback address (the test server by 127.0.0.1), before connecting', async () => {
      const item = await mintAndFetch(`https://127.0.0.1:${port}/meta.json`);
      expect({ status: item.metadataStatus, error: item.metadataError }).toEqual({
        status: 'FAILED',
        error: 'private, loopback or link-local address refused',
      });
    });

    it('refuses plain http:// to a host the development setting does not name', async () => {
      const item = await mintAndFetch(`http://127.0.0.1:${port}/meta.json`);
      expect(item.metadataError).toBe('scheme http: refused');
    });

    it('reads the same server by a host the development setting allows (localhost)', async () => {
      const item = await mintAndFetch(`http://localhost:${port}/meta.json`);
      expect({ status: item.metadataStatus, name: item.name, image: item.imageFileId }).toEqual({
        status: 'FETCHED',
        name: 'Served item',
        image: null,
      });
    });

    it('follows no redirect', async () => {
      const item = await mintAndFetch(`http://localhost:${port}/redirect`);
      expect(item.metadataError).toBe('redirect refused');
    });

    it('refuses a document over the size limit', async () => {
      expect((await mintAndFetch(`http://localhost:${port}/big.json`)).metadataError).toBe('too large');
    });

    it('refuses a document slower than the time limit', async () => {
      expect((await mintAndFetch(`http://localhost:${port}/slow.json`)).metadataError).toBe('too slow');
    });

    it('refuses an image the pipeline cannot read (1018), and a document that is not JSON', async () => {
      const badImage = `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'x', image: 'data:text/plain,hello' }))}`;
      expect((await mintAndFetch(badImage)).metadataError).toBe('image refused (1018)');
      expect((await mintAndFetch('data:text/plain,not json')).metadataError).toBe('metadata is not JSON');
    });
  });

  describe("an operator's re-fetch", () => {
    it('asks again (PENDING, audited) and the job reads what the URI answers now; traders 401, customer service 403', async () => {
      changing = { status: 404, body: 'not yet' };
      const item = await mintAndFetch(`http://localhost:${port}/changing.json`);
      expect(item.metadataError).toBe('answered 404');
      changing = { status: 200, body: META };
      const path = `/api/admin/ops/nft-items/${item.id}/refetch`;
      expect((await request(suite.api.http).post(path).set(auth(trader.token))).status).toBe(401);
      const service = await staffToken(suite.api, 'CUSTOMER_SERVICE');
      expect((await request(suite.api.http).post(path).set(bearer(service.token))).status).toBe(403);
      const res = await request(suite.api.http).post(path).set(bearer(admin)).expect(200);
      expect(res.body.data.metadataStatus).toBe('PENDING');
      await until('the re-fetch', async () => {
        const now = await suite.api.prisma.nftItem.findUniqueOrThrow({ where: { id: item.id } });
        return now.metadataStatus === 'FETCHED';
      });
      const audit = await suite.api.prisma.auditLog.findMany({
        where: { action: 'OPS_NFT_METADATA_REFETCH', target: `nft_item:${item.id}` },
      });
      expect(audit).toHaveLength(1);
    });
  });
});
