// The body of every API answer: `{ code, message, data }`. `code` is the string '200' on success,
// else a code of the spec's error catalogue (section 8); `message` is translated from the `language`
// header.

export const SUCCESS_CODE = '200';
export const SUCCESS_MESSAGE = 'success';

export interface ApiEnvelope<T> {
  code: string;
  message: string;
  data: T | null;
}

/** One page of a paged list (`pageNo` counts from 1). */
export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** A success envelope around `data`. */
export function ok<T>(data: T, message: string = SUCCESS_MESSAGE): ApiEnvelope<T> {
  return { code: SUCCESS_CODE, message, data };
}

/** A failure envelope: `code` from the catalogue, `message` already translated. */
export function fail<T = null>(code: string, message: string, data: T | null = null): ApiEnvelope<T> {
  return { code, message, data };
}

/** Whether an envelope reports success. Tolerates a numeric 200 from a foreign server. */
export function isSuccess<T>(env: ApiEnvelope<T>): boolean {
  return String(env.code) === SUCCESS_CODE;
}

/** Whether a parsed JSON body has the envelope's shape (a code and a message). */
export function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (typeof v.code === 'string' || typeof v.code === 'number') && 'message' in v;
}

/** A page of `list`. */
export function page<T>(list: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { list, total, pageNo, pageSize };
}
