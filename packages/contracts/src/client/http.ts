// The apps' one HTTP wrapper around the client core: every call answers its envelope's `data`, typed
// by the endpoint table (`http.call(API_ENDPOINTS.account.userInfo, { userId })` is a
// `Promise<UserInfoDto>`), and hands each failure to the app once (its 401 rule and toasts).
// The method and path helpers only: the full table (routes.ts) imports every answer's shape and DTO.
import type { EndpointDef, AnswerOf, PathParamNames, PathParams } from '../route-paths.js';
import { fillPath } from '../route-paths.js';
import type { ApiClient, RequestOptions, UploadFile } from './api-client.js';
import { ClientErrorCode, isApiError, type ApiError } from './api-error.js';
import type { Params } from './serialize.js';

export interface CallOptions extends Omit<RequestOptions, 'silent'> {
  /** Show the error to the user (default true). The app's 401 rule applies either way. */
  toast?: boolean;
}

/** What a call sends besides its path parameters. */
export interface CallPayload {
  /** GET parameters (or a POST's query string). */
  query?: Params;
  /** A POST's JSON body. */
  body?: unknown;
  /** A POST's file: sent as multipart form data in the field `file`. */
  file?: Blob | UploadFile;
}

/** The path parameters of the endpoint by name, with the payload. */
export type CallInput<E extends EndpointDef> = PathParams<E> & CallPayload;

/** An endpoint with path parameters needs its input; one without may leave it out. */
export type CallArgs<E extends EndpointDef> = [PathParamNames<E['path']>] extends [never]
  ? [input?: CallInput<E>, options?: CallOptions]
  : [input: CallInput<E>, options?: CallOptions];

export interface Http {
  call<const E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>>;
}

export interface HttpDeps {
  /** Built without `onError`: failures are handled here. */
  client: ApiClient;
  /** Called with every failure except the caller's own aborts. */
  onError(error: ApiError, options: { toast: boolean }): void;
  /** Wraps each request (e.g. the web's global loading counter). */
  track?<T>(task: () => Promise<T>): Promise<T>;
}

const PAYLOAD_KEYS: ReadonlySet<string> = new Set(['query', 'body', 'file']);

function pathOf(endpoint: EndpointDef, input: object | undefined): string {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (!PAYLOAD_KEYS.has(key) && (typeof value === 'string' || typeof value === 'number')) {
      params[key] = value;
    }
  }
  return fillPath(endpoint.path, params);
}

export function createHttp({ client, onError, track }: HttpDeps): Http {
  const run = track ?? (<T>(task: () => Promise<T>) => task());
  return {
    async call<const E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
      const [input, options] = args;
      const { toast = true, ...rest } = options ?? {};
      const req: RequestOptions = { ...rest, silent: true };
      const payload: CallPayload = input ?? {};
      try {
        const path = pathOf(endpoint, input);
        const env = await run(() => {
          if (endpoint.method === 'GET') return client.get<AnswerOf<E>>(path, payload.query, req);
          if (payload.file !== undefined) return client.upload<AnswerOf<E>>(path, payload.file, req);
          return client.post<AnswerOf<E>>(path, payload.body, payload.query, req);
        });
        return env.data as AnswerOf<E>;
      } catch (error) {
        if (isApiError(error) && error.code !== ClientErrorCode.ABORTED) onError(error, { toast });
        throw error;
      }
    },
  };
}
