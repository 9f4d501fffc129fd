// The alert rules and the dashboard of infra/monitoring (issue 27) against what the API exports: a rule on
// a metric nobody exports never fires, and a runbook link to no section leaves the operator alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { APP_METRIC_NAMES, HTTP_DURATION, PROCESS_METRICS } from '../../src/core/metrics/metric-names.js';
import { MetricsService } from '../../src/core/metrics/metrics.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('core/monitoring-rules', () => {
  const ROOT = new URL('../../../../', import.meta.url);
  const ALERTS_FILE = fileURLToPath(new URL('infra/monitoring/alerts.yml', ROOT));
  const read = (file: string) => readFileSync(fileURLToPath(new URL(file, ROOT)), 'utf8');

  interface Rule {
    alert?: string;
    expr?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  }
  const rules: Rule[] = (
    parse(read('infra/monitoring/alerts.yml')) as { groups: { rules: Rule[] }[] }
  ).groups.flatMap((g) => g.rules);
  const dashboard = JSON.parse(read('infra/monitoring/grafana-dashboard.json')) as {
    panels: { id: number; title: string; targets: { expr: string }[] }[];
  };

  /** What PromQL spells that is not a metric: aggregations, functions (followed by "("), keywords. */
  const KEYWORDS = new Set([
    'by',
    'without',
    'on',
    'ignoring',
    'group_left',
    'group_right',
    'and',
    'or',
    'unless',
    'bool',
    'offset',
  ]);

  /** The metric names an expression reads (a histogram's `_bucket`, `_sum` and `_count` as the histogram). */
  function metricsOf(expr: string): string[] {
    const bare = expr
      .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
      .replace(/\{[^}]*\}/g, ' ') // label matchers
      .replace(/\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, ' ') // grouping labels
      .replace(/\[[^\]]*\]/g, ' '); // ranges
    const names = [...bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*\b(?!\s*\()/g)]
      .map((m) => m[0])
      .filter((word, i, all) => !KEYWORDS.has(word) && all.indexOf(word) === i);
    return names.map((n) => n.replace(new RegExp(`^(${HTTP_DURATION})_(?:bucket|sum|count)$`), '$1'));
  }

  /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
  const anchorOf = (heading: string) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-');
  const runbookAnchors = new Set(
    read('docs/runbook.md')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

  const EXPORTED = new Set<string>([...APP_METRIC_NAMES, ...PROCESS_METRICS]);

  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  describe('the alert rules (issue 27: alert on what is exported)', () => {
    it('reads metric names out of an expression, not functions, labels or keywords', () => {
      expect(
        metricsOf(
          'sum by (queue) (rate(http_request_duration_seconds_count{status=~"5.."}[5m])) or max(p2p_orders) > 0',
        ),
      ).toEqual([HTTP_DURATION, 'p2p_orders']);
    });

    it('cover the reserves, chain lag, outbox, payouts, queues, 5xx rate and overdue appeals', () => {
      const used = new Set(rules.flatMap((r) => metricsOf(r.expr ?? '')));
      for (const name of [
        'p2p_reserves_difference',
        'p2p_chain_lag_blocks',
        'p2p_outbox_oldest_age_seconds',
        'p2p_payouts',
        'p2p_payouts_oldest_pending_age_seconds',
        'p2p_queue_jobs',
        HTTP_DURATION,
        'p2p_appeals_overdue',
      ]) {
        expect(used).toContain(name);
      }
      const reserves = rules.find((r) => r.alert === 'P2PReservesMismatch');
      expect(reserves?.expr).toMatch(/p2p_reserves_difference/);
      expect((reserves as { for?: string } | undefined)?.for).toBe('5m');
    });

    it('use only metrics the app exports', () => {
      for (const rule of rules) {
        expect(rule.alert).toMatch(/^P2P[A-Za-z0-9]+$/);
        const unknown = metricsOf(rule.expr ?? '').filter((n) => !EXPORTED.has(n));
        expect({ alert: rule.alert, unknown }).toEqual({ alert: rule.alert, unknown: [] });
      }
    });

    it('link each alert to a section of docs/runbook.md that exists, with a severity and a summary', () => {
      for (const rule of rules) {
        const url = rule.annotations?.runbook_url ?? '';
        const anchor = /(?:^|\/)docs\/runbook\.md#([a-z0-9-]+)$/.exec(url)?.[1];
        expect({ alert: rule.alert, anchor: anchor && runbookAnchors.has(anchor) ? anchor : url }).toEqual({
          alert: rule.alert,
          anchor,
        });
        expect(['critical', 'warning']).toContain(rule.labels?.severity);
        expect(rule.annotations?.summary).toBeTruthy();
      }
    });

    it("pass promtool check rules (Prometheus's own check; .ci/run installs Debian's prometheus for it)", () => {
      const promtool = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim();
      expect({ promtool: promtool || 'missing: apt-get install prometheus' }).toEqual({
        promtool: expect.stringMatching(/promtool$/),
      });
      const run = spawnSync(promtool, ['check', 'rules', ALERTS_FILE], { encoding: 'utf8' });
      expect({ status: run.status, out: run.stdout + run.stderr }).toMatchObject({ status: 0 });
    });
  });

  describe("compose's Prometheus (issue 27: see it)", () => {
    const promtoolPath = () =>
      spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim();

    it('passes promtool check config with its rules and its token file in place', () => {
      const promtool = promtoolPath();
      expect({ promtool: promtool || 'missing: apt-get install prometheus' }).toEqual({
        promtool: expect.stringMatching(/promtool$/),
      });
      // The paths the container mounts (/etc/prometheus, /run/secrets) made real in a scratch folder.
      const dir = mkdtempSync(path.join(os.tmpdir(), 'p2p-prometheus-'));
      try {
        const token = path.join(dir, 'metrics_token');
        writeFileSync(token, 'x'.repeat(32));
        const config = path.join(dir, 'prometheus.yml');
        writeFileSync(
          config,
          read('infra/monitoring/prometheus.yml')
            .replaceAll('/etc/prometheus/alerts.yml', ALERTS_FILE)
            .replaceAll('/run/secrets/metrics_token', token),
        );
        const run = spawnSync(promtool, ['check', 'config', config], { encoding: 'utf8' });
        expect({ status: run.status, out: run.stdout + run.stderr }).toMatchObject({ status: 0 });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('scrapes the api and worker services on the metrics port with the token, as compose serves them', () => {
      const prometheus = parse(read('infra/monitoring/prometheus.yml')) as {
        scrape_configs: Array<{
          job_name: string;
          authorization?: { credentials_file?: string };
          dns_sd_configs: Array<{ names: string[]; port: number }>;
        }>;
      };
      const scraped = prometheus.scrape_configs.map((job) => ({
        names: job.dns_sd_configs.flatMap((d) => d.names),
        port: job.dns_sd_configs[0]?.port,
        token: job.authorization?.credentials_file,
      }));
      expect(scraped).toEqual([
        { names: ['api'], port: 9464, token: '/run/secrets/metrics_token' },
        { names: ['worker'], port: 9464, token: '/run/secrets/metrics_token' },
      ]);
      const compose = parse(read('docker-compose.yml')) as {
        'x-node-app': { environment: Record<string, string> };
        services: Record<string, { profiles?: string[]; secrets?: string[] }>;
        secrets: Record<string, { environment?: string }>;
      };
      expect(compose['x-node-app'].environment).toMatchObject({
        METRICS_PORT: '${METRICS_PORT:-}',
        METRICS_HOST: '0.0.0.0',
        METRICS_TOKEN: '${METRICS_TOKEN:-}',
      });
      expect(compose.services.prometheus).toMatchObject({
        profiles: ['monitoring'],
        secrets: ['metrics_token'],
      });
      expect(compose.secrets.metrics_token).toEqual({ environment: 'METRICS_TOKEN' });
    });
  });

  describe('the dashboard (issue 27: see it)', () => {
    it('parses, with unique panel ids, and reads only metrics the app exports', () => {
      expect(dashboard.panels.length).toBeGreaterThan(10);
      expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
      for (const panel of dashboard.panels) {
        expect(panel.targets.length).toBeGreaterThan(0);
        for (const { expr } of panel.targets) {
          const unknown = metricsOf(expr).filter((n) => !EXPORTED.has(n));
          expect({ panel: panel.title, unknown }).toEqual({ panel: panel.title, unknown: [] });
        }
      }
    });

    it('shows request rate, p50 and p99 latency by route and the 5xx rate', () => {
      const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
      expect(exprs.some((e) => e.includes('histogram_quantile(0.5,') && e.includes('route'))).toBe(true);
      expect(exprs.some((e) => e.includes('histogram_quantile(0.99,') && e.includes('route'))).toBe(true);
      expect(exprs.some((e) => e.includes('status=~"5.."'))).toBe(true);
    });
  });

  describe('a real scrape', () => {
    it('carries every metric the rules and the dashboard read', async () => {
      const names = new Set(await api.app.get(MetricsService).names());
      const text = await api.app.get(MetricsService).scrape();
      for (const name of EXPORTED) {
        expect({ name, registered: names.has(name) }).toEqual({ name, registered: true });
        expect(text).toContain(`# TYPE ${name} `);
      }
    });
  });
});
