// Account calls of the session (spec section 7, "Account and session"). The routes come with the
// account work; until then they answer code 404 and the queries simply have no data (no toast).
import { ApiRoutes } from '@p2p/contracts';
import { http } from './client';

/** The fields the shell reads from `GET /user/info/{userId}` (the account work fills in the rest). */
export interface UserInfo {
  id: string;
  email?: string;
  nickname?: string | null;
  creditScore?: number;
  /** The score value the header polls. */
  numerical?: number;
  certified?: boolean;
  fastTrader?: boolean;
  regionId?: string | null;
  [field: string]: unknown;
}

export async function fetchUserInfo(userId: string, signal?: AbortSignal): Promise<UserInfo | null> {
  return http.get<UserInfo | null>(ApiRoutes.account.userInfo(userId), undefined, { signal, toast: false });
}

/** The advertiser's online state. */
export async function fetchOnlineState(signal?: AbortSignal): Promise<boolean> {
  const data = await http.get<boolean | { online?: boolean } | null>(
    ApiRoutes.account.onlineState,
    undefined,
    {
      signal,
      toast: false,
    },
  );
  return typeof data === 'boolean' ? data : Boolean(data?.online);
}

/** Ends the session on the server; the caller ends it locally whatever the answer. */
export async function postLogout(): Promise<void> {
  await http.post<null>(ApiRoutes.account.logout, undefined, undefined, { toast: false });
}
