// Lighthouse runs (mobile profile, the default) of the trader app's pages, each in a fresh Chromium (a new
// profile, so a cold cache). Run as one child process by budgets.test.ts for all its pages: Lighthouse is
// kept out of Jest's module system and loaded once (its import alone takes 1.5-6 s here; a process per page
// spent that 17 times). Each line on stdin is a JSON request {id, url, cookies?: [{name, value}], runs?};
// each answer is one line on stdout, `@@lighthouse ` and {id, results} or {id, error}. The cookies are set
// over the DevTools protocol before the page loads (storage reset is off so that they stay).
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

/** The prefix of an answer line (Lighthouse or Chromium may write lines of their own). */
const ANSWER_MARK = '@@lighthouse ';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * Lighthouse's mobile profile slows the CPU down 4 times, calibrated for a host whose BenchmarkIndex is
 * about 1533 (Lighthouse's CPU throttling calculator: 1300 = 3x, 1533 = 4x, 2000 = 6x): the emulated phone
 * scores about 383. On a slower host (a busy CI machine gave every stage 2-2.5 times as long and TBT 2 s)
 * 4x emulates a slower phone than the target, and the score falls with the host, not the page. So the
 * slowdown is the host's index over the phone's, never above the default 4 nor under 1, measured in the
 * same Chromium just before the run (Lighthouse's own benchmark, one second).
 */
const PHONE_BENCHMARK_INDEX = 1533 / 4;
const DEFAULT_SLOWDOWN = 4;

async function hostBenchmarkIndex(browser) {
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

/** One run in a Chromium of its own: the page's figures, and why a category is not 100. */
async function measure(url, cookies) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    let benchmarkIndex;
    try {
      if (cookies?.length)
        await browser
          .contexts()[0]
          .addCookies(cookies.map((c) => ({ ...c, domain: url.hostname, path: '/' })));
      benchmarkIndex = await hostBenchmarkIndex(browser);
    } finally {
      await browser.close(); // disconnects; the launched Chromium stays
    }
    const cpuSlowdown = Math.min(DEFAULT_SLOWDOWN, Math.max(1, benchmarkIndex / PHONE_BENCHMARK_INDEX));
    const result = await lighthouse(url.href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
      // Neither counts in a score: the full-page screenshot only illustrates a report (1-2 s a run here),
      // and the back/forward cache audit is a diagnostic of weight 0 that navigates away and back.
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache'],
      throttling: { cpuSlowdownMultiplier: Number(cpuSlowdown.toFixed(2)) },
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    // LIGHTHOUSE_REPORT_DIR keeps each run's full report (to read what delays a page), one file per run.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      const name = `${url.pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    /** The audits of a category that count and did not pass: the reason a score is not 100. */
    const failing = (id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    /** Where a failing accessibility or best-practices audit failed (a few elements or messages each). */
    const where = (ids) =>
      Object.fromEntries(
        ids.map((id) => [
          id,
          (lhr.audits[id]?.details?.items ?? [])
            .slice(0, 4)
            .map(
              (item) => item.node?.snippet ?? item.description ?? item.source?.url ?? JSON.stringify(item),
            ),
        ]),
      );
    return {
      finalUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: Math.round(benchmarkIndex),
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      rttMs: lhr.configSettings.throttling.rttMs,
      runtimeError: lhr.runtimeError?.code ?? null,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failing: {
        performance: failing('performance'),
        accessibility: failing('accessibility'),
        bestPractices: failing('best-practices'),
      },
      where: where([...failing('accessibility'), ...failing('best-practices')]),
      // The element of the largest paint (its markup's start): what a slow LCP waits for.
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
        null,
    };
  } finally {
    await chrome.kill();
  }
}

/** Answers each request line in turn: a runner measures one page at a time (budgets.test.ts runs two). */
async function serve() {
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const request = JSON.parse(line);
    let answer;
    try {
      const url = new URL(request.url);
      const results = [];
      for (let i = 0; i < (request.runs ?? 1); i += 1) results.push(await measure(url, request.cookies));
      answer = { id: request.id, results };
    } catch (err) {
      answer = { id: request.id, error: String(err?.stack ?? err) };
    }
    process.stdout.write(`${ANSWER_MARK}${JSON.stringify(answer)}\n`);
  }
}

await serve();
