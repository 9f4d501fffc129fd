// Loopback ports for the tests' listening servers (the API a wallet calls, the SMTP catcher).
//
// A port the kernel hands out for listen(0) comes from its ephemeral range (32768–60999 here), the same
// range it takes the local side of every outgoing connection from. Between closing such a probe and the
// real listen, a Postgres, Redis or browser connection of a parallel suite can take that port: a CI run
// failed a whole file with EADDRINUSE that way. These ports are picked below the ephemeral range, where
// no outgoing connection lands, and a caller that still meets EADDRINUSE (two suites picking the same
// port) tries another with `withFreePort`.
import { createServer } from 'node:net';
import { randomInt } from 'node:crypto';

const LOW = 20_000;
const HIGH = 32_000; // below /proc/sys/net/ipv4/ip_local_port_range's start (32768)

function tryListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port outside the ephemeral range that nothing listens on right now. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = randomInt(LOW, HIGH);
    if (await tryListen(port)) return port;
  }
  throw new Error(`no free loopback port between ${LOW} and ${HIGH} after 50 tries`);
}

export function isAddressInUse(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
}

/** Runs `start` on a free port, and on another one when that port was taken in between (up to 5 times). */
export async function withFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await start(port);
    } catch (err) {
      if (!isAddressInUse(err) || attempt >= 5) throw err;
    }
  }
}
