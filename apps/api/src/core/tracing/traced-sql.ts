// postgres.js has no OpenTelemetry instrumentation: this wraps a handle (the pool, a transaction) so that
// each statement it sends is a client span under the active request's or job's span. The span holds the
// statement's text with $n for each bound value, never the values (they may be amounts or addresses).
import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/** Longest statement text kept on a span. */
const MAX_TEXT = 2048;

interface QueryLike {
  strings: unknown;
  handle: (...args: unknown[]) => unknown;
}

function isQuery(value: unknown): value is QueryLike & Promise<unknown> {
  return (
    value instanceof Promise &&
    typeof (value as Partial<QueryLike>).handle === 'function' &&
    'strings' in value
  );
}

/** The statement's text: a tagged template's parts joined by $1, $2, ...; `unsafe`'s text as it is. */
export function statementText(strings: unknown): string {
  const text = Array.isArray(strings)
    ? strings.reduce((all: string, part: unknown, i: number) => `${all}$${i}${String(part)}`)
    : String(strings);
  const flat = String(text).replace(/\s+/g, ' ').trim();
  return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT)}…` : flat;
}

/** SELECT, INSERT, WITH, ...: the statement's first word. */
function operationOf(text: string): string {
  return (/^[a-z]+/i.exec(text)?.[0] ?? 'SQL').toUpperCase();
}

/**
 * Makes the query's execution a span: postgres.js runs a query once, from `handle()` (called by then,
 * catch, finally, execute, cursor and forEach), so the span starts there, in the caller's context, and
 * ends when the query settles. A query used as a fragment of another is never handled, and makes none.
 */
function traceQuery(query: QueryLike & Promise<unknown>): void {
  const handle = query.handle;
  let span: Span | null = null;
  query.handle = function (this: unknown, ...args: unknown[]) {
    // Only inside a request's or a job's trace: the background loops (the relay, the chain's watch)
    // would otherwise make a trace of every statement.
    if (!span && trace.getSpan(context.active())) {
      const text = statementText(query.strings);
      const operation = operationOf(text);
      span = trace.getTracer('p2p-sql').startSpan(
        `postgres ${operation}`,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.operation.name': operation,
            'db.query.text': text,
          },
        },
        context.active(),
      );
      const started = span;
      // The settlement only: Promise's own then, which does not run the query again.
      Promise.prototype.then.call(
        query,
        () => started.end(),
        (err: unknown) => {
          started.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
          const code = (err as { code?: unknown })?.code;
          if (typeof code === 'string') started.setAttribute('db.response.status_code', code);
          started.end();
        },
      );
    }
    return handle.apply(this, args);
  };
}

/** Methods of a handle that make a query from their arguments. */
const MAKES_QUERY = new Set<PropertyKey>(['unsafe', 'file']);

/**
 * `handle` whose statements are spans. The rest of the handle (helpers, `begin`, `end`, types) is the
 * handle's own; a transaction from `begin` is wrapped by the runner (see TransactionRunner).
 */
export function tracedSql<T extends object>(handle: T): T {
  return new Proxy(handle, {
    apply(target, thisArg, args: unknown[]) {
      const result = Reflect.apply(target as (...a: unknown[]) => unknown, thisArg, args) as unknown;
      if (isQuery(result)) traceQuery(result);
      return result;
    },
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (!MAKES_QUERY.has(prop) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = Reflect.apply(value as (...a: unknown[]) => unknown, target, args) as unknown;
        if (isQuery(result)) traceQuery(result);
        return result;
      };
    },
  });
}
