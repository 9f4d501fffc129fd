// The app's API wrapper around the contracts client: every call counts on the global loading indicator,
// answers its envelope's `data`, and on failure applies the 401 rule and the toast rules (spec section 8).
import type { ApiClient, ApiError, RequestOptions } from '@p2p/contracts/client';
import { isApiError } from '@p2p/contracts/client';
import type { Params } from '@p2p/contracts/client';
import type { LoadingCounter } from './loading';

export interface CallOptions extends Omit<RequestOptions, 'silent'> {
  /** Show a toast on failure (default true). The 401 rule applies either way. */
  toast?: boolean;
}

export interface Http {
  get<T>(path: string, params?: Params, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, params?: Params, options?: CallOptions): Promise<T>;
  upload<T>(path: string, file: Blob, options?: CallOptions): Promise<T>;
}

export interface HttpDeps {
  /** Built with no `onError`: errors are handled here. */
  client: ApiClient;
  loading: LoadingCounter;
  /** Called with every failure except the caller's own aborts. */
  onError(error: ApiError, options: { toast: boolean }): void;
}

export function createHttp({ client, loading, onError }: HttpDeps): Http {
  async function call<T>(
    options: CallOptions | undefined,
    send: (req: RequestOptions) => Promise<{ data: T | null }>,
  ) {
    const { toast = true, ...req } = options ?? {};
    try {
      const env = await loading.track(() => send({ ...req, silent: true }));
      return env.data as T;
    } catch (error) {
      if (isApiError(error) && error.code !== 'ABORTED') onError(error, { toast });
      throw error;
    }
  }
  return {
    get: (path, params, options) => call(options, (req) => client.get(path, params, req)),
    post: (path, body, params, options) => call(options, (req) => client.post(path, body, params, req)),
    upload: (path, file, options) => call(options, (req) => client.upload(path, file, req)),
  };
}
