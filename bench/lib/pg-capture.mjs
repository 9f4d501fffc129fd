// A PostgreSQL wire-protocol proxy on 127.0.0.1 that records the statements its clients send (issue 28):
// the text of each simple query (`Q`) and of each extended-protocol execution (`Parse` + `Bind` +
// `Execute`) with its parameter values, per connection, in order. Bytes pass through untouched; only the
// client's side is read. Used by bench/orders.mjs to capture the statements of one order placement from
// the API's own connections, for a pgbench script of them (the placement's floor).
import net from 'node:net';

/** One statement as a client sent it: its SQL, the parameters' values (text, null, or `\x` hex for binary). */
/**
 * @typedef {{ conn: number, at: number, sql: string, params: (string|null)[], types: number[] }} Captured
 */

/** Starts the proxy to `target` ({ host, port }); answers { port, statements, recording, close }. */
export async function startCaptureProxy(target) {
  /** @type {Captured[]} */
  const statements = [];
  const state = { recording: false, statements, port: 0, close: async () => undefined };
  let connections = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const conn = ++connections;
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    upstream.pipe(client);
    const parser = clientParser(conn, (s) => {
      if (state.recording) statements.push(s);
    });
    client.on('data', (chunk) => {
      parser(chunk);
      upstream.write(chunk);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = server.address().port;
  state.close = () =>
    new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve(undefined));
    });
  return state;
}

/** Reads the client's messages from a stream of chunks; calls `emit` for each statement executed. */
function clientParser(conn, emit) {
  let buffer = Buffer.alloc(0);
  let started = false;
  /** Prepared statements by name ('' is the unnamed one): SQL and parameter types. */
  const prepared = new Map();
  /** Portals by name: the statement and its parameter values. */
  const portals = new Map();
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        // The startup packet (or an SSL/GSS request before it): a length, no type byte.
        if (buffer.length < 8) return;
        const len = buffer.readInt32BE(0);
        if (buffer.length < len) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(len);
        if (code !== 80877103 && code !== 80877104) started = true; // SSLRequest, GSSENCRequest
        continue;
      }
      if (buffer.length < 5) return;
      const type = String.fromCharCode(buffer[0]);
      const len = buffer.readInt32BE(1);
      if (buffer.length < 1 + len) return;
      const body = buffer.subarray(5, 1 + len);
      buffer = buffer.subarray(1 + len);
      if (type === 'Q') {
        emit({ conn, at: Date.now(), sql: cstring(body, 0).value, params: [], types: [] });
      } else if (type === 'P') {
        const name = cstring(body, 0);
        const query = cstring(body, name.next);
        const count = body.readInt16BE(query.next);
        const types = [];
        for (let i = 0; i < count; i += 1) types.push(body.readInt32BE(query.next + 2 + 4 * i));
        prepared.set(name.value, { sql: query.value, types });
      } else if (type === 'B') {
        const portal = cstring(body, 0);
        const name = cstring(body, portal.next);
        let at = name.next;
        const formatCount = body.readInt16BE(at);
        const formats = [];
        for (let i = 0; i < formatCount; i += 1) formats.push(body.readInt16BE(at + 2 + 2 * i));
        at += 2 + 2 * formatCount;
        const paramCount = body.readInt16BE(at);
        at += 2;
        const params = [];
        for (let i = 0; i < paramCount; i += 1) {
          const size = body.readInt32BE(at);
          at += 4;
          if (size === -1) {
            params.push(null);
            continue;
          }
          const bytes = body.subarray(at, at + size);
          at += size;
          const binary = (formats.length === 1 ? formats[0] : (formats[i] ?? 0)) === 1;
          params.push(binary ? `\\x${bytes.toString('hex')}` : bytes.toString('utf8'));
        }
        portals.set(portal.value, { statement: name.value, params });
      } else if (type === 'E') {
        const portal = portals.get(cstring(body, 0).value);
        const statement = portal && prepared.get(portal.statement);
        if (statement)
          emit({ conn, at: Date.now(), sql: statement.sql, params: portal.params, types: statement.types });
      }
    }
  };
}

function cstring(buf, start) {
  const end = buf.indexOf(0, start);
  return { value: buf.toString('utf8', start, end), next: end + 1 };
}
