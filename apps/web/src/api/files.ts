// Uploads (issue 11, spec §7 "shared uploads"): an image sent as multipart form data in the field `file`
// (JPG, JPEG, PNG or BMP under 1 MB; refusals 1018 format, 1019 too large, 999 no file), and reading one
// back. `GET /api/file/<id>` answers raw bytes and needs the session's Bearer token, so an <img src>
// cannot load it: the bytes are fetched here with the token and shown from a blob URL.
import { API_ENDPOINTS, API_PREFIX, fillPath, type UploadedFileDto } from '@p2p/contracts';
import { ApiError, ClientErrorCode, toHeaderLanguage } from '@p2p/contracts/client';
import { currentLanguage } from '../i18n/runtime';
import { getCookie } from '../session/cookies';
import { COOKIE } from '../session/keys';
import { http } from './client';

/** The types the API accepts (spec §7). */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/bmp'];
/** The API's limit: strictly under 1 MB. */
export const IMAGE_MAX_BYTES = 1024 * 1024;

/** Why an image is refused before it is sent (the API's codes), or null when it may be sent. */
export function imageProblem(file: Blob): '1018' | '1019' | null {
  if (!IMAGE_TYPES.includes(file.type)) return '1018';
  if (file.size >= IMAGE_MAX_BYTES) return '1019';
  return null;
}

/** Uploads an image; the caller shows the refusal (no toast). */
export function uploadImage(file: File): Promise<UploadedFileDto> {
  return http.call(
    API_ENDPOINTS.common.uploadImage,
    { file: { file, fileName: file.name } },
    { toast: false },
  );
}

/** The bytes of an upload, read with the session's token; a refusal is the envelope's code. */
export function fetchFileBlob(id: string, signal?: AbortSignal): Promise<Blob> {
  return fetchAuthorizedBlob(`${API_PREFIX}${fillPath(API_ENDPOINTS.files.read.path, { id })}`, signal);
}

/**
 * Bytes the API serves without an envelope (an upload, an NFT's stored image), read from `url` (a path
 * of the API) with the session's token; a refusal is the envelope's code.
 */
export async function fetchAuthorizedBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = { way: 'WEB', language: toHeaderLanguage(currentLanguage()) };
  const token = getCookie(COOKIE.token);
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
