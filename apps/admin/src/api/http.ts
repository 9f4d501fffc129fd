// The console's API wrapper around the contracts client: answers the envelope's `data`; on failure it
// applies the 401 rule (the token is cleared, the guards then go to /login) and shows the error's
// translated text unless the caller shows it itself (`toast: false`).
import {
  isApiError,
  type ApiClient,
  type ApiError,
  type Params,
  type RequestOptions,
} from '@p2p/contracts/client';
import { errorText, isUnauthorized, type Translator } from './errorText';

export interface CallOptions extends Omit<RequestOptions, 'silent'> {
  /** Show the error's text in a toast (default true). The 401 rule applies either way. */
  toast?: boolean;
}

export interface AdminHttp {
  get<T>(path: string, params?: Params, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
}

export interface AdminHttpDeps {
  /** Built without `onError`: errors are handled here. */
  client: ApiClient;
  /** Ends the local session (clears the token). */
  onUnauthorized(error: ApiError): void;
  /** Shows an error text (the shell's toast). */
  showError(text: string): void;
  translator(): Translator;
}

export function createAdminHttp(deps: AdminHttpDeps): AdminHttp {
  async function call<T>(
    options: CallOptions | undefined,
    send: (req: RequestOptions) => Promise<{ data: T | null }>,
  ): Promise<T> {
    const { toast = true, ...req } = options ?? {};
    try {
      const env = await send({ ...req, silent: true });
      return env.data as T;
    } catch (error) {
      if (isApiError(error)) {
        if (isUnauthorized(error)) deps.onUnauthorized(error);
        const text = toast ? errorText(error, deps.translator()) : null;
        if (text) deps.showError(text);
      }
      throw error;
    }
  }
  return {
    get: (path, params, options) => call(options, (req) => deps.client.get(path, params, req)),
    post: (path, body, options) => call(options, (req) => deps.client.post(path, body, undefined, req)),
  };
}
