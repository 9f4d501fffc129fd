// Prerenders the first screen of the trader app's main pages into HTML after `vite build`: Debian's
// Chromium loads each page of the built app (English, a 412 px wide phone, the API never answering, so a
// page shows what it shows while its data loads) and its markup, theme and style sheets are written to
// dist/<page>.html. Such a page paints from HTML and CSS before any script; the app's first render
// replaces the markup with the same. Other routes keep dist/index.html (the boot screen).
// Served as `/login` -> login.html by vite preview (and by nginx with `try_files $uri $uri.html
// /index.html`), `/` -> home.html (vite.config.ts; nginx: `location = /`).
/* global document, window, withoutLoadingIndicator -- the snapshot functions run in the page */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** The build to prerender: dist/, or another build's folder (`vite build --outDir`) in PRERENDER_DIST. */
const DIST = path.resolve(process.env.PRERENDER_DIST ?? path.join(import.meta.dirname, '../dist'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The pages to prerender: the file, the route, the element that shows it has rendered. */
export const PRERENDERED = [
  { file: 'home.html', route: '/', ready: '[data-testid="home-page"]', signedIn: true },
  { file: 'login.html', route: '/login', ready: '[data-testid="login-page"]', signedIn: false },
  { file: 'register.html', route: '/register', ready: '[data-testid="register-page"]', signedIn: false },
  {
    file: 'personalCenter.html',
    route: '/personalCenter',
    ready: '[data-testid="personal-center"]',
    signedIn: true,
  },
  { file: 'buySell.html', route: '/buySell', ready: '[data-testid="buy-sell-page"]', signedIn: true },
  { file: 'myAdvert.html', route: '/myAdvert', ready: '[data-testid="my-advert-page"]', signedIn: true },
  { file: 'publish.html', route: '/publish', ready: '[data-testid="publish-page"]', signedIn: true },
  {
    file: 'priceRecord.html',
    route: '/priceRecord',
    ready: '[data-testid="price-record-page"]',
    signedIn: true,
  },
  {
    file: 'reputationScore.html',
    route: '/reputationScore',
    ready: '[data-testid="reputation-score-page"]',
    signedIn: true,
  },
  { file: 'nftAlbums.html', route: '/nftAlbums', ready: '[data-testid="nft-albums-page"]', signedIn: true },
];

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** Serves dist/ with the app's fallback; the API and the socket are left unanswered (data pending). */
function serve(template) {
  const held = new Set();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/')) {
      held.add(res);
      return;
    }
    const file = path.join(DIST, path.normalize(url.pathname));
    if (file.startsWith(DIST) && path.extname(file) && fs.existsSync(file)) {
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(fs.readFileSync(file));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(template);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => {
          for (const res of held) res.destroy();
          server.close();
        },
      }),
    );
  });
}

/** The markup, `<html>` attributes, title and style sheets of a page once it has rendered. */
async function snapshot(browser, base, page) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
  if (page.signedIn) {
    // The route guard only asks that both cookies be there; the API is never asked about them.
    const cookie = { domain: '127.0.0.1', path: '/' };
    await context.addCookies([
      { ...cookie, name: 'token', value: 'prerender' },
      { ...cookie, name: 'userId', value: 'prerender' },
    ]);
  }
  const tab = await context.newPage();
  // The global loading indicator (on while the unanswered calls are open) is not part of a first screen.
  await tab.addInitScript(() => {
    window.withoutLoadingIndicator = (root) => {
      const copy = root.cloneNode(true);
      for (const node of copy.querySelectorAll('[data-testid="global-loading"]')) node.remove();
      return copy.innerHTML;
    };
  });
  await tab.goto(`${base}${page.route}`);
  await tab.waitForSelector(page.ready, { timeout: 20_000 });
  // Every style sheet the page linked has loaded (the page's own come with its code).
  await tab.waitForFunction(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
  const shot = await tab.evaluate(() => ({
    root: withoutLoadingIndicator(document.getElementById('root')),
    theme: document.documentElement.dataset.theme ?? 'light',
    scheme: document.documentElement.dataset.prefersColorScheme ?? 'light',
    title: document.title,
    styles: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname),
  }));
  await context.close();
  return shot;
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The markup without `style` attributes: the content security policy allows no inline style (the only
 * ones are antd-mobile-icons' `vertical-align`, which app.css gives every icon). Nor `data-testid`: the
 * browser tests wait for a test id to know that the app has rendered, which the static markup has not.
 * Nor antd-mobile's skeleton shimmer (`adm-skeleton-animated`, a moving background that repaints the page
 * every frame while the app's code loads and runs); the app's own render brings it back.
 */
export function staticMarkup(markup) {
  return markup
    .replace(/ style="[^"]*"/g, '')
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/ adm-skeleton-animated(?=[ "])/g, '');
}

/** index.html with a page's snapshot in place of the boot screen. */
export function pageHtml(template, shot) {
  const linked = new Set(
    [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  );
  const extraStyles = shot.styles
    .filter((href) => !linked.has(href))
    .map((href) => `    <link rel="stylesheet" crossorigin href="${href}">\n`)
    .join('');
  return template
    .replace(
      '<html lang="en">',
      `<html lang="en" data-theme="${shot.theme}" data-prefers-color-scheme="${shot.scheme}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shot.title)}</title>`)
    .replace('  </head>', `${extraStyles}  </head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div>\n {2}<\/body>/,
      `<div id="root">${staticMarkup(shot.root)}</div>\n  </body>`,
    );
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) {
    // The app works without: every route is served index.html (the boot screen), only slower to paint.
    console.warn(`prerender: no Chromium at ${CHROMIUM} (CHROMIUM_PATH): the pages are not prerendered`);
    return;
  }
  const template = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  if (!template.includes('<div id="root">')) throw new Error('dist/index.html has no #root');
  const server = await serve(template);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    for (const page of PRERENDERED) {
      const shot = await snapshot(browser, server.url, page);
      fs.writeFileSync(path.join(DIST, page.file), pageHtml(template, shot));
      console.log(`prerendered ${page.route} -> dist/${page.file} (${shot.root.length} characters)`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
