// QR sign-in, registration and wallet binding (spec section 4, "QR scan result"): the page asks for a
// p2pwallet:// URL, shows it as a QR code and polls the result until the wallet called back.
import { ApiRoutes, type QrPurposeValue } from '@p2p/contracts';
import { getDeviceUuid } from '../session/deviceId';
import { http } from './client';
import type { IssuedSession } from './auth';

export interface QrCode {
  qrCodeUrl: string;
  eventId: string;
  /** ISO time after which the code is refused (804). */
  expiresAt: string;
}

export type ScanOutcome =
  | { status: 'SUCCESS'; purpose: QrPurposeValue; session: IssuedSession | null }
  | { status: 'FAILURE'; purpose: QrPurposeValue; code: string };

/** BIND needs the session token (sent by the client whenever the cookie is there). */
export function generateQrCode(deviceUuid: string, purpose: QrPurposeValue): Promise<QrCode> {
  return http.get<QrCode>(ApiRoutes.account.genQrCodeUrl(deviceUuid), { purpose }, { toast: false });
}

/** Throws code 1009 (SCAN_NO_CALLBACK) while waiting and 804 once the code expired. */
export function fetchScanResult(eventId: string, signal?: AbortSignal): Promise<ScanOutcome> {
  // The device id the code was asked with: the API gives the outcome (and a session) to this page only.
  return http.get<ScanOutcome>(ApiRoutes.account.scanResult(eventId), undefined, {
    signal,
    toast: false,
    headers: { 'x-device-id': getDeviceUuid() },
  });
}

/** Forgot password with a bound wallet: a QR code only the wallet bound to `email` can confirm. */
export function generateResetQrCode(email: string, deviceUuid: string): Promise<QrCode> {
  return http.get<QrCode>(
    ApiRoutes.account.scanResetByEmail,
    { email, deviceId: deviceUuid },
    { toast: false },
  );
}
