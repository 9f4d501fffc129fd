// /config's NFT albums tab (issue 23): the albums with how far the watcher read them, the add form (a
// malformed contract address refused before anything is sent), the "enabled" switch, and an album's
// items with their metadata status and the re-fetch button.
import type { OpsNftAlbumDto, OpsNftItemDto } from '@p2p/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, STAFF, staffApi, type Answer } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';

const ALBUM: OpsNftAlbumDto = {
  id: '4',
  classId: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'P2P Market Collection',
  chain: 'ERC20',
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  creatorName: 'P2P Market',
  creatorAddress: null,
  description: null,
  enabled: true,
  itemsCount: 12,
  startBlock: '1',
  syncedBlock: '345',
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
};

const ITEMS: OpsNftItemDto[] = [
  {
    id: '31',
    albumId: '4',
    tokenId: '1',
    name: 'P2P Market #1',
    imageUrl: '/api/c2c/nft/image/31?v=9',
    metadataUrl: 'data:application/json (812 characters)',
    metadataStatus: 'FETCHED',
    metadataError: null,
    metadataFetchedAt: '2026-11-27T08:01:00.000Z',
    holderAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  },
  {
    id: '32',
    albumId: '4',
    tokenId: '2',
    name: null,
    imageUrl: null,
    metadataUrl: 'https://127.0.0.1/meta.json',
    metadataStatus: 'FAILED',
    metadataError: 'private, loopback or link-local address refused',
    metadataFetchedAt: '2026-11-27T08:01:00.000Z',
    holderAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  },
];

function nftApi(extra: Record<string, Answer> = {}) {
  return staffApi(STAFF.ADMIN, {
    'GET /api/admin/ops/coins': { body: envelope([]) },
    'GET /api/admin/ops/coin-pairs': { body: envelope([]) },
    'GET /api/admin/ops/nft-albums': { body: envelope([ALBUM]) },
    'GET /api/admin/ops/nft-albums/4/items': {
      body: envelope({ list: ITEMS, total: 2, pageNo: 1, pageSize: 10 }),
    },
    ...extra,
  });
}

async function openNftTab() {
  fireEvent.click(await screen.findByRole('tab', { name: 'NFT albums' }));
  return screen.findByTestId('nft-album-4');
}

describe('NFT albums', () => {
  it('lists the albums with their contract, items and the block the watcher read them up to', async () => {
    signIn();
    nftApi();
    renderApp('/config');
    const row = await openNftTab();
    expect(row.textContent).toContain('P2P Market Collection');
    expect(row.textContent).toContain(ALBUM.contractAddress);
    expect(row.textContent).toContain('12');
    expect(row.textContent).toContain('345');
  });

  it('adds an album: sends the contract, name and creator, nothing left empty', async () => {
    signIn();
    const { calls } = nftApi({
      'POST /api/admin/ops/nft-albums': { body: envelope({ ...ALBUM, id: '5', name: 'Cats' }) },
    });
    renderApp('/config');
    await openNftTab();
    fireEvent.click(screen.getByTestId('nft-album-add'));
    const form = await screen.findByTestId('nft-album-form');
    fireEvent.change(within(form).getByTestId('nft-album-contract'), {
      target: { value: '0x0000000000000000000000000000000000000abc' },
    });
    fireEvent.change(within(form).getByTestId('nft-album-name'), { target: { value: ' Cats ' } });
    fireEvent.click(screen.getByTestId('nft-album-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      contractAddress: '0x0000000000000000000000000000000000000abc',
      name: 'Cats',
    });
  });

  it('refuses a malformed contract address in the form and sends nothing', async () => {
    signIn();
    const { calls } = nftApi();
    renderApp('/config');
    await openNftTab();
    fireEvent.click(screen.getByTestId('nft-album-add'));
    const form = await screen.findByTestId('nft-album-form');
    fireEvent.change(within(form).getByTestId('nft-album-contract'), { target: { value: '0x12' } });
    fireEvent.change(within(form).getByTestId('nft-album-name'), { target: { value: 'Short' } });
    fireEvent.click(screen.getByTestId('nft-album-save'));
    expect(await screen.findByText('Enter 0x and 40 hexadecimal digits')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("disables an album at once from its 'Enabled' switch", async () => {
    signIn();
    const { calls } = nftApi({
      'POST /api/admin/ops/nft-albums/4': { body: envelope({ ...ALBUM, enabled: false }) },
    });
    renderApp('/config');
    const row = await openNftTab();
    fireEvent.click(within(row).getByRole('switch', { name: 'Enabled' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/ops/nft-albums/4')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/ops/nft-albums/4')?.body).toEqual({ enabled: false });
  });

  it("shows an album's items with their metadata status and error, and fetches one again", async () => {
    signIn();
    const { calls } = nftApi({
      'POST /api/admin/ops/nft-items/32/refetch': {
        body: envelope({ ...ITEMS[1], metadataStatus: 'PENDING' }),
      },
    });
    renderApp('/config');
    await openNftTab();
    fireEvent.click(screen.getByTestId('nft-album-items-4'));
    const failed = await screen.findByTestId('nft-item-32');
    expect(failed.textContent).toContain('Failed');
    expect(failed.textContent).toContain('private, loopback or link-local address refused');
    expect((await screen.findByTestId('nft-item-31')).textContent).toContain('Read');
    fireEvent.click(within(failed).getByTestId('nft-refetch-32'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/ops/nft-items/32/refetch')).toBe(true),
    );
    expect(await screen.findByText('The metadata will be read again')).toBeTruthy();
  });
});
