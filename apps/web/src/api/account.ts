// Account calls of the session (spec section 7, "Account and session").
import { ApiRoutes, type ChainType } from '@p2p/contracts';
import { http } from './client';

/**
 * `GET /user/info/{userId}`: the signed-in user's own account (another trader's answer carries the
 * public fields only, so everything beyond them is optional here).
 */
export interface UserInfo {
  id: string;
  nickname: string | null;
  creditScore: number;
  orderCount: number;
  /** A fraction as a decimal string, e.g. "0.9750". */
  completionRate: string;
  certified: boolean;
  fastTrader: boolean;
  regionId: string | null;
  online: boolean;
  email?: string | null;
  /** The score value the header polls. */
  numerical?: number;
  chainType?: ChainType | null;
  usdtAddress?: string | null;
  /** The bound identity wallet's address. */
  walletAddress?: string | null;
  /** NONE, BASIC or ADVANCED (identity verification in the wallet app). */
  kycLevel?: string;
  /** False for an account made with the identity wallet until it sets a login password. */
  hasPassword?: boolean;
  hasSecurityPassword?: boolean;
  language?: string;
  /** ISO time of the last nickname change (one change a week). */
  nicknameChangedAt?: string | null;
  createdAt?: string;
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
