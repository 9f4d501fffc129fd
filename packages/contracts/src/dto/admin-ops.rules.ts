// The field rules the Operations bodies share (admin-ops.dto.ts, admin-ops-documents.dto.ts).
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { toBoolean } from './ads.dto.js';
import { ValidationMessage as M } from './messages.js';
import { isWellFormedText } from '../text/well-formed.js';
import { Satisfies, trimString } from './validators.js';

/** Decimals that fit NUMERIC(36,18): at most 18 digits on each side of the dot. */
export const OPS_DECIMAL_PATTERN = /^\d{1,18}(\.\d{1,18})?$/;
export const OPS_SORT_MAX = 100_000;

export const wellFormed = (value: unknown): boolean => typeof value === 'string' && isWellFormedText(value);

/** A decimal bound: a decimal string, or null (unbounded). Left out: unchanged. */
export function DecimalBound(message: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    Transform(trimString)(target, key);
    IsString({ message })(target, key);
    Matches(OPS_DECIMAL_PATTERN, { message })(target, key);
  };
}

export function OptionalInt(min: number, max: number, message: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    Type(() => Number)(target, key);
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

export function OptionalBoolean(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    Transform(toBoolean)(target, key);
    IsBoolean({ message: M.booleanInvalid })(target, key);
  };
}

/** A required, trimmed, well-formed text of 1 to `max` characters. */
export function Text(max: number, optional: boolean): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    if (optional) ValidateIf((_o, v) => v !== undefined)(target, key);
    Transform(trimString)(target, key);
    IsString({ message: M.required })(target, key);
    IsNotEmpty({ message: M.required })(target, key);
    MaxLength(max, { message: M.textLength })(target, key);
    Satisfies('wellFormed', wellFormed, { message: M.malformedText })(target, key);
  };
}
