/**
 * What the logs hold of a request. Two kinds of secret never reach them:
 * - the device id (in `/scan/genQrCodeUrl/{id}` and `deviceId=` of `/scan/resetByEmail`), the secret that
 *   lets a page read its QR code's outcome: masked as `[device]`;
 * - every secret-bearing field (issue 22: "I have received" sends `?securityCode=`, as the spec names it):
 *   passwords, security passwords and codes, mailed and TOTP codes, tokens, secrets, keys and signatures,
 *   masked as `[redacted]` wherever the request carries them: in the URL's query string (any case, `_` or
 *   `-` in the name, percent-encoded, as `a[securityCode]`, `a.securityCode` or `securityCode[]`), in the
 *   parsed query, the route parameters and the body, at any depth.
 * Bodies are not logged at all (pino-http's request serializer leaves them out); a body that reaches a log
 * line anyway goes through `redactFields`.
 */
const DEVICE_MASK = '[device]';
export const SECRET_MASK = '[redacted]';
const QR_CODE_PATH = /(\/scan\/genQrCodeUrl\/)[^/?#]+/;

/** Parts of a field name that make it secret (the name lower-cased, without `_`, `-` and spaces). */
const SECRET_PARTS = [
  'password',
  'passwd',
  'secret',
  'totp',
  'mnemonic',
  'privatekey',
  'signature',
  'securitycode',
];
/** Endings that make a name secret: `code`, `emailCode`, `otp`, `token`, `sliderToken`, ... */
const SECRET_ENDINGS = ['code', 'otp', 'token'];
/** Names with those endings that carry no secret. */
const NOT_SECRET = new Set([
  'reasoncode',
  'countrycode',
  'currencycode',
  'languagecode',
  'areacode',
  'errorcode',
  'statuscode',
  'postcode',
  'zipcode',
]);

const normalise = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '');

/** Whether a field of this name carries a secret (the device id is handled apart: `[device]`). */
export function isSecretField(name: string): boolean {
  const n = normalise(name);
  if (n === '' || NOT_SECRET.has(n)) return false;
  return SECRET_PARTS.some((p) => n.includes(p)) || SECRET_ENDINGS.some((e) => n.endsWith(e));
}

const isDeviceField = (name: string): boolean => normalise(name) === 'deviceid';

/** A query-string key decoded as the query parser reads it (`+` is a space); as sent when it cannot be. */
function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The mask for a query key, or null to keep its value: any segment of `a[b].c` may name the secret. */
function maskForKey(rawKey: string): string | null {
  const segments = [rawKey, decodeKey(rawKey)].flatMap((k) => k.split(/[[\].]+/));
  if (segments.some(isSecretField)) return SECRET_MASK;
  if (segments.some(isDeviceField)) return DEVICE_MASK;
  return null;
}

function redactQueryString(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      const mask = maskForKey(key);
      return mask === null || eq < 0 ? pair : `${key}=${mask}`;
    })
    .join('&');
}

/** A request URL with the QR code device id and every secret query value masked. */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return url;
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(QR_CODE_PATH, `$1${DEVICE_MASK}`);
  return q < 0 ? path : `${path}?${redactQueryString(url.slice(q + 1))}`;
}

/** The former name of `redactUrl` (the device id was its only secret). */
export const redactDeviceId = redactUrl;

const MAX_DEPTH = 8;

/** A copy of `value` with every secret field's value masked, at any depth (objects and arrays). */
export function redactFields(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return SECRET_MASK;
  if (Array.isArray(value)) return value.map((v) => redactFields(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v !== undefined && v !== null && isSecretField(k)) out[k] = SECRET_MASK;
    else if (v !== undefined && v !== null && isDeviceField(k)) out[k] = DEVICE_MASK;
    else out[k] = redactFields(v, depth + 1);
  }
  return out;
}

interface LoggedRequest {
  url?: string;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  body?: unknown;
  [key: string]: unknown;
}

/** pino-http's request serializer, after the standard one. */
export function redactRequest(req: LoggedRequest): LoggedRequest {
  const out: LoggedRequest = { ...req, url: redactUrl(req.url) };
  if (req.query) out.query = redactFields(req.query) as Record<string, unknown>;
  if (req.params) out.params = redactFields(req.params) as Record<string, unknown>;
  if (req.params && 'id' in req.params && req.url !== undefined && QR_CODE_PATH.test(req.url)) {
    out.params = { ...out.params, id: DEVICE_MASK };
  }
  if ('body' in req) out.body = redactFields(req.body);
  return out;
}
