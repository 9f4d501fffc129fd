// Account calls of the session (spec section 7, "Account and session").
import { ApiRoutes, type OwnUserDto, type PublicUserDto } from '@p2p/contracts';
import { http } from './client';

/**
 * `GET /user/info/{userId}`: the signed-in user's own account (another trader's answer carries the
 * public fields only, so everything beyond them is optional here).
 */
export type UserInfo = PublicUserDto & Partial<Omit<OwnUserDto, keyof PublicUserDto>>;

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
