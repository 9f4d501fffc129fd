// The signed-in user's queries. User info is polled every 4 s (paused while the page is hidden:
// TanStack Query's refetchIntervalInBackground is off).
import { USER_INFO_POLL_MS } from '@p2p/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchOnlineState, fetchUserInfo } from '../api/account';
import { queryKeys } from '../queryKeys';
import { useSession } from './useSession';

export function useUserInfo() {
  const session = useSession();
  const userId = session?.userId ?? '';
  return useQuery({
    queryKey: queryKeys.session.userInfo(userId),
    queryFn: ({ signal }) => fetchUserInfo(userId, signal),
    enabled: Boolean(session),
    refetchInterval: USER_INFO_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
}

/** The advertiser's online state (false until it is known). */
export function useOnlineState() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.onlineState,
    queryFn: ({ signal }) => fetchOnlineState(signal),
    enabled: Boolean(session),
    retry: false,
  });
}

/**
 * Whether the user has unfinished orders (shows the floating order button). The orders work fills it
 * from the unread-order poll; until then nobody has any.
 */
export function useHasUnfinishedOrders(): boolean {
  return false;
}
