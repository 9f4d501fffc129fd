// The API's answer envelope `{ code, message, data }`, read strictly from a fetch Response.

export interface Envelope<T = unknown> {
  /** '200' on success, else a code of the error catalogue. */
  code: string;
  message: string;
  data: T | null;
}

export type FetchImpl = typeof fetch;

export const SUCCESS_CODE = '200';

export function isSuccess(env: Envelope): boolean {
  return env.code === SUCCESS_CODE;
}

/** Parses the body as an envelope; throws a clear Error when it is not one (a proxy page, a crash...). */
export async function readEnvelope<T = unknown>(res: Response, what: string): Promise<Envelope<T>> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${what}: HTTP ${res.status}, the body is not JSON: ${text.slice(0, 200)}`);
  }
  if (typeof body !== 'object' || body === null)
    throw new Error(`${what}: HTTP ${res.status}, not an envelope`);
  const b = body as Record<string, unknown>;
  if ((typeof b.code !== 'string' && typeof b.code !== 'number') || typeof b.message !== 'string')
    throw new Error(`${what}: HTTP ${res.status}, not an envelope: ${text.slice(0, 200)}`);
  return { code: String(b.code), message: b.message, data: (b.data ?? null) as T | null };
}

/** `apiBase` without a trailing slash; must be an absolute http(s) URL. */
export function normalizeApiBase(apiBase: string): string {
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new TypeError(`apiBase ${apiBase} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError('apiBase must be http(s)');
  return apiBase.replace(/\/+$/, '');
}
