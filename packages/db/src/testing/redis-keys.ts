// Deletes a test run's Redis keys (its key prefix) at the end of the run. A few RESP commands over a
// plain socket, so that this package needs no Redis client library.
import net from 'node:net';

type Reply = string | number | null | Reply[];

interface Parsed {
  value: Reply | Error;
  next: number;
}

/** Parses one RESP reply at `at`; null when the buffer does not hold all of it yet. */
function parseReply(buf: Buffer, at: number): Parsed | null {
  const lineEnd = buf.indexOf('\r\n', at);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buf[at]);
  const line = buf.toString('utf8', at + 1, lineEnd);
  const after = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, next: after };
    case '-':
      return { value: new Error(line), next: after };
    case ':':
      return { value: Number(line), next: after };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, next: after };
      if (buf.length < after + length + 2) return null;
      return { value: buf.toString('utf8', after, after + length), next: after + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, next: after };
      const items: Reply[] = [];
      let next = after;
      for (let i = 0; i < count; i += 1) {
        const item = parseReply(buf, next);
        if (!item) return null;
        if (item.value instanceof Error) return item;
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new Error(`unexpected Redis reply type ${JSON.stringify(type)}`);
  }
}

function encode(args: string[]): string {
  return `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
}

/** One connection; commands are sent one at a time. */
class RespConnection {
  private buffer = Buffer.alloc(0);
  private pending: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (err) => this.fail(err));
    socket.on('close', () => this.fail(new Error('Redis closed the connection')));
  }

  static open(host: string, port: number, timeoutMs: number): Promise<RespConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port });
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`Redis at ${host}:${port} timed out`)));
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new RespConnection(socket));
      });
    });
  }

  command(args: string[]): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(encode(args));
    });
  }

  close(): void {
    this.pending = null;
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    const parsed = parseReply(this.buffer, 0);
    if (!parsed) return;
    this.buffer = this.buffer.subarray(parsed.next);
    const pending = this.pending;
    this.pending = null;
    if (parsed.value instanceof Error) pending?.reject(parsed.value);
    else pending?.resolve(parsed.value);
  }

  private fail(err: Error): void {
    const pending = this.pending;
    this.pending = null;
    pending?.reject(err);
  }
}

/** Escapes the glob characters of a SCAN pattern. */
function globEscape(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

/** Deletes every key that starts with `prefix`; answers how many it deleted. */
export async function deleteKeysWithPrefix(
  redisUrl: string,
  prefix: string,
  timeoutMs = 5000,
): Promise<number> {
  if (!prefix) throw new Error('deleteKeysWithPrefix needs a non-empty prefix');
  const url = new URL(redisUrl);
  if (url.protocol !== 'redis:') throw new Error(`unsupported Redis URL scheme ${url.protocol}`);
  const conn = await RespConnection.open(url.hostname, Number(url.port || 6379), timeoutMs);
  try {
    if (url.password) {
      const auth = [decodeURIComponent(url.password)];
      if (url.username) auth.unshift(decodeURIComponent(url.username));
      await conn.command(['AUTH', ...auth]);
    }
    const db = url.pathname.slice(1);
    if (db) await conn.command(['SELECT', db]);
    let deleted = 0;
    let cursor = '0';
    do {
      const reply = await conn.command(['SCAN', cursor, 'MATCH', `${globEscape(prefix)}*`, 'COUNT', '500']);
      if (!Array.isArray(reply) || typeof reply[0] !== 'string' || !Array.isArray(reply[1])) {
        throw new Error('unexpected SCAN reply');
      }
      cursor = reply[0];
      const keys = reply[1].filter((k): k is string => typeof k === 'string');
      if (keys.length > 0) deleted += Number(await conn.command(['UNLINK', ...keys]));
    } while (cursor !== '0');
    return deleted;
  } finally {
    conn.close();
  }
}
