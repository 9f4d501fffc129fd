// OpenTelemetry traces (issue 27): HTTP (server spans named by route), PostgreSQL (Prisma's pg driver,
// and postgres.js through traced-sql.ts), Redis calls inside a trace, and BullMQ jobs from the producer
// to the worker. Started by main.ts before it loads the app: the ESM hook of import-in-the-middle must
// be registered before pg, ioredis and the rest are imported, or they are not instrumented.
import { register } from 'node:module';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Telemetry } from 'bullmq';
import { tracedSql } from './traced-sql.js';
import type { TracingConfig } from './tracing-config.js';

export interface ActiveTracing {
  readonly config: TracingConfig;
  /** For BullMQ's `telemetry` option: producer and worker spans, the context carried in the job. */
  readonly telemetry: Telemetry;
  /** Sends what is buffered and stops; on shutdown. */
  shutdown(): Promise<void>;
}

let active: ActiveTracing | null = null;

/** The process's tracing, or null when traces are off (the default). */
export function activeTracing(): ActiveTracing | null {
  return active;
}

/** Paths whose requests make no span: the probes of the orchestrator and of Prometheus. */
const UNTRACED_PATHS = new Set(['/api/health', '/metrics']);

export async function startTracing(config: TracingConfig): Promise<ActiveTracing> {
  if (active) return active;
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const { NodeTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-node');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { registerInstrumentations } = await import('@opentelemetry/instrumentation');
  const { HttpInstrumentation } = await import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } = await import('@opentelemetry/instrumentation-ioredis');
  const { PrismaInstrumentation } = await import('@prisma/instrumentation');

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    // The exporter reads the standard OTEL_EXPORTER_OTLP_* variables (endpoint, headers, timeout).
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global provider, AsyncLocalStorage for the active span, and W3C trace context and baggage.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has((req.url ?? '').split('?')[0] ?? ''),
        // Calls out (mail, KYC, a remote signer) only inside a request's or a job's trace.
        requireParentforOutgoingSpans: true,
      }),
      // SQL with its placeholders, never the values bound to them.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
      // BullMQ polls Redis all the time: only the calls inside a request's or a job's trace.
      new IORedisInstrumentation({ requireParentSpan: true }),
      new PrismaInstrumentation(),
    ],
  });
  await waitForAllMessagesAcknowledged();

  const { BullMQOtel } = await import('bullmq-otel');
  active = {
    config,
    telemetry: new BullMQOtel({ tracerName: 'p2p-jobs' }),
    shutdown: () => provider.shutdown(),
  };
  return active;
}

/** `handle` with its statements traced when traces are on; `handle` itself when they are off. */
export function traceSql<T extends object>(handle: T): T {
  return active ? tracedSql(handle) : handle;
}

/**
 * Runs `fn` as the active span `name` when traces are on and a request's or a job's span is active (its
 * statements are children of it), else runs it as it is. The span records an error `fn` throws, and ends when `fn` settles.
 */
export async function inSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  fn: () => Promise<T>,
): Promise<T> {
  // Only inside a request's or a job's trace, as the statements (traced-sql.ts).
  if (!active || !trace.getSpan(context.active())) return fn();
  return trace.getTracer('p2p-api').startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
      throw err;
    } finally {
      span.end();
    }
  });
}
