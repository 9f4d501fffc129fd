// Profile edits (spec section 7): `POST /user/updateInfo` with one group per call, and the server's
// banned-word check.
import { API_ENDPOINTS, type ChainType } from '@p2p/contracts';
import { getDeviceUuid } from '../session/deviceId';
import type { UserInfo } from './account';
import { http } from './client';

/** One group per call; the answer is the updated own account. */
export type UpdateInfoBody =
  | { nickname: string }
  /** A new email: the current password proves the owner. */
  | { email: string; code: string; oldPassword: string }
  /**
   * A new email of an account without a password: the bound wallet's confirmation (`eventId` of
   * `GET /scan/resetByEmail`); an account without any email binds its first one with the code alone.
   */
  | { email: string; code: string; eventId?: string }
  | { oldPassword: string; newPassword: string }
  /** The first login password of an account made with the wallet: the mailed code and the wallet's confirmation. */
  | { code: string; newPassword: string; eventId: string }
  | { securityPassword: string; oldSecurityPassword?: string }
  | { usdtAddress: string; chainType: ChainType }
  | { regionId: string };

/** Sent with this device's id: a wallet confirmation counts only on the device that asked for its QR code. */
export function updateInfo(body: UpdateInfoBody): Promise<UserInfo> {
  return http.call(
    API_ENDPOINTS.account.updateInfo,
    { body },
    { headers: { 'x-device-id': getDeviceUuid() } },
  );
}

/** Undoes an email change with the token mailed to the old address; every session of the account ends. */
export async function undoEmailChange(token: string): Promise<void> {
  await http.call(API_ENDPOINTS.account.undoEmailChange, { body: { token } });
}

/** Whether a text is free of sensitive or banned words. */
export async function isWordValid(word: string): Promise<boolean> {
  const answer = await http.call(API_ENDPOINTS.common.wordValid, { body: { word } });
  return Boolean(answer?.valid);
}
