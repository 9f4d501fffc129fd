import net from 'node:net';
import { deleteKeysWithPrefix } from './redis-keys.js';
import { uniqueSuffix } from './database.js';

// Runs against the real Redis of the tests (TEST_REDIS_URL, else the local one).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Sends raw RESP commands and answers the raw reply text (the test's own small client). */
function raw(commands: string[][]): Promise<string> {
  const url = new URL(REDIS_URL);
  const text = commands
    .map((args) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`)
    .join('');
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) });
    let out = '';
    let replies = 0;
    socket.on('error', reject);
    socket.on('data', (d: Buffer) => {
      out += d.toString();
      replies = out.split('\r\n').filter((l) => /^[+:-]/.test(l)).length;
      if (replies >= commands.length) {
        socket.destroy();
        resolve(out);
      }
    });
    socket.on('connect', () => socket.write(text));
  });
}

describe('deleteKeysWithPrefix: the run prefix is cleared at teardown', () => {
  const run = `p2p_test_${uniqueSuffix()}:`;

  afterAll(async () => {
    await deleteKeysWithPrefix(REDIS_URL, run);
  });

  it('deletes every key under the prefix (more than one SCAN page) and no other key', async () => {
    const prefix = `${run}probe[*]:`;
    const inside = Array.from({ length: 1200 }, (_, i) => `${prefix}key:${i}`);
    const outside = [`${run}probe-x:key`, `${run}probe[a]:key`];
    await raw([...inside, ...outside].map((key) => ['SET', key, 'v', 'EX', '600']));

    expect(await deleteKeysWithPrefix(REDIS_URL, prefix)).toBe(inside.length);
    expect(await raw([['EXISTS', ...inside]])).toBe(':0\r\n');
    expect(await raw([['EXISTS', ...outside]])).toBe(`:${outside.length}\r\n`);
  });

  it('answers 0 when no key has the prefix', async () => {
    expect(await deleteKeysWithPrefix(REDIS_URL, `${run}nothing-here:`)).toBe(0);
  });

  it('refuses an empty prefix, which would delete every key', async () => {
    await expect(deleteKeysWithPrefix(REDIS_URL, '')).rejects.toThrow('non-empty prefix');
  });

  it('rejects with the server error (wrong password)', async () => {
    const url = new URL(REDIS_URL);
    url.password = 'not-the-password';
    await expect(deleteKeysWithPrefix(url.toString(), run)).rejects.toThrow(/AUTH|password|ERR/i);
  });

  it('rejects when nothing answers at the address', async () => {
    await expect(deleteKeysWithPrefix('redis://127.0.0.1:1', run)).rejects.toThrow(/ECONNREFUSED/);
  });
});
