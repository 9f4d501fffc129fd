// One Lighthouse run (mobile profile, the default) of one page, in a fresh Chromium (a new profile, so a
// cold cache), printed as JSON on stdout. Run as a child process by budgets.test.ts: Lighthouse is kept
// out of Jest's module system. Input: a JSON argument {url, cookies?: [{name, value}]}; the cookies
// are set over the DevTools protocol before the page loads (storage reset is off so that they stay).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const input = JSON.parse(process.argv[2] ?? '{}');
const url = new URL(input.url);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
try {
  if (input.cookies?.length) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await browser
      .contexts()[0]
      .addCookies(input.cookies.map((c) => ({ ...c, domain: url.hostname, path: '/' })));
    await browser.close(); // disconnects; the launched Chromium stays
  }
  const result = await lighthouse(url.href, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: true,
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
          .map((item) => item.node?.snippet ?? item.description ?? item.source?.url ?? JSON.stringify(item)),
      ]),
    );
  process.stdout.write(
    JSON.stringify({
      finalUrl: lhr.finalDisplayedUrl,
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
    }),
  );
} finally {
  await chrome.kill();
}
