import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { cards, CREATOR, nftAlbum, stubBlobUrls, stubNftApi } from './nftsTestKit';

stubBlobUrls();

const pagesAsked = (fetchMock: ReturnType<typeof stubNftApi>, prefix: string) =>
  sentRequests(fetchMock, prefix).map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));

describe('/nftAlbums: the albums (spec §2 NFT pages)', () => {
  it('lists each album with its cover from the API, name, creator, items and holders counts, floor and average price as given', async () => {
    signIn();
    const fetchMock = stubNftApi({
      albums: [
        nftAlbum(),
        nftAlbum({ id: '4', name: 'Quiet Fields', creatorName: null, averagePrice: null }),
      ],
      items: {},
      details: [],
      records: {},
    });
    const { router } = renderApp('/nftAlbums', { realPages: true });
    const first = within(await screen.findByTestId('nft-album-3'));
    expect(first.getByTestId('nft-album-name').textContent).toBe('Harbour Lights');
    expect(first.getByTestId('nft-album-creator').textContent).toBe('Creator: Dock Studio');
    expect(first.getByTestId('nft-figure-items').textContent).toBe('12');
    expect(first.getByTestId('nft-figure-holders').textContent).toBe('5');
    expect(first.getByTestId('nft-figure-floor').textContent).toBe('\u2014');
    expect(first.getByTestId('nft-figure-average').textContent).toBe('120.50');
    const second = within(screen.getByTestId('nft-album-4'));
    expect(second.getByTestId('nft-album-creator').textContent).toBe('Creator: 0x7099…79C8');
    expect(second.getByTestId('nft-figure-average').textContent).toBe('\u2014');
    // The cover is the API's stored copy, read with the session's token, shown from a blob URL.
    await waitFor(() => expect(first.getByTestId('nft-image').getAttribute('src')).toMatch(/^blob:nft-/));
    const image = sentRequests(fetchMock, '/api/c2c/nft/image/31?v=7')[0]!;
    expect(image.headers.Authorization).toBe('Bearer test-token');
    expect(screen.getByTestId('nft-albums-more-end').textContent).toBe('No more albums');
    fireEvent.click(first.getByTestId('nft-album-name'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nftAlbum'));
    expect(router.state.location.search).toBe('?id=3');
  });

  it('never loads an image from outside the API (no hot-linking): a foreign cover shows the placeholder', async () => {
    signIn();
    const fetchMock = stubNftApi({
      albums: [nftAlbum({ coverUrl: 'https://example.com/cover.png' })],
      items: {},
      details: [],
      records: {},
    });
    renderApp('/nftAlbums', { realPages: true });
    const card = within(await screen.findByTestId('nft-album-3'));
    expect(card.getByTestId('nft-image-none').getAttribute('aria-label')).toBe('No image yet');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('example.com'))).toBe(false);
  });

  it('is paged (infinite): the next page loads on demand, then says there are no more', async () => {
    signIn();
    const albums = Array.from({ length: 23 }, (_, i) =>
      nftAlbum({ id: String(100 - i), name: `Album ${i}` }),
    );
    const fetchMock = stubNftApi({ albums, items: {}, details: [], records: {} });
    renderApp('/nftAlbums', { realPages: true });
    await screen.findByTestId('nft-album-81');
    expect(screen.queryByTestId('nft-album-80')).toBeNull();
    fireEvent.click(screen.getByTestId('nft-albums-more'));
    await screen.findByTestId('nft-album-78');
    expect(pagesAsked(fetchMock, '/api/c2c/nft/album/page')).toEqual([
      { pageNo: '1', pageSize: '20' },
      { pageNo: '2', pageSize: '20' },
    ]);
    expect(screen.getByTestId('nft-albums-more-end').textContent).toBe('No more albums');
  });

  it('says when no album is open yet', async () => {
    signIn();
    stubNftApi({ albums: [], items: {}, details: [], records: {} });
    renderApp('/nftAlbums', { realPages: true });
    expect((await screen.findByTestId('nft-albums-empty')).textContent).toContain('No NFT album is open yet');
  });

  it('says when the albums cannot be loaded, and reads them again on retry', async () => {
    signIn();
    const state = {
      albums: [nftAlbum()],
      items: {},
      details: [],
      records: {},
      fail: '500' as string | undefined,
    };
    stubNftApi(state);
    renderApp('/nftAlbums', { realPages: true });
    expect((await screen.findByTestId('nfts-error')).textContent).toContain('This page could not be loaded');
    state.fail = undefined;
    fireEvent.click(screen.getByTestId('nfts-retry'));
    await screen.findByTestId('nft-album-3');
  });

  it('shows its texts in the chosen language (zh_TW), loaded with the page', async () => {
    signIn();
    stubNftApi({ albums: [nftAlbum()], items: {}, details: [], records: {} });
    const { i18n } = renderApp('/nftAlbums', { realPages: true, lang: 'zh_TW' });
    const card = within(await screen.findByTestId('nft-album-3'));
    expect(card.getByText('持有人數')).toBeTruthy();
    expect(card.getByText('均價')).toBeTruthy();
    expect(screen.getByTestId('nft-albums-more-end').textContent).toBe('沒有更多專輯了');
    // English, the fallback, came with them.
    expect(i18n.getResource('en', 'common', 'nfts.albums.end')).toBe('No more albums');
  });
});

describe('/nftAlbum?id=: an album and its items', () => {
  it('shows the album head (cover, name, creator link with copy, description, figures) and its items as cards opening the item', async () => {
    signIn();
    stubNftApi({ albums: [nftAlbum()], items: { '3': cards('3', 3) }, details: [], records: {} });
    const { router } = renderApp('/nftAlbum?id=3', { realPages: true });
    const head = within(await screen.findByTestId('nft-album-head'));
    expect(head.getByTestId('nft-album-title').textContent).toBe('Harbour Lights');
    expect(head.getByTestId('nft-album-creator-name').textContent).toBe('Dock Studio');
    expect(head.getByTestId('nft-album-creator-link').textContent).toBe('0x7099…79C8');
    expect(head.getByTestId('nft-album-creator-link').getAttribute('href')).toBe(
      `/nftCreator?address=${CREATOR}`,
    );
    expect(head.getByTestId('nft-album-creator-copy')).toBeTruthy();
    expect(head.getByTestId('nft-album-description').textContent).toBe(
      'Twelve lighthouses of the old harbour.',
    );
    expect(head.getByTestId('nft-figure-holders').textContent).toBe('5');
    const card = within(screen.getByTestId('nft-item-32'));
    expect(card.getByTestId('nft-item-name').textContent).toBe('Light 2');
    expect(card.getByTestId('nft-item-token').textContent).toBe('#2');
    expect(card.getByTestId('nft-item-holder').textContent).toBe('Holder 0x3C44…93BC');
    expect(card.queryByTestId('nft-item-price')).toBeNull();
    // On the album's own page the cards do not repeat the album's name.
    expect(card.queryByTestId('nft-item-album')).toBeNull();
    fireEvent.click(card.getByTestId('nft-item-name'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nftDetail'));
    expect(router.state.location.search).toBe('?id=32');
  });

  it('pages its items (infinite) and shows an unnamed item by its token id and a listed one with its price as given', async () => {
    signIn();
    const items = cards('3', 25);
    items[0] = {
      ...items[0]!,
      name: null,
      tokenId: '115792089237316195423570985008687907853269984665640564039457',
    };
    items[1] = { ...items[1]!, price: '1500.000000000000000001' };
    const fetchMock = stubNftApi({ albums: [nftAlbum()], items: { '3': items }, details: [], records: {} });
    renderApp('/nftAlbum?id=3', { realPages: true });
    const unnamed = within(await screen.findByTestId('nft-item-31'));
    expect(unnamed.getByTestId('nft-item-name').textContent).toBe(
      '#115792089237316195423570985008687907853269984665640564039457',
    );
    expect(within(screen.getByTestId('nft-item-32')).getByTestId('nft-item-price').textContent).toBe(
      'Listed at 1500.000000000000000001',
    );
    expect(screen.queryByTestId('nft-item-321')).toBeNull();
    fireEvent.click(screen.getByTestId('nft-album-items-more'));
    await screen.findByTestId('nft-item-325');
    expect(pagesAsked(fetchMock, '/api/c2c/nft/album/3')).toEqual([
      { pageNo: '1', pageSize: '20' },
      { pageNo: '2', pageSize: '20' },
    ]);
    expect(screen.getByTestId('nft-album-items-more-end').textContent).toBe('No more items');
  });

  it('says when the album has no item yet', async () => {
    signIn();
    stubNftApi({ albums: [nftAlbum()], items: {}, details: [], records: {} });
    renderApp('/nftAlbum?id=3', { realPages: true });
    expect((await screen.findByTestId('nft-album-empty')).textContent).toBe('No item in this album yet');
  });

  it('5046: an unknown album shows "The album does not exist" with a way back to the albums', async () => {
    signIn();
    stubNftApi({ albums: [nftAlbum()], items: {}, details: [], records: {} });
    const { router } = renderApp('/nftAlbum?id=99', { realPages: true });
    const state = await screen.findByTestId('nfts-not-found');
    expect(state.textContent).toContain('The album does not exist');
    expect(screen.getByTestId('empty-state-action').getAttribute('href')).toBe('/nftAlbums');
    expect(screen.getByTestId('nfts-back').textContent).toBe('Back');
    fireEvent.click(screen.getByTestId('empty-state-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nftAlbums'));
  });

  it('5046 opened directly: Back goes home (no page of ours to go back to), as the header’s back button', async () => {
    signIn();
    stubNftApi({ albums: [], items: {}, details: [], records: {} });
    const { router } = renderApp('/nftAlbum?id=99', { realPages: true });
    fireEvent.click(await screen.findByTestId('nfts-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('5046 in the chosen language (zh_TW), and without asking the API when the link names no album', async () => {
    signIn();
    const fetchMock = stubNftApi({ albums: [], items: {}, details: [], records: {} });
    renderApp('/nftAlbum?id=', { realPages: true, lang: 'zh_TW' });
    expect((await screen.findByTestId('nfts-not-found')).textContent).toContain('專輯不存在');
    expect(screen.getByTestId('empty-state-action').textContent).toBe('全部專輯');
    expect(sentRequests(fetchMock, '/api/c2c/nft/')).toEqual([]);
  });
});
