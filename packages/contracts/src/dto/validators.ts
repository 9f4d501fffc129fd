// Custom class-validator decorators shared by the DTOs. Browser-safe (class-validator only).
import { ValidateBy, isEmail, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isWellFormedText } from '../text/well-formed.js';
import { isAddressOfChain } from './rules.js';

function other(args: ValidationArguments): unknown {
  const [property] = args.constraints as [string];
  return (args.object as Record<string, unknown>)[property];
}

/** The value must equal the value of `property` on the same object (e.g. confirmPassword). */
export function Match(property: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'match',
      constraints: [property],
      validator: { validate: (value: unknown, args: ValidationArguments) => value === other(args) },
    },
    options,
  );
}

/** The value must differ from the value of `property` (skipped while that one is absent). */
export function NotEqualTo(property: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'notEqualTo',
      constraints: [property],
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const o = other(args);
          return o === undefined || o === null || value !== o;
        },
      },
    },
    options,
  );
}

/** The value must be an address of the chain named by `chainProperty` (ERC20 or TRC20). */
export function IsAddressOfChain(chainProperty: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAddressOfChain',
      constraints: [chainProperty],
      validator: {
        validate: (value: unknown, args: ValidationArguments) => isAddressOfChain(value, other(args)),
      },
    },
    options,
  );
}

/**
 * An email address (class-validator's `isEmail`), never throwing: `isEmail` calls `encodeURI`, which
 * throws on a lone surrogate, so a malformed string (lone surrogate, NUL) is refused before it.
 */
export function isSafeEmail(value: unknown): boolean {
  if (typeof value !== 'string' || !isWellFormedText(value)) return false;
  try {
    return isEmail(value);
  } catch {
    return false;
  }
}

/** `@IsEmail()` that refuses malformed strings instead of throwing (see `isSafeEmail`). */
export function IsSafeEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isEmail', validator: { validate: (value: unknown) => isSafeEmail(value) } },
    options,
  );
}

/** The value must satisfy `predicate` (a rule from ./rules). */
export function Satisfies(
  name: string,
  predicate: (value: unknown) => boolean,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value: unknown) => predicate(value) } }, options);
}

/** Trims strings (applied by class-transformer, i.e. the API's ValidationPipe with transform). */
export function trimString({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}
