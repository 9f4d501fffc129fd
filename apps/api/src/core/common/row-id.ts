/** The largest BIGINT: ids beyond it name no row. */
const INT8_MAX = 9223372036854775807n;

/** An id of a row (a positive bigint as decimal text), or null: for path parameters and messages. */
export function parseRowId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value !== 'string' || !/^[1-9]\d{0,18}$/.test(value)) return null;
  return BigInt(value) <= INT8_MAX ? value : null;
}
