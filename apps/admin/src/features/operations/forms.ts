// Shared by the edit forms: the decimal rule of the API (NUMERIC(36,18)) and what a form sends.
import { OPS_DECIMAL_PATTERN } from '@p2p/contracts';
import type { Rule } from 'antd/es/form';

/** An optional decimal field: empty (no limit) or a decimal the API accepts. */
export function decimalRule(message: string): Rule {
  return {
    validator: (_rule, value: unknown) =>
      value === undefined ||
      value === null ||
      String(value).trim() === '' ||
      OPS_DECIMAL_PATTERN.test(String(value).trim())
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/** An optional decimal as the API takes it: a trimmed string, or null when left empty (unbounded). */
export function decimalOrNull(value: unknown): string | null {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return text === '' ? null : text;
}

/** Only the fields whose value differs from the row's (the API keeps what is left out). */
export function changedFields<T extends object>(row: Partial<Record<keyof T, unknown>>, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== row[key]) out[key] = next[key];
  }
  return out;
}

/**
 * Saves an edited row: when no field changed nothing is sent and `done` runs at once; otherwise only the
 * changed fields go to `send`, and `done` runs once they are saved (not when the change fails).
 */
export function saveChanges<T extends object>(
  row: Partial<Record<keyof T, unknown>>,
  next: T,
  send: (body: Partial<T>, after: { onSuccess: () => void }) => void,
  done: () => void,
): void {
  const body = changedFields(row, next);
  if (Object.keys(body).length === 0) return done();
  send(body, { onSuccess: done });
}
