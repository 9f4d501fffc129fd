import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import {
  CONTRACT,
  CREATOR,
  HOLDER,
  nftAlbum,
  nftDetail,
  nftRecord,
  stubBlobUrls,
  stubNftApi,
  ZERO,
} from './nftsTestKit';

stubBlobUrls();

const api = (over: Partial<Parameters<typeof stubNftApi>[0]> = {}) =>
  stubNftApi({ albums: [nftAlbum()], items: {}, details: [nftDetail()], records: {}, ...over });

describe('/nftDetail?id=: an item and its detail parameters (spec §2, §3 NFT)', () => {
  it('shows the image, name, album link, prices as given, holder and creator links with copy, the description and the link to its records', async () => {
    signIn();
    api();
    const { router } = renderApp('/nftDetail?id=31', { realPages: true });
    expect((await screen.findByTestId('nft-detail-name')).textContent).toBe('North Pier');
    await waitFor(() => expect(screen.getByTestId('nft-image').getAttribute('src')).toMatch(/^blob:nft-/));
    expect(screen.getByTestId('nft-image').getAttribute('alt')).toBe('North Pier');
    expect(screen.getByTestId('nft-detail-album').textContent).toBe('Album: Harbour Lights');
    expect(screen.getByTestId('nft-detail-album').getAttribute('href')).toBe('/nftAlbum?id=3');
    expect(screen.getByTestId('nft-detail-price').textContent).toBe('\u2014');
    expect(screen.getByTestId('nft-detail-average').textContent).toBe('99.990000000000000001');
    expect(screen.getByTestId('nft-detail-holder-link').textContent).toBe('0x3C44…93BC');
    expect(screen.getByTestId('nft-detail-holder-link').getAttribute('href')).toBe(
      `/nftHolder?address=${HOLDER}`,
    );
    expect(screen.getByTestId('nft-detail-holder-copy')).toBeTruthy();
    expect(screen.getByTestId('nft-detail-creator-row').textContent).toContain('Dock Studio');
    expect(screen.getByTestId('nft-detail-creator-link').getAttribute('href')).toBe(
      `/nftCreator?address=${CREATOR}`,
    );
    expect(screen.getByTestId('nft-detail-description').textContent).toBe(
      'The light at the end of the north pier.',
    );
    fireEvent.click(screen.getByTestId('nft-detail-records'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nftRecords'));
    expect(router.state.location.search).toBe('?id=31');
  });

  it('lists the detail parameters: token id, class id, contract with copy, chain, metadata URL and the attributes as a table', async () => {
    signIn();
    const tokenId = '115792089237316195423570985008687907853269984665640564039457584007913129639935';
    api({ details: [nftDetail({ tokenId })] });
    renderApp('/nftDetail?id=31', { realPages: true });
    expect((await screen.findByTestId('nft-token-id')).textContent).toBe(tokenId);
    expect(screen.getByTestId('nft-class-id').textContent).toBe('3');
    expect(screen.getByTestId('nft-contract').textContent).toBe('0x5FbD…0aa3');
    expect(screen.getByTestId('nft-contract').getAttribute('title')).toBe(CONTRACT);
    expect(screen.getByTestId('nft-contract-copy')).toBeTruthy();
    expect(screen.queryByTestId('nft-contract-link')).toBeNull();
    expect(screen.getByTestId('nft-chain').textContent).toBe('EVM chain (ERC-721)');
    expect(screen.getByTestId('nft-metadata-url').textContent).toBe('http://127.0.0.1:8545/nft/1.json');
    const rows = within(screen.getByTestId('nft-attributes'))
      .getAllByRole('row')
      .map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Trait', 'Value'],
      ['Colour', 'Red'],
      ['\u2014', 'Night'],
    ]);
    expect(screen.queryByTestId('nft-metadata-status')).toBeNull();
  });

  it('says when the metadata is still being read, has no attributes, and when the escrow holds the item', async () => {
    signIn();
    const long = `data:application/json;base64,${'A'.repeat(200)}`;
    api({
      details: [
        nftDetail({
          metadataStatus: 'PENDING',
          attributes: [],
          inEscrow: true,
          metadataUrl: long,
          name: null,
        }),
      ],
    });
    renderApp('/nftDetail?id=31', { realPages: true });
    expect((await screen.findByTestId('nft-metadata-status')).textContent).toBe(
      'The metadata is being read from the chain',
    );
    expect(screen.getByTestId('nft-detail-name').textContent).toBe('#1');
    expect(screen.getByTestId('nft-no-attributes').textContent).toBe('No attributes in the metadata');
    expect(screen.getByTestId('nft-detail-escrow').textContent).toBe('Held in the platform escrow');
    expect(screen.queryByTestId('nft-detail-holder-link')).toBeNull();
    expect(screen.getByTestId('nft-metadata-url').textContent).toBe(`${long.slice(0, 60)}…`);
  });

  it('5048: an unknown item shows "The NFT does not exist" with a way back', async () => {
    signIn();
    api();
    renderApp('/nftDetail?id=404', { realPages: true });
    expect((await screen.findByTestId('nfts-not-found')).textContent).toContain('The NFT does not exist');
    expect(screen.getByTestId('empty-state-action').getAttribute('href')).toBe('/nftAlbums');
  });

  it('shows the parameters in the chosen language (zh_TW)', async () => {
    signIn();
    api();
    renderApp('/nftDetail?id=31', { realPages: true, lang: 'zh_TW' });
    expect((await screen.findByTestId('nft-chain')).textContent).toBe('EVM 鏈（ERC-721）');
    expect(screen.getByText('詳情參數')).toBeTruthy();
    expect(screen.getByTestId('nft-detail-records').textContent).toBe('鏈上記錄');
  });
});

describe('/nftRecords?id=: the item’s on-chain records', () => {
  it('lists each transfer newest first: kind, from, to (holder links; the zero address not), time at the stored offset, hash with copy, block and price as given', async () => {
    signIn();
    localStorage.setItem('deltaTimeZone', '9');
    api({
      records: {
        '31': [
          nftRecord({ id: '902', price: '250.000000000000000001' }),
          nftRecord({ id: '901', kind: 'MINT', from: ZERO, to: CREATOR, blockNumber: '12' }),
        ],
      },
    });
    renderApp('/nftRecords?id=31', { realPages: true });
    const transfer = within(await screen.findByTestId('nft-record-902'));
    expect(transfer.getByTestId('nft-record-kind').textContent).toBe('Transferred');
    expect(transfer.getByTestId('nft-record-from-link').getAttribute('href')).toBe(
      `/nftHolder?address=${CREATOR}`,
    );
    expect(transfer.getByTestId('nft-record-to-link').textContent).toBe('0x3C44…93BC');
    expect(transfer.getByTestId('nft-record-tx').textContent).toBe('0xabababab…abababab');
    expect(transfer.getByTestId('nft-record-tx').getAttribute('title')).toBe(`0x${'ab'.repeat(32)}`);
    expect(transfer.getByTestId('nft-record-tx-copy')).toBeTruthy();
    expect(transfer.getByTestId('nft-record-block').textContent).toBe('Block 9007199254740993');
    expect(transfer.getByTestId('nft-record-price').textContent).toBe('250.000000000000000001');
    // 02:05 UTC at UTC+9 (the 10:05 of the UTC+8 base, one hour on).
    expect(transfer.getByTestId('nft-record-time').textContent).toBe('Nov 25, 2026, 11:05 AM');
    const mint = within(screen.getByTestId('nft-record-901'));
    expect(mint.getByTestId('nft-record-kind').textContent).toBe('Minted');
    expect(mint.getByTestId('nft-record-from').textContent).toBe('0x0000…0000');
    expect(mint.queryByTestId('nft-record-from-link')).toBeNull();
    expect(mint.queryByTestId('nft-record-price')).toBeNull();
    expect(screen.getByTestId('nft-records-more-end').textContent).toBe('No more records');
  });

  it('is paged (infinite)', async () => {
    signIn();
    const records = Array.from({ length: 22 }, (_, i) => nftRecord({ id: String(700 - i) }));
    const fetchMock = api({ records: { '31': records } });
    renderApp('/nftRecords?id=31', { realPages: true });
    await screen.findByTestId('nft-record-681');
    expect(screen.queryByTestId('nft-record-680')).toBeNull();
    fireEvent.click(screen.getByTestId('nft-records-more'));
    await screen.findByTestId('nft-record-679');
    expect(
      sentRequests(fetchMock, '/api/c2c/nft/item/31/records').map((r) =>
        new URL(r.url, 'http://x').searchParams.get('pageNo'),
      ),
    ).toEqual(['1', '2']);
  });

  it('shows the records in the chosen language (zh_TW)', async () => {
    signIn();
    api({ records: { '31': [nftRecord({ kind: 'BURN', to: ZERO })] } });
    renderApp('/nftRecords?id=31', { realPages: true, lang: 'zh_TW' });
    const burn = within(await screen.findByTestId('nft-record-900'));
    expect(burn.getByTestId('nft-record-kind').textContent).toBe('銷毀');
    expect(burn.getByTestId('nft-record-block').textContent).toBe('區塊 9007199254740993');
    expect(burn.queryByTestId('nft-record-to-link')).toBeNull();
    expect(screen.getByTestId('nft-records-more-end').textContent).toBe('沒有更多記錄了');
  });

  it('says when there is no record yet, and 5048 for an unknown item', async () => {
    signIn();
    api();
    const first = renderApp('/nftRecords?id=31', { realPages: true });
    expect((await screen.findByTestId('nft-records-empty')).textContent).toContain('No on-chain record yet');
    first.unmount();
    renderApp('/nftRecords?id=77', { realPages: true });
    expect((await screen.findByTestId('nfts-not-found')).textContent).toContain('The NFT does not exist');
  });
});
