// A small typed API client core, framework-free, for the web and admin apps (spec section 7).
// It sends the spec's headers, serializes GET params with indices and dots, applies the time-outs,
// returns the envelope and throws an `ApiError` for any code other than '200'.
import { SUCCESS_CODE, isEnvelope, type ApiEnvelope } from '../envelope.js';
import { ApiError, ClientErrorCode } from './api-error.js';
import { appendParams, type Params } from './serialize.js';

export const DEFAULT_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 120_000;
/** The `language` header when none is chosen. */
export const DEFAULT_HEADER_LANGUAGE = 'zh_CN';

/** The part of a fetch Response the client reads (DOM and Node fetch both fit). */
export interface ResponseLike {
  readonly status: number;
  text(): Promise<string>;
}

export interface RequestInitLike {
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal: AbortSignal;
}

export type FetchLike = (url: string, init: RequestInitLike) => Promise<ResponseLike>;

export interface ApiClientOptions {
  /** Where `/api` lives, e.g. `/api` (same origin) or `https://host/api`. */
  baseUrl: string;
  /** The session token (from the cookie); no Authorization header when empty. */
  getToken: () => string | null | undefined;
  /** The interface language; `en` is sent as `en_US`, none as `zh_CN`. */
  getLanguage: () => string | null | undefined;
  /** Called with every error before it is thrown, except the caller's own aborts (e.g. for a toast). */
  onError?: (error: ApiError) => void;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
  uploadTimeoutMs?: number;
}

export interface RequestOptions {
  /** Aborts the request (TanStack Query's signal). */
  signal?: AbortSignal;
  /** Overrides the time-out of this request. */
  timeoutMs?: number;
  /** Do not call `onError` for this request (the caller handles the error itself). */
  silent?: boolean;
  /** Extra headers of this request (e.g. `x-device-id` on the QR result poll). */
  headers?: Readonly<Record<string, string>>;
}

export interface UploadFile {
  readonly file: Blob;
  readonly fileName?: string;
}

export interface ApiClient {
  get<T>(path: string, params?: Params, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  post<T>(path: string, body?: unknown, params?: Params, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  /** multipart/form-data with the field `file`; time-out 120 s. */
  upload<T>(path: string, file: Blob | UploadFile, options?: RequestOptions): Promise<ApiEnvelope<T>>;
}

/** The `language` header for an interface language. */
export function toHeaderLanguage(language: string | null | undefined): string {
  if (!language) return DEFAULT_HEADER_LANGUAGE;
  return language === 'en' ? 'en_US' : language;
}

function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // not JSON (a proxy's error page): treated as "no envelope"
  }
}

function toEnvelope<T>(body: unknown, status: number): ApiEnvelope<T> {
  if (isEnvelope(body)) {
    const env = body as ApiEnvelope<T>;
    return { code: String(env.code), message: String(env.message ?? ''), data: env.data ?? null };
  }
  if (status === 500) throw new ApiError(ClientErrorCode.SYSTEM_BUSY, 'system busy', null, status);
  throw new ApiError(ClientErrorCode.NETWORK, `no envelope (HTTP ${status})`, null, status);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: FetchLike =
    options.fetchImpl ?? ((url, init) => globalThis.fetch(url, init as RequestInit));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const uploadTimeoutMs = options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS;

  function headers(json: boolean): Record<string, string> {
    const h: Record<string, string> = {
      way: 'WEB',
      language: toHeaderLanguage(options.getLanguage()),
    };
    if (json) h['Content-Type'] = 'application/json;charset=UTF-8';
    const token = options.getToken();
    if (token) h.Authorization = `Bearer ${token}`;
    return h;
  }

  async function send<T>(
    method: 'GET' | 'POST',
    url: string,
    body: string | FormData | undefined,
    json: boolean,
    limitMs: number,
    req: RequestOptions = {},
  ): Promise<ApiEnvelope<T>> {
    const controller = new AbortController();
    let timedOut = false;
    const limit = req.timeoutMs ?? limitMs;
    const timer =
      limit > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, limit)
        : undefined;
    const onCallerAbort = (): void => controller.abort();
    if (req.signal?.aborted) controller.abort();
    else req.signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      let response: ResponseLike;
      let text: string;
      try {
        const init: RequestInitLike = {
          method,
          headers: { ...req.headers, ...headers(json) },
          signal: controller.signal,
        };
        if (body !== undefined) init.body = body;
        response = await fetchImpl(url, init);
        text = await response.text();
      } catch (cause) {
        if (timedOut) throw new ApiError(ClientErrorCode.TIMEOUT, 'request timed out');
        if (req.signal?.aborted) throw new ApiError(ClientErrorCode.ABORTED, 'request aborted');
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new ApiError(ClientErrorCode.NETWORK, `network error: ${reason}`);
      }
      const env = toEnvelope<T>(parseJson(text), response.status);
      if (env.code !== SUCCESS_CODE) throw new ApiError(env.code, env.message, env.data, response.status);
      return env;
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError(ClientErrorCode.NETWORK, error instanceof Error ? error.message : String(error));
      if (options.onError && !req.silent && apiError.code !== ClientErrorCode.ABORTED) {
        options.onError(apiError);
      }
      throw apiError;
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      req.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    get<T>(path: string, params?: Params, req?: RequestOptions) {
      const url = appendParams(joinUrl(options.baseUrl, path), params);
      return send<T>('GET', url, undefined, true, timeoutMs, req);
    },
    post<T>(path: string, body?: unknown, params?: Params, req?: RequestOptions) {
      const url = appendParams(joinUrl(options.baseUrl, path), params);
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return send<T>('POST', url, payload, true, timeoutMs, req);
    },
    upload<T>(path: string, file: Blob | UploadFile, req?: RequestOptions) {
      const form = new FormData();
      const part: UploadFile = file instanceof Blob ? { file } : file;
      if (part.fileName !== undefined) form.append('file', part.file, part.fileName);
      else form.append('file', part.file);
      // No Content-Type: fetch sets multipart/form-data with its boundary.
      return send<T>('POST', joinUrl(options.baseUrl, path), form, false, uploadTimeoutMs, req);
    },
  };
}
