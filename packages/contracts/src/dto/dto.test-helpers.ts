// Shared by the DTO tests (not shipped: excluded from the build like the tests).
import 'reflect-metadata';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';

/** Messages by property for `plain` validated as `cls` (transformed first, as the API pipe does). */
export function errorsOf<T extends object>(
  cls: ClassConstructor<T>,
  plain: object,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of validateSync(plainToInstance(cls, plain))) {
    out[e.property] = Object.values(e.constraints ?? {});
  }
  return out;
}

/** A login password that meets every rule. */
export const GOOD_PASSWORD = 'Abcdef1!';
