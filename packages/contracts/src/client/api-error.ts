// The one error the client throws: an envelope whose code is not '200', or a failure to get one.

/** Codes the client makes up when there is no envelope to read (never sent by the server). */
export const ClientErrorCode = {
  /** No answer, or an answer without an envelope (502, 503, 504, proxy pages). */
  NETWORK: 'NETWORK_ERROR',
  /** The time-out passed (30 s, uploads 120 s). */
  TIMEOUT: 'TIMEOUT',
  /** HTTP 500 without a body: shown as "system busy". */
  SYSTEM_BUSY: 'SYSTEM_BUSY',
  /** The caller aborted (e.g. a query was cancelled): not shown to the user. */
  ABORTED: 'ABORTED',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

export class ApiError<D = unknown> extends Error {
  override readonly name = 'ApiError';
  /** A catalogue code (spec section 8) or a `ClientErrorCode`. */
  readonly code: string;
  readonly data: D | null;
  /** HTTP status when an answer came, else 0. */
  readonly status: number;

  constructor(code: string, message: string, data: D | null = null, status = 0) {
    super(message);
    this.code = code;
    this.data = data;
    this.status = status;
  }

  /** Whether the error came from the client side (no envelope), not from the server's catalogue. */
  get isClientError(): boolean {
    return (Object.values(ClientErrorCode) as string[]).includes(this.code);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
