// What the NFT trading tests share (issue 23): an NFT sell ad shaped like the API's (checked against the
// contracts' answer shape), the trader's items, and the NFT routes (holder view, item, image) added in front
// of the ads' or orders' in-memory API.
import { AdAnswer, shapeProblems, type AdDto, type AdNftDto, type NftItemDetailDto } from '@p2p/contracts';
import { envelope, type FetchMock } from '../../../test/fetchStub';
import { adAnswer } from '../../ads/adsTestKit';
import { HOLDER, nftCard } from '../nftsTestKit';

/** The trader's bound address (the holder of the items offered to sell). */
export const BOUND = HOLDER;

export function adNft(over: Partial<AdNftDto> = {}): AdNftDto {
  return {
    itemId: '31',
    albumId: '3',
    albumName: 'Harbour Lights',
    tokenId: '1',
    name: 'North Pier',
    imageUrl: '/api/c2c/nft/image/31?v=7',
    ...over,
  };
}

/** An NFT sell ad as the API answers it: no coin, quantity 1, the item. */
export function nftAdAnswer(over: Partial<AdDto> = {}): AdDto {
  const ad = adAnswer({
    id: 'n1',
    type: 'SELL',
    assetKind: 'NFT',
    coinPairId: null,
    coin: null,
    nft: adNft(),
    unitPrice: '250.000000',
    totalQuantity: '1',
    remainingQuantity: '1',
    depositedQuantity: '1',
    minQuantity: null,
    maxQuantity: null,
    minAmount: null,
    maxAmount: null,
    ...over,
  });
  const problems = shapeProblems(AdAnswer.node, ad);
  if (problems.length > 0) throw new Error(`NFT ad ${ad.id} does not fit its answer: ${problems.join('; ')}`);
  return ad;
}

/** The items the bound address holds (the index's holder view). */
export const HELD = [
  nftCard({ id: '31', tokenId: '1', name: 'North Pier' }),
  nftCard({ id: '32', tokenId: '2', name: 'South Light', imageUrl: null }),
];

export interface NftRoutesState {
  held?: typeof HELD;
  items?: NftItemDetailDto[];
}

/** Adds the NFT reads in front of `fetchMock`'s own answers (the ads' or orders' stub). */
export function withNftRoutes(fetchMock: FetchMock, state: NftRoutesState = {}): FetchMock {
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const path = url.pathname.replace(/^\/api/, '');
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    let m: RegExpExecArray | null;
    if (/^\/c2c\/nft\/image\//.test(path))
      return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
    if ((m = /^\/c2c\/nft\/holder\/(0x[0-9a-fA-F]{40})$/.exec(path))) {
      const list = m[1] === BOUND ? (state.held ?? HELD) : [];
      return json(envelope({ address: m[1], items: { list, total: list.length, pageNo: 1, pageSize: 20 } }));
    }
    if ((m = /^\/c2c\/nft\/item\/(\w+)$/.exec(path))) {
      const item = state.items?.find((i) => i.id === m![1]);
      return json(item ? envelope(item) : envelope(null, '5048', 'The NFT does not exist'));
    }
    return base!(input, init);
  });
  return fetchMock;
}
