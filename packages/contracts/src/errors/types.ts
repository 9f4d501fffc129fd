/**
 * HTTP status class of an error. The body always carries the catalogue code as well; the status only tells
 * generic clients (proxies, monitors, fetch wrappers) what kind of failure it is.
 *
 * - 400 validation: the input is malformed, out of range or simply wrong (including wrong credentials).
 * - 401 session: there is no valid session (the web client sends the user to /login).
 * - 403 forbidden: the caller is known but not allowed (banned, not verified, precondition on the account unmet).
 * - 404 not found: the named thing does not exist.
 * - 409 conflict: the request is well-formed but the current state refuses it (or it is not ready yet, as 1009).
 * - 429 too many: a rate or count limit on requests.
 * - 500 server: our fault or a dependency's failure.
 * - 503 unavailable: a dependency is down or the service is not taking requests.
 */
export type HttpClass = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503;

export const HTTP_CLASSES: readonly HttpClass[] = [400, 401, 403, 404, 409, 429, 500, 503];

export interface ErrorDef {
  /** The catalogue code sent as the envelope's `code` (a string, as in the spec: '1031', 'AC2001'). */
  code: string;
  /** Stable UPPER_SNAKE identifier used in code. */
  name: string;
  http: HttpClass;
  /** English meaning, for developers and logs. User-facing texts live in `@p2p/i18n`. */
  meaning: string;
}

export type ErrorEntry = Omit<ErrorDef, 'name'>;
export type ErrorTable = Record<string, ErrorEntry>;
