// Hardening item 7: both apps' pages carry a CSP under which no inline script runs, frame-ancestors
// 'none', nosniff, X-Frame-Options and a referrer policy; the console refuses to be framed by another
// origin; the pages break no rule of their CSP.
import type { Browser, Page } from 'playwright-core';
import { adminUrl, launch, newSession, phonePage, type Session, webUrl } from './browser.js';

const FRAMER = 'http://framer.invalid/';

function directives(csp: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

async function expectSecurityHeaders(url: string): Promise<void> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const csp = directives(res.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('form-action')).toBe("'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

/** Records CSP violations (the DOM event and the console's report) from the page's first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) found.push(`console: ${msg.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => found.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${e.effectiveDirective} ${e.blockedURI}`);
    });
  });
  return found;
}

describe('security headers of the apps (hardening item 7)', () => {
  let browser: Browser;
  let session: Session;
  beforeAll(async () => {
    browser = await launch();
    session = await newSession();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the trader app pages and their scripts with the CSP and the other headers', async () => {
    await expectSecurityHeaders(webUrl('/'));
    await expectSecurityHeaders(webUrl('/login'));
    const html = await (await fetch(webUrl('/login'))).text();
    const script = /<script[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    await expectSecurityHeaders(webUrl(script));
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('serves the admin console pages with the CSP and the other headers', async () => {
    await expectSecurityHeaders(adminUrl('/'));
    await expectSecurityHeaders(adminUrl('/login'));
    const html = await (await fetch(adminUrl('/login'))).text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('refuses to show the admin console in a frame of another origin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The framing page (another origin) holds the console and, as a control, a page that allows framing.
    await page.route(`${FRAMER}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/control')
          ? '<!doctype html><div id="root">framed</div>'
          : `<!doctype html><iframe name="console" src="${adminUrl('/login')}"></iframe>` +
            `<iframe name="control" src="${FRAMER}control"></iframe>`,
      }),
    );
    await page.goto(FRAMER);
    await page.waitForTimeout(1500); // time for a wrongly allowed console to render
    const frame = (name: string) => {
      const found = page.frame({ name });
      if (!found) throw new Error(`no frame ${name}`);
      return found;
    };
    expect(await frame('control').locator('#root').count()).toBe(1);
    expect(frame('console').url()).not.toBe(adminUrl('/login'));
    expect(await frame('console').locator('#root').count()).toBe(0);
    await context.close();
  });

  it.each([
    ['/login', false],
    ['/register', false],
    ['/', false],
    ['/helpDetail?id=1', false],
    ['/personalCenter', true],
  ])('shows %s of the trader app without a CSP violation (signed in: %s)', async (path, signedIn) => {
    const page = await phonePage(browser, signedIn ? { session } : {});
    const violations = await watchViolations(page);
    await page.goto(webUrl(path));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root > *').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('shows the admin console login without a CSP violation', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    await page.goto(adminUrl('/login'));
    await page.getByTestId('login-email').waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await page.close();
  });
});
