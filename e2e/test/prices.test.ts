// Issue 14, "Done when": a browser opens /priceRecord, switches ranges and sees the chart. Real parts
// only: the built API (its `prices.rollup` job rolls the ticks into candles every minute), the built
// trader app with lightweight-charts drawing on a canvas, Chromium. A year of trades is seeded as
// `price_ticks` rows with SQL through the test database: completing that many orders through the whole
// order flow (deposits on the local chain) would take this test far beyond its purpose, and the orders'
// own browser test records a tick the real way. The pair is USDT/BRL, which no other browser test trades.
import { createPrismaClient, type PrismaClient } from '@p2p/db';
import { readTestEnv } from '@p2p/db/testing';
import type { Browser, Page } from 'playwright-core';
import { launch, newSession, phonePage, type Session, screenshot, webUrl } from './browser.js';

const PAIR = 'USDT/BRL';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${process.env.E2E_API_URL}/api${path}`);
  const body = (await res.json()) as { code: string; data: T };
  if (body.code !== '200') throw new Error(`${path}: ${body.code}`);
  return body.data;
}

/**
 * A year of USDT/BRL trades: one every third day for a year and one every five hours over the last week
 * (the last an hour ago), the price moving up and down around 5.4 (exact decimals, in 1/10000).
 */
function yearOfTicks(now: number): Array<{ at: Date; price: string; volume: string }> {
  const ticks: Array<{ at: Date; price: string; volume: string }> = [];
  const price = (i: number) => {
    const units = 54_000 + ((i * 373) % 2_400) - 1_200;
    return `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
  };
  for (let d = 8; d < 365; d += 3)
    ticks.push({ at: new Date(now - d * DAY - 2 * HOUR), price: price(d), volume: '25.5' });
  for (let h = 1; h < 7 * 24; h += 5)
    ticks.push({ at: new Date(now - h * HOUR), price: price(h + 500), volume: '3.25' });
  return ticks;
}

/** What the chart's canvases hold: painted pixels, and those in the rise and fall colours (the candles). */
async function canvasInk(page: Page): Promise<{ painted: number; rise: number; fall: number; hash: number }> {
  return page.evaluate(() => {
    let painted = 0;
    let rise = 0;
    let fall = 0;
    let hash = 0;
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('[data-testid="price-chart"] canvas')) {
      if (canvas.width === 0 || canvas.height === 0) continue;
      const ctx = canvas.getContext('2d');
      if (!ctx) continue;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
        if (a === 0) continue;
        painted += 1;
        hash = (hash * 31 + r * 7 + g * 3 + b + (i >> 2)) | 0;
        if (a === 255 && Math.abs(r - 18) < 6 && Math.abs(g - 184) < 6 && Math.abs(b - 134) < 6) rise += 1;
        if (a === 255 && Math.abs(r - 240) < 6 && Math.abs(g - 71) < 6 && Math.abs(b - 92) < 6) fall += 1;
      }
    }
    return { painted, rise, fall, hash };
  });
}

describe('/priceRecord in Chromium (375x812)', () => {
  let browser: Browser;
  let db: PrismaClient;
  let session: Session;
  let pairId: string;

  beforeAll(async () => {
    browser = await launch();
    session = await newSession();
    db = createPrismaClient({ url: readTestEnv().databaseUrl, max: 2 });
    const pairs = await apiGet<{ list: Array<{ id: string; enShort: string; quote: string }> }>(
      '/c2c/coin/config/list?pageSize=100',
    );
    const pair = pairs.list.find((p) => `${p.enShort}/${p.quote}` === PAIR);
    if (!pair) throw new Error(`${PAIR} is not seeded`);
    pairId = pair.id;
    const ticks = yearOfTicks(Date.now());
    for (const t of ticks) {
      await db.$executeRaw`
        INSERT INTO price_ticks (coin_pair_id, price, volume, at)
        VALUES (${Number(pairId)}, ${t.price}::numeric, ${t.volume}::numeric, ${t.at})`;
    }
    // The candles come with the next `prices.rollup` round (every minute).
    const until = Date.now() + 150_000;
    for (;;) {
      const year = await apiGet<{ candles: unknown[] }>(`/order/price/history?coinPairId=${pairId}&range=1Y`);
      if (year.candles.length > 100) break;
      if (Date.now() > until) throw new Error(`no candles for ${PAIR} after 150 s`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await db?.$disconnect();
  });

  it('opens the pair from the home page, switches between the five ranges and sees each drawn on the canvas', async () => {
    const page = await phonePage(browser, { session, lang: 'en' });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });

    // The home page's panel shows the pair among those that have traded, with its price.
    await page.goto(webUrl('/'));
    const row = page.getByTestId(`price-row-${pairId}`);
    await row.waitFor({ timeout: 15000 });
    expect(await row.getByTestId('price-row-value').textContent()).toMatch(/^\d+\.\d{2,4}$/);
    expect(await row.getByTestId('price-row-change').textContent()).toMatch(/^([+-]?\d+\.\d{2}%|--)$/);
    await screenshot(page, 'prices-home-panel');
    await row.click();
    await page.waitForURL(new RegExp(`/priceRecord\\?pair=${pairId}$`));

    const summary = page.getByTestId('price-summary');
    await summary.waitFor();
    expect(await summary.getByTestId('price-summary-pair').textContent()).toBe(PAIR);
    expect(await summary.getByTestId('price-stat-volume').textContent()).toMatch(/ USDT$/);
    expect(await summary.getByTestId('price-summary-time').textContent()).toMatch(/^Last trade /);

    const chart = page.getByTestId('price-chart');
    const seen = new Map<string, { points: number; hash: number }>();
    for (const range of ['7D', '30D', '3M', '6M', '1Y'] as const) {
      const tab = page.getByTestId(`price-range-${range}`);
      await tab.click();
      await page.waitForFunction(
        (r) =>
          document.querySelector(`[data-testid="price-range-${r}"]`)?.getAttribute('aria-selected') ===
          'true',
        range,
      );
      // This range's candles are on the chart: it is not waiting, and its points are this range's answer.
      const answer = await apiGet<{ candles: unknown[] }>(
        `/order/price/history?coinPairId=${pairId}&range=${range}`,
      );
      expect(answer.candles.length).toBeGreaterThan(0);
      await page.waitForFunction(
        (n) => {
          const el = document.querySelector('[data-testid="price-chart"]');
          return (
            el?.getAttribute('data-status') === 'ready' &&
            el.getAttribute('aria-busy') === 'false' &&
            el.getAttribute('data-points') === String(n)
          );
        },
        answer.candles.length,
        { timeout: 15000 },
      );
      await page.waitForTimeout(300); // the library paints on the next animation frames
      const ink = await canvasInk(page);
      expect(ink.painted).toBeGreaterThan(5000);
      expect(ink.rise + ink.fall).toBeGreaterThan(20);
      seen.set(range, { points: answer.candles.length, hash: ink.hash });
      await screenshot(page, `prices-${range}`);
    }
    expect(new URL(page.url()).searchParams.get('range')).toBe('1Y');
    expect(await chart.getAttribute('data-status')).toBe('ready');
    // The ranges are different pictures: 7 days of hours is not a year of days.
    expect(seen.get('7D')!.points).not.toBe(seen.get('1Y')!.points);
    expect(new Set([...seen.values()].map((s) => s.hash)).size).toBeGreaterThan(1);

    // The latest prices list has every pair, this one selected.
    const listed = page.getByTestId(`latest-price-${pairId}`);
    expect(await listed.getAttribute('aria-pressed')).toBe('true');
    // No refusal of the content security policy, no script error.
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
