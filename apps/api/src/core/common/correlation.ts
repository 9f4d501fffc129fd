import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORRELATION_HEADER = 'x-correlation-id';
const VALID = /^[A-Za-z0-9._-]{8,64}$/;

/** Reuses a well-formed incoming correlation id, else makes one; echoed in the response header. */
export function correlationId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[CORRELATION_HEADER];
  const value = typeof incoming === 'string' && VALID.test(incoming) ? incoming : randomUUID();
  res.setHeader(CORRELATION_HEADER, value);
  return value;
}
