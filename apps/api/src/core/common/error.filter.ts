import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ERRORS, fail, type ErrorName } from '@p2p/contracts';
import { t, translateError } from '@p2p/i18n';
import type { Request, Response } from 'express';
import { isInfrastructureError } from '../infra/infrastructure-error.js';
import { AppException } from './app-exception.js';
import { requestLanguage } from './language.js';
import { redactUrl } from './log-redaction.js';
import type { FieldProblem } from './validation.js';

/** Framework and body-parser statuses mapped onto the catalogue. */
const STATUS_TO_ERROR: Record<number, ErrorName> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  413: 'BAD_REQUEST',
  415: 'BAD_REQUEST',
  429: 'TOO_MANY_REQUESTS',
};

function isFieldProblems(data: unknown): data is FieldProblem[] {
  return Array.isArray(data) && data.every((d) => typeof d === 'object' && d !== null && 'field' in d);
}

/**
 * The one global filter: every error becomes the envelope {code, message, data} with a catalogue code,
 * an HTTP status of the code's class and a message in the caller's language. 5xx are logged with the
 * correlation id, which the answer carries in its header (and in data).
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const lang = requestLanguage(req);
    const correlationId = String(req.id ?? '');

    let name: ErrorName;
    let data: unknown = null;
    let message: string | undefined;
    if (exception instanceof AppException) {
      name = exception.errorName;
      data = exception.data;
      message = exception.messageOverride;
    } else if (exception instanceof HttpException && STATUS_TO_ERROR[exception.getStatus()]) {
      name = STATUS_TO_ERROR[exception.getStatus()]!;
    } else if (isInfrastructureError(exception)) {
      // PostgreSQL or Redis unreachable or too slow: the caller may try again; nothing was wrong with
      // the request (issue 29).
      name = 'SERVICE_UNAVAILABLE';
    } else {
      name = 'SYSTEM_BUSY';
    }

    const def = ERRORS[name];
    if (def.http >= 500) {
      if (!(exception instanceof AppException)) {
        // The URL as the request log writes it: no security code or other secret (issue 22).
        const path = redactUrl(req.originalUrl);
        this.logger.error(
          { err: exception, correlationId, path },
          `${def.code} ${name} on ${req.method} ${path}`,
        );
      }
      data =
        typeof data === 'object' && data !== null && !Array.isArray(data)
          ? { ...data, correlationId }
          : { correlationId };
    }
    if (isFieldProblems(data)) {
      data = data.map((p) => ({ field: p.field, messages: p.messages.map((key) => t(lang, key)) }));
    }
    if (res.headersSent) return;
    res.status(def.http).json(fail(def.code, message ?? translateError(def.code, lang), data));
  }
}
