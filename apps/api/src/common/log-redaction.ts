/**
 * The request URL as logged: the device id (in `/scan/genQrCodeUrl/{id}` and `deviceId=` of
 * `/scan/resetByEmail`) is the secret that lets a page read its QR code's outcome, so it is masked.
 */
export function redactDeviceId(url: string | undefined): string | undefined {
  if (url === undefined) return url;
  return url
    .replace(/(\/scan\/genQrCodeUrl\/)[^/?#]+/, '$1[device]')
    .replace(/([?&]deviceId=)[^&#]*/, '$1[device]');
}
