// The console's two-step staff sign-in in the browser: the password, then the TOTP step. On the first
// sign-in the page shows the new secret (and its QR code): it is kept here for the later sign-ins.
import type { Page } from 'playwright-core';
import { adminUrl } from './browser.js';
import { nextTotp } from './totp.js';

const secrets = new Map<string, string>();

export async function signInStaff(page: Page, email: string, password: string): Promise<void> {
  await page.goto(adminUrl('/login'));
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('totp-form').waitFor();
  if (await page.getByTestId('totp-enrol').count()) {
    await page.getByTestId('totp-qr').waitFor();
    secrets.set(email, (await page.getByTestId('totp-secret').innerText()).trim());
  }
  const secret = secrets.get(email);
  if (!secret) throw new Error(`no TOTP secret known for ${email}`);
  await page.getByTestId('totp-code').fill(await nextTotp(email, secret));
  await page.getByTestId('totp-submit').click();
  await page.getByTestId('dashboard-page').waitFor();
}
