import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { cards, CREATOR, HOLDER, nftAlbum, stubBlobUrls, stubNftApi } from './nftsTestKit';

stubBlobUrls();

describe('/nftHolder?address=: the items an address holds (spec §2 holder)', () => {
  it('shows the address shortened with copy and its items as cards, paged (infinite)', async () => {
    signIn();
    const fetchMock = stubNftApi({
      albums: [nftAlbum()],
      items: {},
      details: [],
      records: {},
      held: { [HOLDER]: cards('3', 21) },
    });
    const { router } = renderApp(`/nftHolder?address=${HOLDER}`, { realPages: true });
    expect((await screen.findByTestId('nft-holder-address')).textContent).toBe('0x3C44…93BC');
    // A holder's items may come from several albums: each card names its album.
    expect(
      (await screen.findByTestId('nft-item-31')).querySelector('[data-testid="nft-item-album"]')?.textContent,
    ).toBe('Harbour Lights');
    expect(screen.getByTestId('nft-holder-address-copy')).toBeTruthy();
    await screen.findByTestId('nft-item-320');
    expect(screen.queryByTestId('nft-item-321')).toBeNull();
    fireEvent.click(screen.getByTestId('nft-holder-items-more'));
    await screen.findByTestId('nft-item-321');
    expect(
      sentRequests(fetchMock, `/api/c2c/nft/holder/${HOLDER}`).map((r) =>
        new URL(r.url, 'http://x').searchParams.get('pageNo'),
      ),
    ).toEqual(['1', '2']);
    fireEvent.click(within(screen.getByTestId('nft-item-31')).getByTestId('nft-item-name'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=31'));
    expect(router.state.location.pathname).toBe('/nftDetail');
  });

  it('shows the holder page in the chosen language (zh_TW)', async () => {
    signIn();
    stubNftApi({ albums: [], items: {}, details: [], records: {}, held: { [HOLDER]: cards('3', 1) } });
    renderApp(`/nftHolder?address=${HOLDER}`, { realPages: true, lang: 'zh_TW' });
    expect((await screen.findByTestId('nft-holder-head')).textContent).toContain('持有者地址');
    // The holder's own page does not repeat the holder on each card.
    await screen.findByTestId('nft-item-31');
    expect(screen.queryByTestId('nft-item-holder')).toBeNull();
  });

  it('says when the address holds nothing of an open album', async () => {
    signIn();
    stubNftApi({ albums: [], items: {}, details: [], records: {} });
    renderApp(`/nftHolder?address=${HOLDER}`, { realPages: true });
    expect((await screen.findByTestId('nft-holder-empty')).textContent).toContain(
      'This address holds no item of an open album',
    );
  });

  it('a link naming no address says so, with a way back, without asking the API', async () => {
    signIn();
    const fetchMock = stubNftApi({ albums: [], items: {}, details: [], records: {} });
    renderApp('/nftHolder?address=0x123', { realPages: true });
    expect((await screen.findByTestId('nfts-not-found')).textContent).toContain(
      'This link does not name an address',
    );
    expect(sentRequests(fetchMock, '/api/c2c/nft/')).toEqual([]);
  });

  it('says when the items cannot be loaded, and reads them again on retry', async () => {
    signIn();
    const state = {
      albums: [nftAlbum()],
      items: {},
      details: [],
      records: {},
      held: { [HOLDER]: cards('3', 1) },
      fail: 'SYSTEM_BUSY' as string | undefined,
    };
    stubNftApi(state);
    renderApp(`/nftHolder?address=${HOLDER}`, { realPages: true });
    expect((await screen.findByTestId('nfts-error')).textContent).toContain('This page could not be loaded');
    state.fail = undefined;
    fireEvent.click(screen.getByTestId('nfts-retry'));
    await screen.findByTestId('nft-item-31');
  });
});

describe('/nftCreator?address=: a creator’s albums and items (spec §2 creator)', () => {
  it('shows the creator’s name, address with copy, albums and their items', async () => {
    signIn();
    stubNftApi({
      albums: [
        nftAlbum(),
        nftAlbum({ id: '4', name: 'Quiet Fields' }),
        nftAlbum({ id: '5', creatorAddress: HOLDER }),
      ],
      items: { '3': cards('3', 2), '4': cards('4', 1) },
      details: [],
      records: {},
    });
    renderApp(`/nftCreator?address=${CREATOR}`, { realPages: true });
    expect((await screen.findByTestId('nft-creator-name')).textContent).toBe('Dock Studio');
    expect(screen.getByTestId('nft-creator-address').textContent).toBe('0x7099…79C8');
    expect(screen.getByTestId('nft-creator-address-copy')).toBeTruthy();
    const albums = within(screen.getByTestId('nft-creator-albums'));
    expect(albums.getAllByTestId('nft-album-name').map((n) => n.textContent)).toEqual([
      'Harbour Lights',
      'Quiet Fields',
    ]);
    const items = within(screen.getByTestId('nft-creator-items'));
    expect(items.getAllByTestId('nft-item-name').map((n) => n.textContent)).toEqual([
      'Light 1',
      'Light 2',
      'Light 1',
    ]);
  });

  it('pages the creator’s items (infinite)', async () => {
    signIn();
    const fetchMock = stubNftApi({
      albums: [nftAlbum()],
      items: { '3': cards('3', 24) },
      details: [],
      records: {},
    });
    renderApp(`/nftCreator?address=${CREATOR}`, { realPages: true });
    await screen.findByTestId('nft-item-320');
    expect(screen.queryByTestId('nft-item-321')).toBeNull();
    fireEvent.click(screen.getByTestId('nft-creator-items-more'));
    await screen.findByTestId('nft-item-324');
    expect(screen.getAllByTestId(/^nft-album-\d+$/)).toHaveLength(1);
    expect(
      sentRequests(fetchMock, `/api/c2c/nft/creator/${CREATOR}`).map((r) =>
        new URL(r.url, 'http://x').searchParams.get('pageNo'),
      ),
    ).toEqual(['1', '2']);
  });

  it('says when the address created no open album, in the chosen language too (zh_TW)', async () => {
    signIn();
    stubNftApi({ albums: [], items: {}, details: [], records: {} });
    renderApp(`/nftCreator?address=${CREATOR}`, { realPages: true, lang: 'zh_TW' });
    expect((await screen.findByTestId('nft-creator-empty')).textContent).toContain('此地址未創建開放的專輯');
    expect(screen.queryByTestId('nft-creator-name')).toBeNull();
  });
});
