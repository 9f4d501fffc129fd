import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../../test/fetchStub';
import { renderApp, signIn } from '../../../test/renderApp';
import { adAnswer, stubAdsApi } from '../../ads/adsTestKit';
import { orderAnswer, stubOrdersApi, type OrdersApiState } from '../../orders/ordersTestKit';
import { nftDetail, stubBlobUrls } from '../nftsTestKit';
import { adNft, nftAdAnswer, withNftRoutes } from './nftTradeTestKit';

stubBlobUrls();

const placed = (fetchMock: ReturnType<typeof stubOrdersApi>) =>
  sentRequests(fetchMock, '/api/c2c/deal/order', 'POST').filter((r) => r.url === '/api/c2c/deal/order');

const SECOND = nftAdAnswer({
  id: 'n2',
  unitPrice: '99.5',
  nft: adNft({ itemId: '32', tokenId: '2', name: null, imageUrl: null }),
});

function openMarket(state: Partial<OrdersApiState> = {}) {
  signIn();
  const fetchMock = withNftRoutes(stubOrdersApi({ orders: [], market: [nftAdAnswer(), SECOND], ...state }));
  const view = renderApp('/buySell?type=BUY&asset=NFT', { realPages: true });
  return { fetchMock, ...view };
}

async function openBuy(card = 'nft-ad-card-n1') {
  fireEvent.click(within(await screen.findByTestId(card)).getByTestId('nft-ad-buy'));
  return screen.findByTestId('nft-buy-form');
}

describe('/buySell?asset=NFT: the market’s NFT tab (issue 23)', () => {
  it('lists NFT sell ads (assetKind NFT, type SELL) as item cards: image, name, album, price and the seller’s figures', async () => {
    const { fetchMock } = openMarket();
    const card = await screen.findByTestId('nft-ad-card-n1');
    expect(screen.getByTestId('market-tab-NFT').getAttribute('aria-selected')).toBe('true');
    expect(await within(card).findByTestId('nft-image')).toBeTruthy();
    expect(within(card).getByTestId('nft-ad-item-name').textContent).toBe('North Pier');
    expect(within(card).getByTestId('nft-ad-item-album').textContent).toBe('Harbour Lights');
    expect(within(card).getByTestId('ad-price').textContent).toBe('250 USDT');
    expect(within(card).getByTestId('ad-nickname').textContent).toBe('Lucky Trader');
    expect(within(card).getByTestId('ad-stats').textContent).toContain('128');
    // An item without a name shows its token id.
    expect(within(screen.getByTestId('nft-ad-card-n2')).getByTestId('nft-ad-item-name').textContent).toBe(
      '#2',
    );
    const query = sentRequests(fetchMock, '/api/c2c/advert/page?').map((r) => new URL(r.url, 'http://x'));
    expect(
      query.some((u) => u.searchParams.get('assetKind') === 'NFT' && u.searchParams.get('type') === 'SELL'),
    ).toBe(true);
    // The coin filters and quick trade are not part of the NFT tab.
    expect(screen.queryByTestId('market-list')).toBeNull();
  });

  it('Buy opens the confirmation: the item (image, name, album, token id, link to its detail), price and seller; it places quantity 1 at the ad’s price and opens /orderDetail', async () => {
    const { fetchMock, router } = openMarket({
      place: () =>
        orderAnswer({ id: '950', adId: 'n1', assetKind: 'NFT', coin: null, nft: adNft(), quantity: '1' }),
    });
    const form = await openBuy();
    const sheet = screen.getByTestId('nft-buy');
    expect(within(sheet).getByText('Buy this NFT', { selector: 'h3' })).toBeTruthy();
    expect(within(sheet).getByTestId('nft-ad-item-name').textContent).toBe('North Pier');
    expect(within(sheet).getByTestId('nft-ad-item-token').textContent).toBe('Token #1');
    expect(within(sheet).getByTestId('nft-ad-item-link').getAttribute('href')).toBe('/nftDetail?id=31');
    expect(within(sheet).getByTestId('ad-nickname').textContent).toBe('Lucky Trader');
    expect(within(form).getByTestId('nft-buy-price').textContent).toBe('250 USDT');
    fireEvent.click(await within(form).findByTestId('place-method-p2'));
    fireEvent.click(within(form).getByTestId('nft-buy-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDetail'));
    expect(router.state.location.search).toBe('?id=950');
    expect(placed(fetchMock).map((r) => r.body)).toEqual([
      { adId: 'n1', unitPrice: '250.000000', paymentMethodId: 'p2', quantity: '1' },
    ]);
  });

  it.each([
    ['5004', 'The remaining quantity of the ad is insufficient'],
    ['5048', 'The NFT does not exist'],
  ])('shows the refusal %s in its words and stays on the sheet', async (code, words) => {
    const { router } = openMarket({ place: () => ({ refuse: code }) });
    const form = await openBuy();
    fireEvent.click(await within(form).findByTestId('place-method-p1'));
    fireEvent.click(within(form).getByTestId('nft-buy-submit'));
    expect((await within(form).findByTestId('nft-buy-error')).textContent).toBe(words);
    expect(router.state.location.pathname).toBe('/buySell');
  });

  it('when the price moved (5024) it shows the new price and the second Buy carries it', async () => {
    let calls = 0;
    const { fetchMock } = openMarket({
      place: () => {
        calls += 1;
        return calls === 1
          ? { refuse: '5024', data: { unitPrice: '260.000000' } }
          : orderAnswer({ id: '951' });
      },
    });
    const form = await openBuy();
    fireEvent.click(await within(form).findByTestId('place-method-p1'));
    fireEvent.click(within(form).getByTestId('nft-buy-submit'));
    expect((await within(form).findByTestId('nft-buy-repriced')).textContent).toContain(
      'New price: 260 USDT',
    );
    fireEvent.click(within(form).getByTestId('nft-buy-submit'));
    await waitFor(() => expect(placed(fetchMock)).toHaveLength(2));
    expect(placed(fetchMock)[1]!.body).toMatchObject({ unitPrice: '260.000000', quantity: '1' });
  });
});

describe('the item elsewhere: /nftDetail, /myAdvert, /orderDetail', () => {
  it('/nftDetail shows the listed price and Buy when the escrow holds the item for an ad; Buy opens the confirmation', async () => {
    signIn();
    const fetchMock = withNftRoutes(stubOrdersApi({ orders: [], market: [SECOND, nftAdAnswer()] }), {
      items: [nftDetail({ inEscrow: true, price: '250.000000' })],
    });
    renderApp('/nftDetail?id=31', { realPages: true });
    expect((await screen.findByTestId('nft-listing-price')).textContent).toBe('Listed for 250 USDT');
    // The listing takes the place of the detail's empty "Listed price" row.
    expect(screen.queryByTestId('nft-detail-price')).toBeNull();
    const query = sentRequests(fetchMock, '/api/c2c/advert/page?').map((r) => new URL(r.url, 'http://x'));
    expect(query[0]!.searchParams.get('nftAlbumId')).toBe('3');
    fireEvent.click(screen.getByTestId('nft-listing-buy'));
    expect(await screen.findByTestId('nft-buy-form')).toBeTruthy();
  });

  it.each([
    ['outside escrow', { inEscrow: false, price: null }],
    ['in escrow for an order, not listed (no price)', { inEscrow: true, price: null }],
  ])('/nftDetail shows no Buy for an item %s, and looks for no ad', async (_, over) => {
    signIn();
    const fetchMock = withNftRoutes(stubOrdersApi({ orders: [], market: [nftAdAnswer()] }), {
      items: [nftDetail(over)],
    });
    renderApp('/nftDetail?id=31', { realPages: true });
    await screen.findByTestId('nft-detail-name');
    expect(screen.queryByTestId('nft-listing')).toBeNull();
    expect(sentRequests(fetchMock, '/api/c2c/advert/page?')).toHaveLength(0);
  });

  it('/myAdvert shows an NFT ad with its item (image, name) in place of a coin quantity', async () => {
    signIn();
    withNftRoutes(stubAdsApi({ mine: [nftAdAnswer(), adAnswer()] }));
    renderApp('/myAdvert', { realPages: true });
    const mine = await screen.findByTestId('my-ad-n1');
    expect((await within(mine).findByTestId('nft-ad-item-name')).textContent).toBe('North Pier');
    expect(within(mine).getByText('NFT/USDT')).toBeTruthy();
    expect(within(mine).queryByTestId('my-ad-remaining')).toBeNull();
    expect(within(screen.getByTestId('my-ad-a1')).getByTestId('my-ad-remaining')).toBeTruthy();
  });

  it('/orderDetail shows an NFT order’s item (the order’s nft) in place of a coin quantity, and where the NFT goes', async () => {
    signIn();
    withNftRoutes(
      stubOrdersApi({
        orders: [
          orderAnswer({
            id: '950',
            adId: 'n1',
            assetKind: 'NFT',
            coin: null,
            nft: adNft(),
            quantity: '1',
            unitPrice: '250',
            amount: '250',
          }),
        ],
        market: [],
      }),
    );
    renderApp('/orderDetail?id=950', { realPages: true });
    const item = await screen.findByTestId('order-nft');
    expect((await within(item).findByTestId('nft-ad-item-name')).textContent).toBe('North Pier');
    expect(within(item).getByTestId('nft-ad-item-link').getAttribute('href')).toBe('/nftDetail?id=31');
    expect(within(screen.getByTestId('order-fields')).queryByText('Quantity')).toBeNull();
    // Where the item goes, in the NFT's words.
    const coin = screen.getByTestId('order-coin');
    expect(within(coin).getByRole('heading').textContent).toBe('Where the NFT goes');
    expect(within(coin).getByTestId('order-deposit-hint').textContent).toBe(
      'The seller’s NFT for this order is already held in escrow.',
    );
    expect(within(coin).getByTestId('order-release-hint').textContent).toContain(
      'the NFT is released from escrow',
    );
  });

  it('/order lists an NFT order as "Buy NFT", quantity 1 NFT', async () => {
    signIn();
    withNftRoutes(
      stubOrdersApi({
        orders: [
          orderAnswer({
            id: '950',
            adId: 'n1',
            assetKind: 'NFT',
            coin: null,
            nft: adNft(),
            quantity: '1',
            unitPrice: '250',
            amount: '250',
          }),
        ],
        market: [nftAdAnswer()],
      }),
    );
    renderApp('/order', { realPages: true });
    const row = await screen.findByTestId('order-row-950');
    expect(within(row).getByTestId('order-side').textContent).toBe('Buy NFT');
    expect(within(row).getByTestId('order-quantity').textContent).toBe('1 NFT');
  });
});
