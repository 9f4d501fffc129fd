// The NFT queries (one each): the albums, an album with its items, a holder's and a creator's items and
// an item's records are infinite lists (NFT_PAGE_SIZE a page; an album's, a holder's and a creator's
// header comes with every page, the first one's is shown); an item's detail; an image's bytes.
import type { Page } from '@p2p/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  fetchNftAlbum,
  fetchNftAlbums,
  fetchNftCreator,
  fetchNftHolder,
  fetchNftImage,
  fetchNftItem,
  fetchNftRecords,
  NFT_PAGE_SIZE,
} from '../../api/nfts';
import { useSession } from '../../hooks/useSession';
import { queryKeys } from '../../queryKeys';

/** The next page's number while the pages read so far hold fewer rows than the total. */
export function nextPageOf<T>(pageOf: (answer: T) => Page<unknown>) {
  return (last: T, pages: T[]): number | undefined => {
    const page = pageOf(last);
    return pages.length * NFT_PAGE_SIZE < page.total && page.list.length > 0 ? pages.length + 1 : undefined;
  };
}

const itself = <T>(page: Page<T>): Page<T> => page;
const STALE_MS = 15_000;

export function useNftAlbums() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.session.nftAlbums,
    queryFn: ({ pageParam, signal }) => fetchNftAlbums(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf(itself),
    enabled: Boolean(session),
    staleTime: STALE_MS,
  });
}

export function useNftAlbum(id: string | null) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.session.nftAlbum(id ?? ''),
    queryFn: ({ pageParam, signal }) => fetchNftAlbum(id!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf((a: { items: Page<unknown> }) => a.items),
    enabled: Boolean(session) && id !== null,
    staleTime: STALE_MS,
  });
}

export function useNftItem(id: string | null) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.nftItem(id ?? ''),
    queryFn: ({ signal }) => fetchNftItem(id!, signal),
    enabled: Boolean(session) && id !== null,
    staleTime: STALE_MS,
  });
}

export function useNftRecords(id: string | null) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.session.nftRecords(id ?? ''),
    queryFn: ({ pageParam, signal }) => fetchNftRecords(id!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf(itself),
    enabled: Boolean(session) && id !== null,
    staleTime: STALE_MS,
  });
}

export function useNftHolder(address: string | null) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.session.nftHolder(address ?? ''),
    queryFn: ({ pageParam, signal }) => fetchNftHolder(address!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf((a: { items: Page<unknown> }) => a.items),
    enabled: Boolean(session) && address !== null,
    staleTime: STALE_MS,
  });
}

export function useNftCreator(address: string | null) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.session.nftCreator(address ?? ''),
    queryFn: ({ pageParam, signal }) => fetchNftCreator(address!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf((a: { items: Page<unknown> }) => a.items),
    enabled: Boolean(session) && address !== null,
    staleTime: STALE_MS,
  });
}

/** An image the API stored; an image never changes under its URL (the URL names the stored file). */
export function useNftImageBlob(url: string | null) {
  return useQuery({
    queryKey: queryKeys.session.nftImage(url ?? ''),
    queryFn: ({ signal }) => fetchNftImage(url!, signal),
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
  });
}
