// Account calls of the session (spec section 7, "Account and session").
import type { OwnUserDto, PublicUserDto } from '@p2p/contracts';
import { API_ENDPOINTS, type EndpointDef } from '@p2p/contracts/routes';
import { http } from './client';

/**
 * `GET /user/info/{userId}`: the signed-in user's own account (another trader's answer carries the
 * public fields only, so everything beyond them is optional here).
 */
export type UserInfo = PublicUserDto & Partial<Omit<OwnUserDto, keyof PublicUserDto>>;

export async function fetchUserInfo(userId: string, signal?: AbortSignal): Promise<UserInfo | null> {
  return http.call(API_ENDPOINTS.account.userInfo, { userId }, { signal, toast: false });
}

/**
 * Whether the API serves a call yet: a call marked `planned` in the table is served by a later part, and
 * asking for it only answers 404 (an error in every signed-in page's console, issue 9).
 */
export function isServed(endpoint: EndpointDef): boolean {
  return endpoint.planned === undefined;
}

/** The advertiser's online state. */
export async function fetchOnlineState(signal?: AbortSignal): Promise<boolean> {
  // Served by the ads part (planned): its answer is not in the table yet, so both forms are read.
  const data = (await http.call(API_ENDPOINTS.account.onlineState, {}, { signal, toast: false })) as
    boolean | { online?: boolean } | null;
  return typeof data === 'boolean' ? data : Boolean(data?.online);
}

/** Ends the session on the server; the caller ends it locally whatever the answer. */
export async function postLogout(): Promise<void> {
  await http.call(API_ENDPOINTS.account.logout, {}, { toast: false });
}
