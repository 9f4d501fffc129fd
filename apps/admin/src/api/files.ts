// Uploads shown in the console (chat images, appeal evidence): their bytes answer only with a token, so an
// <img src> cannot load them. They are fetched here with the staff token and shown from blob URLs.
import { API_PREFIX } from '@p2p/contracts';
import { ApiError, ClientErrorCode, toHeaderLanguage } from '@p2p/contracts/client';
import { currentLanguage } from '../i18n';
import { readToken } from '../session/token';

/** Whether `url` is one of the API's own paths (never a foreign host: the token stays with the API). */
export function isApiPath(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/`) && !url.startsWith('//');
}

/** The bytes at an API path (`/api/file/12`), read with the staff token; a refusal is its envelope's code. */
export async function fetchApiBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  if (!isApiPath(url)) throw new ApiError(ClientErrorCode.NETWORK, `not an API path: ${url}`);
  const headers: Record<string, string> = { way: 'WEB', language: toHeaderLanguage(currentLanguage()) };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal });
  } catch (cause) {
    if (signal?.aborted) throw new ApiError(ClientErrorCode.ABORTED, 'request aborted');
    throw new ApiError(ClientErrorCode.NETWORK, cause instanceof Error ? cause.message : String(cause));
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (response.ok && !type.includes('json')) return response.blob();
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  if (body && body.code !== undefined) {
    throw new ApiError(String(body.code), String(body.message ?? ''), null, response.status);
  }
  throw new ApiError(ClientErrorCode.NETWORK, `no image (HTTP ${response.status})`, null, response.status);
}
