// Shared setup of the trader suites: a test API (with its mail catcher) started before a suite's tests and
// closed after them, the request helpers the suites use, and traders made by the real flows.
import type { DevIssuer, WalletSimulator } from '@p2p/wallet-sim';
import request from 'supertest';
import { startTestApi, type TestApi } from './harness.js';
import { encryptPassword } from './auth-helpers.js';
import {
  type MailCatcher,
  passSlider,
  registerByEmail,
  startMailTestApi,
  type MailTestApi,
} from './mail-catcher.js';

type Http = TestApi['http'];

/** The running API of a suite; read its fields inside hooks and tests (they are set in `beforeAll`). */
export interface MailSuite {
  readonly api: TestApi;
  readonly catcher: MailCatcher;
}

/** Starts a test API with a mail catcher before the suite's tests and closes both after them. */
export function mailSuite(
  overrides: Record<string, string> = {},
  opts: { listen?: boolean } = {},
): MailSuite {
  let started: MailTestApi | undefined;
  beforeAll(async () => {
    started = await startMailTestApi(overrides, opts);
  });
  afterAll(() => started?.close());
  const running = (): MailTestApi => {
    if (!started) throw new Error('the suite API is not started yet (use it inside hooks and tests)');
    return started;
  };
  return {
    get api() {
      return running().api;
    },
    get catcher() {
      return running().catcher;
    },
  };
}

/** Starts a listening test API that trusts `issuer`'s wallets, before the suite's tests; closes it after. */
export function walletSuite(issuer: DevIssuer): { readonly api: TestApi } {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi({ IDENTITY_ISSUERS: issuer.address }, [], { listen: true });
  });
  afterAll(() => started?.close());
  return {
    get api() {
      if (!started) throw new Error('the suite API is not started yet (use it inside hooks and tests)');
      return started;
    },
  };
}

/** The session header of `token`. */
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /user/updateInfo with the session of `token` (and a device id when given). */
export function updateInfo(http: Http, token: string, body: Record<string, unknown>, device?: string) {
  const req = request(http).post('/api/user/updateInfo').set(auth(token));
  if (device) req.set('x-device-id', device);
  return req.send(body);
}

/** GET a QR code of `purpose` for `device` (with the session of `token` when given). */
export function qrCodeRequest(http: Http, device: string, purpose: string, token?: string) {
  const req = request(http).get(`/api/scan/genQrCodeUrl/${device}`).query({ purpose });
  if (token) req.set(auth(token));
  return req;
}

/** Polls the result of a QR event from `device` (with the session of `token` when given). */
export function pollScanResult(http: Http, device: string, eventId: string, token?: string) {
  const req = request(http).get(`/api/scan/result/${eventId}`).set('x-device-id', device);
  if (token) req.set(auth(token));
  return req;
}

export interface Trader {
  email: string;
  password: string;
  token: string;
  userId: bigint;
}

/** The password the suites register their traders with. */
export const TRADER_PASSWORD = 'Passw0rd!x';

/** A wallet to bind by QR right after registration, with the issuer of its attestation. */
export interface WalletBinding {
  wallet: WalletSimulator;
  issuer: DevIssuer;
  device: string;
}

/** A trader registered by email (real flow), with their session; `bind` also binds an identity wallet. */
export async function registerTrader(
  suite: MailSuite,
  email: string,
  password = TRADER_PASSWORD,
  bind?: WalletBinding,
): Promise<Trader> {
  const res = await registerByEmail(suite.api.http, suite.catcher, email, password);
  expect(res.status).toBe(200);
  const token = res.body.data.token as string;
  if (bind) await bindWallet(suite.api.http, token, bind);
  return { email, password, token, userId: BigInt(res.body.data.userId) };
}

/** Binds a wallet to the trader of `token` by scanning a BIND QR code asked from `bind.device`. */
export async function bindWallet(http: Http, token: string, bind: WalletBinding): Promise<void> {
  const qr = await qrCodeRequest(http, bind.device, 'BIND', token);
  expect((await bind.wallet.scan(qr.body.data.qrCodeUrl, { issuer: bind.issuer })).code).toBe('200');
}

/** The one-code-a-minute limit of an address, as if the minute had passed. */
export const minutePassed = (api: TestApi, email: string) => api.redis.del(`email-code:cooldown:${email}`);

/**
 * POST /user/login by email and password, as the login page sends it (encrypted, slider passed); `from`
 * is the client address a trusted proxy reports, `emailCode` the emailed proof when one is needed.
 */
export async function loginRequest(
  http: Http,
  email: string,
  password: string,
  opts: { from?: string; emailCode?: string } = {},
): Promise<request.Response> {
  const sliderToken = await passSlider(http);
  const req = request(http).post('/api/user/login');
  if (opts.from) req.set('X-Forwarded-For', opts.from);
  const proof = opts.emailCode ? { emailCode: opts.emailCode } : {};
  return req.send({ email, password: encryptPassword(password), sliderToken, ...proof });
}

/** The bound wallet's confirmation of a reset or email change: a QR code asked from `device`, scanned. */
export async function confirmByWallet(
  http: Http,
  email: string,
  wallet: WalletSimulator,
  issuer: DevIssuer,
  device: string,
): Promise<string> {
  const qr = await request(http).get('/api/scan/resetByEmail').query({ email, deviceId: device }).expect(200);
  expect((await wallet.scan(qr.body.data.qrCodeUrl, { issuer })).code).toBe('200');
  return qr.body.data.eventId as string;
}

/** A trader account with a live session, made directly (no sign-in flow): for tests of other areas. */
export async function signedInTrader(api: TestApi): Promise<{ userId: bigint; token: string }> {
  const user = await api.factories.newUser();
  const { token } = await api.sessions.issue(user.id, 'PASSWORD', {});
  return { userId: user.id, token };
}
