// The NFT albums tab's server state (issue 23): the albums, an album's items page, and the changes, each
// refreshing what it touched.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as api from '../../api/nfts';
import { queryKeys } from '../../queryKeys';
import { useChange } from './useOperations';

const keys = queryKeys.ops;
export const NFT_ITEMS_PAGE_SIZE = 10;

export const useNftAlbums = () =>
  useQuery({ queryKey: keys.nftAlbums, queryFn: ({ signal }) => api.fetchNftAlbums(signal) });

export const useNftItems = (albumId: string, pageNo: number) =>
  useQuery({
    queryKey: keys.nftItems(albumId, pageNo),
    queryFn: ({ signal }) => api.fetchNftAlbumItems(albumId, pageNo, NFT_ITEMS_PAGE_SIZE, signal),
  });

export const useCreateNftAlbum = () => useChange(api.createNftAlbum, [keys.nftAlbums]);
export const useUpdateNftAlbum = () =>
  useChange(
    ({ id, body }: { id: string; body: Parameters<typeof api.updateNftAlbum>[1] }) =>
      api.updateNftAlbum(id, body),
    [keys.nftAlbums],
  );
export function useRefetchNftItem(albumId: string) {
  const { t } = useTranslation();
  return useChange(api.refetchNftItem, [keys.nftItems(albumId)], t('admin.nfts.refetchAsked'));
}
