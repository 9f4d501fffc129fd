import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../../test/fetchStub';
import { renderApp, signIn } from '../../../test/renderApp';
import { stubAdsApi, type AdsApiState } from '../../ads/adsTestKit';
import { depositAnswer } from '../../funds/fundsTestKit';
import { stubBlobUrls } from '../nftsTestKit';
import { BOUND, nftAdAnswer, withNftRoutes } from './nftTradeTestKit';

stubBlobUrls();

const ESCROW = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const NFT_LINK = `ethereum:0x5FbDB2315678afecb367f032d93F642f64180aa3@31337/safeTransferFrom?address=${BOUND}&address=${ESCROW}&uint256=1`;

/** /creating?asset=NFT for a trader whose bound address holds two items. */
async function openNftForm(state: AdsApiState = {}) {
  signIn();
  state.user = { walletAddress: BOUND, ...state.user };
  const fetchMock = withNftRoutes(stubAdsApi(state));
  const view = renderApp('/creating?asset=NFT', { realPages: true });
  await screen.findByTestId('nft-ad-form');
  await screen.findByTestId('nft-ad-pick-31');
  await screen.findByTestId('ad-method-p1');
  return { fetchMock, ...view };
}

function fillValid() {
  fireEvent.click(within(screen.getByTestId('nft-ad-pick-31')).getByRole('radio'));
  fireEvent.change(screen.getByTestId('nft-ad-price'), { target: { value: '250' } });
  fireEvent.click(screen.getByTestId('ad-method-p1'));
}

const created = (fetchMock: ReturnType<typeof stubAdsApi>) =>
  sentRequests(fetchMock, '/api/c2c/advert/create', 'POST');

describe('/creating?asset=NFT: the NFT sell ad (issue 23)', () => {
  it('offers the items the bound address holds (the holder view: image and name) and one currency per quote', async () => {
    const { fetchMock } = await openNftForm();
    const picks = screen.getByTestId('nft-ad-items');
    expect(within(picks).getByText('North Pier')).toBeTruthy();
    expect(within(picks).getByText('South Light')).toBeTruthy();
    // The image is read (with the session) after the list: its placeholder shows until then.
    expect(await within(screen.getByTestId('nft-ad-pick-31')).findByTestId('nft-image')).toBeTruthy();
    expect(within(screen.getByTestId('nft-ad-pick-32')).getByTestId('nft-image-none')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith(`/api/c2c/nft/holder/${BOUND}?`))).toBe(
      true,
    );
    const currencies = within(screen.getByTestId('nft-ad-currency'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(currencies).toEqual(['USDT', 'CNY']);
  });

  it('sends a SELL ad of the item: assetKind NFT, its album and item, the pair of the currency, a fixed price, quantity 1', async () => {
    const { fetchMock } = await openNftForm({ created: nftAdAnswer({ status: 'CREATING' }) });
    fillValid();
    fireEvent.change(screen.getByTestId('nft-ad-notes'), { target: { value: 'Framed print included' } });
    fireEvent.click(screen.getByTestId('nft-ad-submit'));
    await waitFor(() => expect(created(fetchMock)).toHaveLength(1));
    expect(created(fetchMock)[0]!.body).toEqual({
      type: 'SELL',
      assetKind: 'NFT',
      mode: 'MANUAL',
      nftAlbumId: 3,
      nftItemId: '31',
      coinPairId: 1,
      priceType: 'FIXED',
      unitPrice: '250',
      totalQuantity: '1',
      paymentMethodIds: ['p1'],
      notes: 'Framed print included',
    });
  });

  it('refuses before sending: no item chosen, no price above zero, no payment method', async () => {
    const { fetchMock } = await openNftForm();
    fireEvent.change(screen.getByTestId('nft-ad-price'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('nft-ad-submit'));
    expect((await screen.findByTestId('nft-ad-error-item')).textContent).toBe('Choose the item to sell');
    expect(screen.getByTestId('nft-ad-error-unitPrice').textContent).toBe('Enter a price above zero');
    expect(screen.getByTestId('ad-methods-error').textContent).toBe('Choose at least one payment method');
    expect(created(fetchMock)).toHaveLength(0);
  });

  it('says to bind a wallet address first when the trader has none (an NFT ad sells an item held there)', async () => {
    signIn();
    withNftRoutes(stubAdsApi({ user: { walletAddress: null } }));
    renderApp('/creating?asset=NFT', { realPages: true });
    expect((await screen.findByTestId('nft-ad-no-bound')).textContent).toContain(
      'Bind a wallet address first',
    );
  });

  it.each([
    ['5046', 'The album does not exist'],
    ['5047', 'NFT ads can only be sell ads'],
    ['5048', 'The NFT does not exist'],
  ])("shows the API's refusal %s in its words under the form", async (code, words) => {
    const { fetchMock } = await openNftForm({ created: { refuse: code } });
    fillValid();
    fireEvent.click(screen.getByTestId('nft-ad-submit'));
    expect((await screen.findByTestId('ad-form-error')).textContent).toBe(words);
    expect(created(fetchMock)).toHaveLength(1);
  });
});

describe('/creating?ad=: the NFT deposit (safeTransferFrom to escrow) and its outcomes', () => {
  it('shows the item with the safeTransferFrom link and QR the API answers, then "published" once the item is credited', async () => {
    const ad = nftAdAnswer({ status: 'CREATING' });
    const state: AdsApiState = {
      created: ad,
      ads: { n1: ad },
      deposit: () =>
        depositAnswer({ coin: null, nftTokenId: '1', amount: '1', shortfall: '1', paymentLink: NFT_LINK }),
    };
    const { fetchMock, router } = await openNftForm(state);
    fillValid();
    fireEvent.click(screen.getByTestId('nft-ad-submit'));
    const stage = await screen.findByTestId('ad-deposit-stage');
    expect(router.state.location.search).toBe('?ad=n1');
    expect((await within(stage).findByTestId('nft-ad-item-name')).textContent).toBe('North Pier');
    expect(within(stage).getByTestId('nft-deposit-hint').textContent).toContain('safeTransferFrom');
    expect((await screen.findByTestId('deposit-amount')).textContent).toBe('NFT #1');
    expect((await screen.findByTestId('deposit-qr')).getAttribute('data-qr-url')).toBe(NFT_LINK);
    expect(screen.getByTestId('deposit-open').getAttribute('href')).toBe(NFT_LINK);
    expect(sentRequests(fetchMock, '/api/c2c/advert/deposit/n1', 'POST').length).toBeGreaterThan(0);
    state.ads = { n1: { ...ad, status: 'PUBLISHED' } };
    state.deposit = () =>
      depositAnswer({
        coin: null,
        nftTokenId: '1',
        amount: '1',
        receivedAmount: '1',
        shortfall: '0',
        status: 'SATISFIED',
      });
    expect(await screen.findByTestId('ad-published', {}, { timeout: 12000 })).toBeTruthy();
  }, 20000);

  it('a cancelled creation (another item arrived, spec §4; or cancelled, expired) says the NFT sent for it is returned', async () => {
    signIn();
    withNftRoutes(stubAdsApi({ ads: { n1: nftAdAnswer({ status: 'CANCELLED' }) } }));
    renderApp('/creating?ad=n1', { realPages: true });
    const returned = await screen.findByTestId('nft-ad-returned');
    expect(returned.textContent).toContain(
      'the NFT sent for it, if any, is returned to the address it came from',
    );
    expect(within(returned).getByTestId('nft-ad-item-name').textContent).toBe('North Pier');
    expect(within(returned).getByTestId('ad-to-my-ads').getAttribute('href')).toBe('/myAdvert');
    expect(screen.queryByTestId('ad-creation-failed')).toBeNull();
  });
});
