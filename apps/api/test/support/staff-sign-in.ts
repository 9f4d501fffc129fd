// The console's two-step staff sign-in for the suites: the password, then the TOTP step (enrolling the
// secret the API answers on the first sign-in), with codes made by otplib here. Each account's secret and
// last used time step are remembered so that a later sign-in of the same account uses a fresh step.
import { generate } from 'otplib';
import request, { type Response } from 'supertest';
import type { TestApi } from './harness.js';

const PERIOD = 30;
const known = new Map<string, { secret: string; lastStep: number }>();

/** The code of `secret` for the next unused step of `email` (the current one, or the one after). */
export async function nextTotpCode(email: string, secret: string): Promise<string> {
  const entry = known.get(email.toLowerCase());
  const now = Math.floor(Date.now() / 1000 / PERIOD);
  let step = Math.max(now, (entry?.lastStep ?? now - 1) + 1);
  if (step > now + 1) {
    // Both the current and the next step are used: wait for the next one to become current.
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD * 1000 - Date.now() + 50));
    step = Math.floor(Date.now() / 1000 / PERIOD);
  }
  known.set(email.toLowerCase(), { secret, lastStep: step });
  return generate({ secret, epoch: step * PERIOD });
}

/** The secret the helper enrolled for `email` (after `signInStaff`). */
export function enrolledSecret(email: string): string | undefined {
  return known.get(email.toLowerCase())?.secret;
}

/**
 * Signs a staff member in through both steps; answers the response of the last step taken (the password
 * step's when it failed). `from` sets X-Forwarded-For (for APIs that trust the test client as a proxy).
 */
export async function signInStaff(
  api: TestApi,
  email: string,
  password: string,
  from?: string,
): Promise<Response> {
  const post = (path: string) => {
    const req = request(api.http).post(path);
    return from ? req.set('X-Forwarded-For', from) : req;
  };
  const first = await post('/api/admin/auth/login').send({ email, password });
  if (first.status !== 200) return first;
  const { challenge, enrolment } = first.body.data as {
    challenge: string;
    enrolment: { secret: string } | null;
  };
  const secret = enrolment?.secret ?? enrolledSecret(email);
  if (!secret) throw new Error(`no TOTP secret known for ${email}: sign it in with signInStaff first`);
  const code = await nextTotpCode(email, secret);
  return post('/api/admin/auth/totp').send({ challenge, code });
}

/** A signed-in staff member's session token (both steps must pass). */
export async function staffSessionToken(api: TestApi, email: string, password: string): Promise<string> {
  const res = await signInStaff(api, email, password);
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}
