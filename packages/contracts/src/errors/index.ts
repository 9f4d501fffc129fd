import { ACCOUNT_ERRORS } from './account.js';
import { FUNDS_ERRORS } from './funds.js';
import { GENERAL_ERRORS } from './general.js';
import { TRADE_ERRORS } from './trade.js';
import type { ErrorDef, ErrorTable } from './types.js';

export type { ErrorDef, HttpClass } from './types.js';
export { HTTP_CLASSES } from './types.js';

/**
 * Every error the API may answer (spec section 8), by stable name. The envelope's `code` is always one of
 * these codes (or '200' on success); `http` is the HTTP status sent with it.
 */
export const ERRORS = {
  ...GENERAL_ERRORS,
  ...ACCOUNT_ERRORS,
  ...FUNDS_ERRORS,
  ...TRADE_ERRORS,
} as const satisfies ErrorTable;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

/** The error table split by area, as written; the test checks that no name is defined twice across them. */
export const ERROR_GROUPS: readonly ErrorTable[] = [
  GENERAL_ERRORS,
  ACCOUNT_ERRORS,
  FUNDS_ERRORS,
  TRADE_ERRORS,
];

export const ERROR_CATALOGUE: readonly ErrorDef[] = Object.freeze(
  (Object.keys(ERRORS) as ErrorName[]).map((name) => Object.freeze({ name, ...ERRORS[name] })),
);

export const ALL_ERROR_CODES: readonly string[] = Object.freeze(ERROR_CATALOGUE.map((e) => e.code));

const BY_CODE: ReadonlyMap<string, ErrorDef> = new Map(ERROR_CATALOGUE.map((e) => [e.code, e]));

export function errorByCode(code: string): ErrorDef | undefined {
  return BY_CODE.get(code);
}

export function isErrorCode(code: string): code is ErrorCode {
  return BY_CODE.has(code);
}
export * from './order-refusals.js';
