// Staff accounts of the console journeys: made with the API's own CLI, and signed in in the browser through
// the two steps, the password then TOTP. On the first sign-in the page shows the new secret (and its QR
// code): it is kept here for the later sign-ins.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { adminUrl } from './browser.js';
import { nextTotp } from './totp.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const secrets = new Map<string, string>();

/** The password of the staff accounts `createStaff` makes. */
export const STAFF_PASSWORD = 'e2e-Staff-Passw0rd!';

/** Creates a staff account of `role` with the API's own CLI, as an operator would. */
export async function createStaff(email: string, role: string): Promise<void> {
  const apiEnv = JSON.parse(process.env.E2E_API_ENV ?? '{}') as Record<string, string>;
  await run(process.execPath, ['apps/api/dist/cli/create-staff.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...apiEnv,
      STAFF_EMAIL: email,
      STAFF_PASSWORD,
      STAFF_ROLE: role,
      STAFF_NAME: `E2E ${role}`,
    },
  });
}

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
