/**
 * What the request log holds of a request: the device id (in `/scan/genQrCodeUrl/{id}` and `deviceId=`
 * of `/scan/resetByEmail`) is the secret that lets a page read its QR code's outcome, so it is masked in
 * the URL, the parsed query and the route parameters.
 */
const MASK = '[device]';
const QR_CODE_PATH = /(\/scan\/genQrCodeUrl\/)[^/?#]+/;

export function redactDeviceId(url: string | undefined): string | undefined {
  if (url === undefined) return url;
  return url.replace(QR_CODE_PATH, `$1${MASK}`).replace(/([?&]deviceId=)[^&#]*/, `$1${MASK}`);
}

interface LoggedRequest {
  url?: string;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

/** pino-http's request serializer, after the standard one. */
export function redactRequest(req: LoggedRequest): LoggedRequest {
  const out: LoggedRequest = { ...req, url: redactDeviceId(req.url) };
  if (req.query && 'deviceId' in req.query) out.query = { ...req.query, deviceId: MASK };
  if (req.params && 'id' in req.params && req.url !== undefined && QR_CODE_PATH.test(req.url)) {
    out.params = { ...req.params, id: MASK };
  }
  return out;
}
