// QR sign-in, registration and wallet binding (spec section 4, "QR scan result"): the page asks for a
// p2pwallet:// URL, shows it as a QR code and polls the result until the wallet called back.
import { API_ENDPOINTS, type QrCode, type QrPurposeValue, type ScanOutcome } from '@p2p/contracts';
import { getDeviceUuid } from '../session/deviceId';
import { http } from './client';

const account = API_ENDPOINTS.account;

/** BIND needs the session token (sent by the client whenever the cookie is there). */
export function generateQrCode(deviceUuid: string, purpose: QrPurposeValue): Promise<QrCode> {
  return http.call(account.genQrCodeUrl, { id: deviceUuid, query: { purpose } }, { toast: false });
}

/** Throws code 1009 (SCAN_NO_CALLBACK) while waiting and 804 once the code expired. */
export function fetchScanResult(eventId: string, signal?: AbortSignal): Promise<ScanOutcome> {
  // The device id the code was asked with: the API gives the outcome (and a session) to this page only.
  return http.call(
    account.scanResult,
    { eventId },
    { signal, toast: false, headers: { 'x-device-id': getDeviceUuid() } },
  );
}

/** Forgot password with a bound wallet: a QR code only the wallet bound to `email` can confirm. */
export function generateResetQrCode(email: string, deviceUuid: string): Promise<QrCode> {
  return http.call(account.scanResetByEmail, { query: { email, deviceId: deviceUuid } }, { toast: false });
}
