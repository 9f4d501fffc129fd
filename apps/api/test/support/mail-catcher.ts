// A real SMTP mail catcher for the tests: maildev 3 in this process, on free ports, read through its REST
// API over HTTP (the way a person's browser reads it). Everything here is asynchronous: maildev receives
// on this event loop, so a test must never block it (no spawnSync, no busy waits).
// Also the browser's steps before a mail is sent: passing the slider and requesting a code.
import { findGapX } from './slider-solver.js';
import { startTestApi, type TestApi } from './harness.js';
import { freePort } from './ports.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EmailCodeScene, SliderChallengeDto } from '@p2p/contracts';
import type { PartialMailDevConfig } from 'maildev';
import request from 'supertest';
import { humanLikeTrace } from '../../src/modules/slider/slider-trace.js';

export interface CaughtAddress {
  address: string;
  name: string;
}

/** A mail as maildev's `GET /api/email` lists it (the fields the tests read). */
export interface CaughtMail {
  id: string;
  subject: string;
  from: CaughtAddress[];
  to: CaughtAddress[];
  text?: string;
  html?: string;
  headers: Record<string, string>;
  time: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: give it to the API as SMTP_URL. */
  smtpUrl: string;
  /** The web page and REST API, e.g. `http://127.0.0.1:<port>`. */
  webUrl: string;
  list(): Promise<CaughtMail[]>;
  /** Waits for the first mail to `to` (case-insensitive) that `match` accepts. */
  waitFor(
    to: string,
    options?: { timeoutMs?: number; match?: (mail: CaughtMail) => boolean },
  ): Promise<CaughtMail>;
  /** Deletes every caught mail. */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

export { freePort } from './ports.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * maildev runs in a worker thread of this process, loaded by Node itself: Jest's module registry cannot
 * load it on Node 20 (its web server, fastify, requires ES-module-only packages). The worker also gives
 * maildev an event loop of its own. maildev's package exports only an `import` entry, hence the file URL.
 */
const MAILDEV_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entry)
  .then(async ({ MailDev }) => {
    const maildev = new MailDev(workerData.config);
    await maildev.start();
    parentPort.on('message', async (message) => {
      if (message !== 'stop') return;
      await maildev.stop();
      parentPort.postMessage({ type: 'stopped' });
    });
    parentPort.postMessage({ type: 'started' });
  })
  .catch((err) => parentPort.postMessage({ type: 'error', message: String(err && err.stack || err) }));
`;

type WorkerMessage = { type: 'started' | 'stopped' } | { type: 'error'; message: string };

function nextMessage(worker: Worker, timeoutMs: number): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
    };
    const onMessage = (message: WorkerMessage) => {
      done();
      resolve(message);
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    const timer = setTimeout(() => onError(new Error('the maildev worker did not answer')), timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
  });
}

export async function startMailCatcher(): Promise<MailCatcher> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startMailCatcherOn(await freePort(), await freePort());
    } catch (err) {
      // another suite took a port between the probe and maildev's listen: try two others
      if (!String(err).includes('EADDRINUSE') || attempt >= 5) throw err;
    }
  }
}

async function startMailCatcherOn(smtpPort: number, webPort: number): Promise<MailCatcher> {
  const mailDirectory = await mkdtemp(path.join(tmpdir(), 'p2p-maildev-'));
  const config: PartialMailDevConfig = {
    smtp: smtpPort,
    ip: '127.0.0.1',
    web: webPort,
    webIp: '127.0.0.1',
    mailDirectory,
    silent: true,
  };
  const entry = new URL('../../node_modules/maildev/dist/index.js', import.meta.url).href;
  const worker = new Worker(MAILDEV_WORKER, { eval: true, workerData: { entry, config }, stdout: true });
  worker.stdout.resume(); // maildev announces its address on stdout: not the tests' business
  // maildev's start (its imports, two listeners) took over 10 s at a load of 8 on two cores
  const started = await nextMessage(worker, 45_000);
  if (started.type !== 'started') {
    await worker.terminate();
    await rm(mailDirectory, { recursive: true, force: true });
    throw new Error(`maildev did not start: ${'message' in started ? started.message : started.type}`);
  }
  const webUrl = `http://127.0.0.1:${webPort}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${webUrl}/api/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await worker.terminate();
      throw new Error(`maildev did not answer ${webUrl}/api/healthz`);
    }
    await sleep(50);
  }

  const list = async (): Promise<CaughtMail[]> => {
    const res = await fetch(`${webUrl}/api/email`);
    if (!res.ok) throw new Error(`maildev GET /api/email answered ${res.status}`);
    return (await res.json()) as CaughtMail[];
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl,
    list,
    async waitFor(to, { timeoutMs = 5000, match = () => true } = {}) {
      const wanted = to.toLowerCase();
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = (await list()).find(
          (m) => m.to.some((a) => a.address.toLowerCase() === wanted) && match(m),
        );
        if (found) return found;
        if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await sleep(50);
      }
    },
    async clear() {
      const res = await fetch(`${webUrl}/api/email/all`, { method: 'DELETE' });
      if (!res.ok) throw new Error(`maildev DELETE /api/email/all answered ${res.status}`);
    },
    async stop() {
      const stopped = nextMessage(worker, 30_000);
      worker.postMessage('stop');
      await stopped.catch(() => undefined); // terminated below either way
      await worker.terminate();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}

/** The 6-digit code in a mail's text. */
export function codeIn(mail: CaughtMail): string {
  const match = /(?<!\d)\d{6}(?!\d)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no 6-digit code in the mail "${mail.subject}"`);
  return match[0];
}

type App = Parameters<typeof request>[0];

/** Passes the slide-to-verify check as the web app does (challenge, a hand-like drag); a slider token. */
export async function passSlider(http: App): Promise<string> {
  const challenge = await request(http).get('/api/slider/challenge').expect(200);
  const data = challenge.body.data as SliderChallengeDto;
  const { challengeId } = data;
  const gapX = findGapX(data);
  const res = await request(http)
    .post('/api/slider/verify')
    .send({ challengeId, x: gapX, trace: humanLikeTrace(gapX) })
    .expect(200);
  return (res.body.data as { sliderToken: string }).sliderToken;
}

/** Requests a code for `scene` (passing the slider first) and reads it from the caught mail. */
export async function requestEmailCode(
  http: App,
  catcher: MailCatcher,
  email: string,
  scene: EmailCodeScene,
): Promise<string> {
  const seen = new Set((await catcher.list()).map((m) => m.id));
  const sliderToken = await passSlider(http);
  await request(http).post('/api/email/send').send({ email, scene, sliderToken }).expect(200);
  return codeIn(await catcher.waitFor(email, { match: (m) => !seen.has(m.id) }));
}

/** Registers `email` by the real flow (emailed code, slide-to-verify); the supertest response. */
export async function registerByEmail(
  http: App,
  catcher: MailCatcher,
  email: string,
  password: string,
): Promise<request.Response> {
  const code = await requestEmailCode(http, catcher, email, 'REGISTER');
  return request(http)
    .post('/api/user/register')
    .send({
      email,
      code,
      password,
      confirmPassword: password,
      agreeTerms: true,
      sliderToken: await passSlider(http),
    });
}

/** A test API sending its mail to a mail catcher of its own (per-IP code limit raised for the suite). */
export interface MailTestApi {
  api: TestApi;
  catcher: MailCatcher;
  close(): Promise<void>;
}

export async function startMailTestApi(
  overrides: Record<string, string> = {},
  opts: { listen?: boolean } = {},
): Promise<MailTestApi> {
  const catcher = await startMailCatcher();
  const api = await startTestApi(
    { SMTP_URL: catcher.smtpUrl, EMAIL_CODE_IP_HOURLY_LIMIT: '1000', ...overrides },
    [],
    opts,
  );
  return {
    api,
    catcher,
    close: async () => {
      await api.close();
      await catcher.stop();
    },
  };
}

/** Unique addresses for a suite: `<prefix><time><n>@example.test`. */
export function emailFactory(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${Date.now()}${(n += 1)}@example.test`;
}
