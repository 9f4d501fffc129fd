// The names of the metrics the API exports (issue 27), in one place: the alert rules and the dashboard in
// infra/monitoring may use only these (test/core/monitoring-rules.test.ts checks them against a scrape).

/** HTTP requests by method, route template and status (a histogram: `_bucket`, `_sum`, `_count`). */
export const HTTP_DURATION = 'http_request_duration_seconds';

/** The app's own gauges and counters, each read on scrape from the module that owns the data. */
export const P2P_METRICS = {
  outboxUnpublished: 'p2p_outbox_unpublished',
  outboxOldestAge: 'p2p_outbox_oldest_age_seconds',
  queueJobs: 'p2p_queue_jobs',
  socketsConnected: 'p2p_sockets_connected',
  chainLag: 'p2p_chain_lag_blocks',
  chainLate: 'p2p_chain_late',
  payouts: 'p2p_payouts',
  payoutsOldestPendingAge: 'p2p_payouts_oldest_pending_age_seconds',
  reservesDifference: 'p2p_reserves_difference',
  reservesUnreadable: 'p2p_reserves_unreadable',
  orders: 'p2p_orders',
  appealsOpen: 'p2p_appeals_open',
  appealsOpenOldestAge: 'p2p_appeals_open_oldest_age_seconds',
  appealsOverdue: 'p2p_appeals_overdue',
  sourceFailures: 'p2p_metrics_source_failures_total',
} as const;

/** The Node.js process metrics of prom-client's `collectDefaultMetrics` that the dashboard reads. */
export const PROCESS_METRICS = [
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
] as const;

/** Every metric name the app registers itself (not counting the process metrics). */
export const APP_METRIC_NAMES: readonly string[] = [HTTP_DURATION, ...Object.values(P2P_METRICS)];
