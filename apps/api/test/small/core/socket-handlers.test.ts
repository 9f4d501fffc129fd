// The socket message handlers' binding (issue 28: one listener per message instead of Nest's RxJS
// pipelines per socket): what a client gets back, on a plain emitter standing in for a socket and Nest's
// own payload mapping.
import { EventEmitter } from 'node:events';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { from, isObservable, mergeAll, of, type Observable } from 'rxjs';
import { bindSocketHandlers } from '../../../src/core/live/socket-handlers.js';

/** An emitter as a socket: what the server emits to the client is recorded apart from what it hears. */
class FakeSocket extends EventEmitter {
  disconnected = false;
  readonly sent: Array<[string, unknown]> = [];

  override emit(event: string, ...args: unknown[]): boolean {
    if (event.startsWith('to-server:')) return super.emit(event.slice('to-server:'.length), ...args);
    this.sent.push([event, args[0]]);
    return true;
  }

  /** The client sends `event` with `args` (its ack last, when it wants one). */
  send(event: string, ...args: unknown[]): void {
    this.emit(`to-server:${event}`, ...args);
  }
}

/** Nest's transform of a handler's result (WebSocketsController): a value, a promise or an observable. */
const transform = (result: unknown): Observable<unknown> =>
  from(
    (async () => {
      const settled: unknown = await result;
      return isObservable(settled) ? settled : of(settled);
    })(),
  ).pipe(mergeAll());

const settle = () => new Promise((resolve) => setImmediate(resolve));

function bind(
  handlers: Array<Partial<MessageMappingProperties> & Pick<MessageMappingProperties, 'message' | 'callback'>>,
) {
  const socket = new FakeSocket();
  const errors: unknown[] = [];
  const adapter = new IoAdapter();
  bindSocketHandlers(
    socket,
    handlers.map((h) => ({ methodName: 'handler', isAckHandledManually: false, ...h })),
    transform,
    {
      mapPayload: (payload) => adapter.mapPayload(payload) as { data: unknown; ack?: unknown },
      onError: (e) => errors.push(e),
    },
  );
  return { socket, errors };
}

describe('small/core/socket-handlers', () => {
  it("answers a handler's result as the client's ack, with the data the client sent", async () => {
    const seen: unknown[] = [];
    const { socket } = bind([
      { message: 'action', callback: async (data: unknown) => (seen.push(data), { code: '200' }) },
    ]);
    const acks: unknown[] = [];
    socket.send('action', { action: 'subOrderAction', message: '7' }, (r: unknown) => acks.push(r));
    await settle();
    expect(seen).toEqual([{ action: 'subOrderAction', message: '7' }]);
    expect(acks).toEqual([{ code: '200' }]);
    expect(socket.sent).toEqual([]);
  });

  it('hands several arguments over as an array, and an answer without an ack goes nowhere', async () => {
    const seen: unknown[] = [];
    const { socket } = bind([
      { message: 'action', callback: (data: unknown) => (seen.push(data), of('ok')) },
    ]);
    socket.send('action', 'a', 'b');
    await settle();
    expect(seen).toEqual([['a', 'b']]);
    expect(socket.sent).toEqual([]);
  });

  it('emits an answer that names an event, never as the ack', async () => {
    const { socket } = bind([
      { message: 'heartbeat', callback: () => of({ event: 'message', data: { pong: true } }) },
    ]);
    const acks: unknown[] = [];
    socket.send('heartbeat', {}, (r: unknown) => acks.push(r));
    await settle();
    expect(socket.sent).toEqual([['message', { pong: true }]]);
    expect(acks).toEqual([]);
  });

  it('leaves the ack to a handler that answers it itself, and sends nothing for an empty answer', async () => {
    const { socket } = bind([
      {
        message: 'manual',
        isAckHandledManually: true,
        callback: (_d: unknown, ack: (r: unknown) => void) => (ack('mine'), of('not sent')),
      },
      { message: 'empty', callback: async () => undefined },
    ]);
    const acks: unknown[] = [];
    socket.send('manual', {}, (r: unknown) => acks.push(r));
    socket.send('empty', {}, (r: unknown) => acks.push(r));
    await settle();
    expect(acks).toEqual(['mine']);
  });

  it('reports a handler that throws or rejects and keeps answering the next message', async () => {
    let calls = 0;
    const { socket, errors } = bind([
      {
        message: 'action',
        callback: () => {
          calls += 1;
          if (calls === 1) throw new Error('thrown');
          if (calls === 2) return Promise.reject(new Error('rejected'));
          return Promise.resolve('third');
        },
      },
    ]);
    const acks: unknown[] = [];
    for (let i = 0; i < 3; i++) socket.send('action', {}, (r: unknown) => acks.push(r));
    await settle();
    expect(errors.map((e) => (e as Error).message)).toEqual(['thrown', 'rejected']);
    expect(acks).toEqual(['third']);
  });

  it('drops an answer that comes after the socket closed', async () => {
    let release: (v: string) => void = () => undefined;
    const { socket } = bind([
      { message: 'action', callback: () => new Promise<string>((r) => (release = r)) },
    ]);
    const acks: unknown[] = [];
    socket.send('action', {}, (r: unknown) => acks.push(r));
    socket.disconnected = true;
    release('late');
    await settle();
    expect(acks).toEqual([]);
  });
});
