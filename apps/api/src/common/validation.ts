import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppException } from './app-exception.js';

export interface FieldProblem {
  field: string;
  /** i18n keys (translated by the error filter). */
  messages: string[];
}

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Request validation with the shared DTO classes; any problem answers catalogue code 400. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new AppException('BAD_REQUEST', flatten(errors)),
  });
}
