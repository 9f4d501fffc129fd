import { ValidationMessage, findMalformedText, isWellFormedText } from '@p2p/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AppException } from './app-exception.js';
import type { FieldProblem } from './validation.js';

/** Headers whose values reach the app (language, client kind, device id). */
const CHECKED_HEADERS = ['language', 'way', 'x-device-id'] as const;

/** True when a path segment is not valid percent-encoding, or decodes to a malformed string. */
function pathIsMalformed(path: string): boolean {
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // An invalid escape (%E0%A4%A), or UTF-8 bytes of a surrogate (%ED%A0%80).
      return true;
    }
    if (!isWellFormedText(decoded)) return true;
  }
  return false;
}

/** The field name of the first malformed value of the request, or null when all are well formed. */
export function malformedField(req: Pick<Request, 'path' | 'query' | 'body' | 'headers'>): string | null {
  if (pathIsMalformed(req.path)) return 'path';
  // The query as parsed (qs decodes %00 and nests a[0]=1&o.b=2), keys included.
  const inQuery = findMalformedText(req.query);
  if (inQuery) return inQuery.join('.') || 'query';
  const inBody = findMalformedText(req.body);
  if (inBody) return inBody.join('.') || 'body';
  for (const name of CHECKED_HEADERS) {
    if (findMalformedText(req.headers[name])) return name;
  }
  return null;
}

/**
 * Express middleware mounted before every route: refuses a request whose path, query, body (JSON or
 * form, keys and values at any depth) or app headers hold a string that is not well-formed UTF-16 (a
 * lone surrogate) or holds U+0000. Such strings make validators throw and PostgreSQL refuse the text,
 * which answered 500; here they answer 400 with the field named, before any handler or database.
 */
export function rejectMalformedInput(req: Request, _res: Response, next: NextFunction): void {
  const field = malformedField(req);
  if (field === null) {
    next();
    return;
  }
  const problems: FieldProblem[] = [{ field, messages: [ValidationMessage.malformedText] }];
  next(new AppException('BAD_REQUEST', problems));
}
