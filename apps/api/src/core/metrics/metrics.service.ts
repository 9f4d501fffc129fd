import { performance } from 'node:perf_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { withTimeout } from '../common/with-timeout.js';
import { HTTP_DURATION, P2P_METRICS } from './metric-names.js';

/**
 * The process's own metrics (CPU, memory, event loop, GC), registered once per process: they describe the
 * process, not an app, and each registration would add an event-loop monitor and a GC observer that live
 * as long as the process (tests start many apps in one). prom-client's global registry is not used.
 */
let processRegistry: Registry | null = null;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Latency buckets in seconds: a route answers in milliseconds, a chain call in seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A source that does not answer in this time is skipped for the scrape (Prometheus waits 10 s at most). */
const SOURCE_TIMEOUT_MS = 5_000;

/**
 * One read of an owning module's data for the gauges set from it: collected on scrape, shared by the gauges
 * of one scrape (prom-client collects them side by side: they all ask while the read is in flight), kept
 * `freshMs` more when a read is costly, and bounded in time. A failed or slow read counts in
 * `p2p_metrics_source_failures_total{source}` and answers null: the scrape itself never fails for it.
 */
export class ScrapeSource<T> {
  private pending: Promise<T | null> | null = null;
  private inFlight = false;
  private startedAt = 0;

  constructor(
    private readonly name: string,
    private readonly read: () => Promise<T>,
    private readonly onFailure: (source: string, err: unknown) => void,
    private readonly freshMs = 0,
    private readonly timeoutMs = SOURCE_TIMEOUT_MS,
  ) {}

  get(): Promise<T | null> {
    const now = performance.now();
    if (this.pending && (this.inFlight || now - this.startedAt < this.freshMs)) return this.pending;
    this.startedAt = now;
    this.inFlight = true;
    this.pending = withTimeout(this.read(), this.timeoutMs)
      .catch((err: unknown) => {
        this.onFailure(this.name, err);
        return null;
      })
      .finally(() => {
        this.inFlight = false;
      });
    return this.pending;
  }
}

/** A short, secret-free name of what failed (an error code or class, never the message: it may hold a URL). */
function errorName(err: unknown): string {
  if (typeof err === 'object' && err !== null) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') return String(code);
    if (err instanceof Error) return err.name;
  }
  return 'unknown';
}

/**
 * The metrics of one app (issue 27): its own registry, so that a second app in the same process (the
 * tests start many) registers the same names again without "already registered". The HTTP histogram is
 * fed by `httpMetrics` (http-metrics.ts); the gauges are registered by `AppGauges`.
 */
@Injectable()
export class MetricsService {
  private readonly logger = new Logger(MetricsService.name);
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: HTTP_DURATION,
    help: 'HTTP requests by method, route template (unmatched: no route) and status, in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  private readonly failures = new Counter({
    name: P2P_METRICS.sourceFailures,
    help: 'Scrapes in which a source of gauges failed or took too long (its gauges were left empty)',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  constructor() {
    processMetrics();
  }

  /** A gauge of this app whose values `fill` sets on every scrape (prom-client's `collect`). */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (gauge: Gauge<L>) => Promise<void>,
  ): Gauge<L> {
    return new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        await fill(this);
      },
    });
  }

  /** A source read on scrape for one or more gauges (see ScrapeSource). */
  source<T>(
    name: string,
    read: () => Promise<T>,
    opts: { freshMs?: number; timeoutMs?: number } = {},
  ): ScrapeSource<T> {
    return new ScrapeSource<T>(
      name,
      read,
      (source, err) => {
        this.failures.inc({ source });
        this.logger.warn(`metrics: source ${source} failed (${errorName(err)})`);
      },
      opts.freshMs,
      opts.timeoutMs,
    );
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text of the process's metrics and this app's. */
  async scrape(): Promise<string> {
    const [proc, own] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${proc}\n${own}`;
  }

  /** The names this app's scrape carries (process metrics included). */
  async names(): Promise<string[]> {
    const [proc, own] = await Promise.all([
      processMetrics().getMetricsAsJSON(),
      this.registry.getMetricsAsJSON(),
    ]);
    return [...proc, ...own].map((m) => m.name);
  }
}
