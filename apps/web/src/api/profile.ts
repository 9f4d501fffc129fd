// Profile edits (spec section 7): `POST /user/updateInfo` with one group per call, and the server's
// banned-word check.
import { API_ENDPOINTS, type ChainType } from '@p2p/contracts';
import type { UserInfo } from './account';
import { http } from './client';

/** One group per call; the answer is the updated own account. */
export type UpdateInfoBody =
  | { nickname: string }
  | { email: string; code: string }
  | { oldPassword: string; newPassword: string }
  /** The first login password of an account made with the wallet: the code mailed to its address. */
  | { code: string; newPassword: string }
  | { securityPassword: string; oldSecurityPassword?: string }
  | { usdtAddress: string; chainType: ChainType }
  | { regionId: string };

export function updateInfo(body: UpdateInfoBody): Promise<UserInfo> {
  return http.call(API_ENDPOINTS.account.updateInfo, { body });
}

/** Whether a text is free of sensitive or banned words. */
export async function isWordValid(word: string): Promise<boolean> {
  const answer = await http.call(API_ENDPOINTS.common.wordValid, { body: { word } });
  return Boolean(answer?.valid);
}
