// What the NFT pages' tests share: albums, items and records shaped like the API's (checked against the
// contracts' answer shapes), and an in-memory API over a fetch stub that pages them as the API does and
// answers 5046 (album missing) and 5048 (NFT not found) like it; images answer bytes, not an envelope.
import {
  NftAlbumAnswer,
  NftItemCardAnswer,
  NftItemDetailAnswer,
  NftTransferRecordAnswer,
  shapeProblems,
  type NftAlbumDto,
  type NftItemCardDto,
  type NftItemDetailDto,
  type NftTransferRecordDto,
} from '@p2p/contracts';
import { afterEach, beforeEach } from 'vitest';
import { envelope, stubFetch } from '../../test/fetchStub';

function fits(node: Parameters<typeof shapeProblems>[0], value: unknown, what: string): void {
  const problems = shapeProblems(node, value);
  if (problems.length > 0) throw new Error(`${what} does not fit its answer: ${problems.join('; ')}`);
}

export const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const CREATOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const HOLDER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const ZERO = '0x0000000000000000000000000000000000000000';

export function nftAlbum(over: Partial<NftAlbumDto> = {}): NftAlbumDto {
  const album: NftAlbumDto = {
    id: '3',
    classId: '3',
    name: 'Harbour Lights',
    chain: 'ERC20',
    contractAddress: CONTRACT,
    creatorName: 'Dock Studio',
    creatorAddress: CREATOR,
    description: 'Twelve lighthouses of the old harbour.',
    coverUrl: '/api/c2c/nft/image/31?v=7',
    itemsCount: 12,
    holdersCount: 5,
    floorPrice: null,
    averagePrice: '120.50',
    ...over,
  };
  fits(NftAlbumAnswer.node, album, `album ${album.id}`);
  return album;
}

export function nftCard(over: Partial<NftItemCardDto> = {}): NftItemCardDto {
  const card: NftItemCardDto = {
    id: '31',
    albumId: '3',
    albumName: 'Harbour Lights',
    tokenId: '1',
    name: 'North Pier',
    imageUrl: '/api/c2c/nft/image/31?v=7',
    holderAddress: HOLDER,
    price: null,
    ...over,
  };
  fits(NftItemCardAnswer.node, card, `item ${card.id}`);
  return card;
}

export function nftDetail(over: Partial<NftItemDetailDto> = {}): NftItemDetailDto {
  const item: NftItemDetailDto = {
    ...nftCard(),
    classId: '3',
    chain: 'ERC20',
    contractAddress: CONTRACT,
    description: 'The light at the end of the north pier.',
    metadataUrl: 'http://127.0.0.1:8545/nft/1.json',
    metadataStatus: 'FETCHED',
    attributes: [
      { traitType: 'Colour', value: 'Red' },
      { traitType: null, value: 'Night' },
    ],
    creatorName: 'Dock Studio',
    creatorAddress: CREATOR,
    inEscrow: false,
    averagePrice: '99.990000000000000001',
    ...over,
  };
  fits(NftItemDetailAnswer.node, item, `item ${item.id}`);
  return item;
}

export function nftRecord(over: Partial<NftTransferRecordDto> = {}): NftTransferRecordDto {
  const record: NftTransferRecordDto = {
    id: '900',
    kind: 'TRANSFER',
    txHash: `0x${'ab'.repeat(32)}`,
    blockNumber: '9007199254740993',
    from: CREATOR,
    to: HOLDER,
    at: '2026-11-25T02:05:00.000Z',
    price: null,
    ...over,
  };
  fits(NftTransferRecordAnswer.node, record, `record ${record.id}`);
  return record;
}

export interface NftApiState {
  albums: NftAlbumDto[];
  /** Items by album id (token id order, as the API answers them). */
  items: Record<string, NftItemCardDto[]>;
  details: NftItemDetailDto[];
  /** Records by item id, newest first. */
  records: Record<string, NftTransferRecordDto[]>;
  /** Items by holder address. */
  held?: Record<string, NftItemCardDto[]>;
  /** Answer every call with this code (HTTP 500 with the envelope). */
  fail?: string;
}

function pageOf<T>(list: T[], q: URLSearchParams) {
  const pageNo = Number(q.get('pageNo') ?? '1');
  const pageSize = Number(q.get('pageSize') ?? '10');
  return {
    list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: list.length,
    pageNo,
    pageSize,
  };
}

/** The NFT API over `state`, which the test may change between reads. */
export function stubNftApi(state: NftApiState) {
  const { fetchMock } = stubFetch({});
  fetchMock.mockImplementation(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://x');
    const path = url.pathname.replace(/^\/api/, '');
    const q = url.searchParams;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (path.startsWith('/user/info/')) return json(envelope({ userId: '7', id: '7' }));
    if (!path.startsWith('/c2c/nft/')) return json(envelope(null, '404', 'Not found'), 404);
    if (state.fail) return json(envelope(null, state.fail, 'failed'), 500);
    let m: RegExpExecArray | null;
    if ((m = /^\/c2c\/nft\/image\/(\w+)$/.exec(path))) {
      return new Response(new Uint8Array([137, 80, 78, 71, Number(m[1]) % 256]), {
        status: 200,
        headers: { 'Content-Type': 'image/png' },
      });
    }
    if (path === '/c2c/nft/album/page') return json(envelope(pageOf(state.albums, q)));
    if ((m = /^\/c2c\/nft\/album\/(\w+)$/.exec(path))) {
      const album = state.albums.find((a) => a.id === m![1]);
      if (!album) return json(envelope(null, '5046', 'The album does not exist'));
      return json(envelope({ album, items: pageOf(state.items[album.id] ?? [], q) }));
    }
    if ((m = /^\/c2c\/nft\/item\/(\w+)\/records$/.exec(path))) {
      if (!state.details.some((d) => d.id === m![1]))
        return json(envelope(null, '5048', 'The NFT does not exist'));
      return json(envelope(pageOf(state.records[m[1]!] ?? [], q)));
    }
    if ((m = /^\/c2c\/nft\/item\/(\w+)$/.exec(path))) {
      const item = state.details.find((d) => d.id === m![1]);
      return json(item ? envelope(item) : envelope(null, '5048', 'The NFT does not exist'));
    }
    if ((m = /^\/c2c\/nft\/holder\/(0x[0-9a-fA-F]{40})$/.exec(path))) {
      return json(envelope({ address: m[1], items: pageOf(state.held?.[m[1]!] ?? [], q) }));
    }
    if ((m = /^\/c2c\/nft\/creator\/(0x[0-9a-fA-F]{40})$/.exec(path))) {
      const albums = state.albums.filter((a) => a.creatorAddress === m![1]);
      const items = albums.flatMap((a) => state.items[a.id] ?? []);
      return json(
        envelope({ address: m[1], name: albums[0]?.creatorName ?? null, albums, items: pageOf(items, q) }),
      );
    }
    return json(envelope(null, '404', 'Not found'), 404);
  });
  return fetchMock;
}

/** jsdom has no URL.createObjectURL (images are shown from blob URLs): a stand-in for these tests. */
export function stubBlobUrls(): void {
  const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  let made = 0;
  beforeEach(() => {
    made = 0;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => `blob:nft-${++made}-${blob.size}`,
      revokeObjectURL: () => undefined,
    });
  });
  afterEach(() => {
    Object.assign(URL, jsdomUrl);
  });
}

/** `count` cards of album `albumId`, token ids 1.. */
export function cards(albumId: string, count: number, from = 1): NftItemCardDto[] {
  return Array.from({ length: count }, (_, i) =>
    nftCard({ id: `${albumId}${from + i}`, albumId, tokenId: String(from + i), name: `Light ${from + i}` }),
  );
}
