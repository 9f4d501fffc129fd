import type { Browser, Page } from 'playwright-core';
import { adminUrl, clickSettled, launch, screenshot } from './browser.js';
import { createStaff, signInStaff, STAFF_PASSWORD } from './staff-sign-in.js';

/** The password, then the TOTP step (enrolling the authenticator on the first sign-in). */
function signIn(page: Page, email: string): Promise<void> {
  return signInStaff(page, email, STAFF_PASSWORD);
}

describe('admin console shell in Chromium (1280x800)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await createStaff('e2e-admin@p2p.test', 'ADMIN');
    await createStaff('e2e-officer@p2p.test', 'APPEAL_OFFICER');
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function desktopPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    return context.newPage();
  }

  it('sends a signed-out visitor to /login', async () => {
    const page = await desktopPage();
    await page.goto(adminUrl('/appeals'));
    await page.waitForURL(/\/login$/);
    await page.getByTestId('login-form').waitFor();
    await screenshot(page, 'admin-login');
    await page.context().close();
  });

  it('answers wrong credentials with the translated 1004 text', async () => {
    const page = await desktopPage();
    await page.goto(adminUrl('/login'));
    await page.getByTestId('login-email').fill('e2e-admin@p2p.test');
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    expect((await page.getByTestId('login-error').innerText()).length).toBeGreaterThan(3);
    await page.context().close();
  });

  it('signs an admin in: name, role and every area in the menu', async () => {
    const page = await desktopPage();
    await signIn(page, 'e2e-admin@p2p.test');
    expect(await page.getByTestId('staff-name').innerText()).toContain('E2E ADMIN');
    expect(await page.getByTestId('staff-role').getAttribute('data-role')).toBe('ADMIN');
    for (const area of ['appeals', 'users', 'trading', 'config', 'operations']) {
      expect(await page.getByTestId(`menu-${area}`).count()).toBe(1);
    }
    await screenshot(page, 'admin-dashboard');
    await page.context().close();
  });

  it('shows an appeal officer only the appeals area and 403 on /config', async () => {
    const page = await desktopPage();
    await signIn(page, 'e2e-officer@p2p.test');
    expect(await page.getByTestId('menu-appeals').count()).toBe(1);
    expect(await page.getByTestId('menu-config').count()).toBe(0);
    await page.goto(adminUrl('/config'));
    await page.getByTestId('forbidden-page').waitFor();
    await screenshot(page, 'admin-forbidden');
    await page.context().close();
  });

  it('signs out with confirmation and ends the session', async () => {
    const page = await desktopPage();
    await signIn(page, 'e2e-admin@p2p.test');
    await page.getByTestId('sign-out').click();
    // The confirmation is clicked once it has come to rest, and is seen to close before the URL is
    // awaited: a run beside busy loops waited 30 s for /login with no sign of which step was lost.
    const confirm = page.locator('.ant-modal-confirm');
    await clickSettled(page.getByTestId('sign-out-confirm'));
    await confirm.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('p2p_admin_token'))).toBeNull();
    await page.context().close();
  });
});
