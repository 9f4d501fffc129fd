// The signed-in user's queries. User info is polled every 4 s (paused while the page is hidden:
// TanStack Query's refetchIntervalInBackground is off).
import { API_ENDPOINTS } from '@p2p/contracts/routes';
import { USER_INFO_POLL_MS } from '@p2p/contracts/socket';
import { useQuery } from '@tanstack/react-query';
import { fetchOnlineState, fetchUserInfo, isServed, type UserInfo } from '../api/account';
import { takeEarlyUserInfo } from '../earlyUserInfo';
import { queryKeys } from '../queryKeys';
import { useSession } from './useSession';

/**
 * The user info of `userId`: its first ask takes the answer boot.ts asked for as the page started
 * (earlyUserInfo.ts), when it is the info; anything else asks the API the usual way (its errors handled).
 */
async function userInfo(userId: string, signal: AbortSignal): Promise<UserInfo | null> {
  const early = await takeEarlyUserInfo<UserInfo>(userId);
  return early ? early.data : fetchUserInfo(userId, signal);
}

/** The user info query of `userId` (also started by main.tsx at start, beside the first page's code). */
export function userInfoQuery(userId: string) {
  return {
    queryKey: queryKeys.session.userInfo(userId),
    queryFn: ({ signal }: { signal: AbortSignal }) => userInfo(userId, signal),
    retry: false,
  } as const;
}

export function useUserInfo() {
  const session = useSession();
  const userId = session?.userId ?? '';
  return useQuery({
    ...userInfoQuery(userId),
    enabled: Boolean(session),
    refetchInterval: USER_INFO_POLL_MS,
    refetchIntervalInBackground: false,
    // Fresh until the next poll: the info main.tsx asked for at start is not asked for again when the
    // page mounts.
    staleTime: USER_INFO_POLL_MS,
  });
}

/** The advertiser's online state (false until it is known). */
export function useOnlineState() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.onlineState,
    queryFn: ({ signal }) => fetchOnlineState(signal),
    enabled: Boolean(session) && isServed(API_ENDPOINTS.account.onlineState),
    retry: false,
  });
}

/** Whether the user has unfinished orders (the unread-order poll of ./useUnread). */
export { useHasUnfinishedOrders } from './useUnread';
