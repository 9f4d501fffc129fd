import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { validationErrorName } from '@p2p/contracts';
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

/**
 * Request validation with the shared DTO classes. A problem answers the catalogue code of its rule where
 * the spec has one (1003, 1007, 1008, 1030, USER3003...), else 400; `data` lists every problem.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const problems = flatten(errors);
      const first = problems[0];
      const name = first ? validationErrorName(first.field, first.messages[0] ?? '') : 'BAD_REQUEST';
      return new AppException(name, problems);
    },
  });
}
