import { decodeHandshake, SocketEvent, type SocketMessage } from '@p2p/contracts';
import { describe, expect, it, vi } from 'vitest';
import { LiveSocket, socketOptions, type SocketFactoryOptions, type SocketLike } from './liveSocket';

class FakeSocket implements SocketLike {
  connected = false;
  connects = 0;
  emitted: [string, unknown[]][] = [];
  private handlers = new Map<string, ((...args: never[]) => void)[]>();
  on(event: string, fn: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, args]);
  }
  connect() {
    this.connects++;
  }
  disconnect() {
    this.connected = false;
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect' || event === 'connect_error') this.connected = false;
    for (const fn of this.handlers.get(event) ?? []) (fn as (...a: unknown[]) => void)(...args);
  }
}

function open(onMessage = vi.fn()) {
  const fake = new FakeSocket();
  const calls: [string, SocketFactoryOptions][] = [];
  const live = new LiveSocket({
    token: 'tok',
    userId: '7',
    unique: 'device-1',
    onMessage,
    factory: (ns, opts) => {
      calls.push([ns, opts]);
      return fake;
    },
  });
  live.connect();
  return { fake, live, calls, onMessage };
}

describe('live socket', () => {
  it('sends the handshake payload {userId, way: WEB, unique: device uuid} in base64 with the token', () => {
    const { calls } = open();
    const [namespace, options] = calls[0]!;
    expect(namespace).toBe('/fiat');
    expect(options.path).toBe('/socket.io');
    expect(options.auth.token).toBe('tok');
    expect(decodeHandshake(options.auth.payload)).toEqual({ userId: '7', way: 'WEB', unique: 'device-1' });
    expect(JSON.parse(atob(socketOptions('t', '7', 'u').auth.payload))).toEqual({
      userId: '7',
      way: 'WEB',
      unique: 'u',
    });
  });

  it('pings every 10 s while connected', () => {
    vi.useFakeTimers();
    const { fake } = open();
    fake.fire('connect');
    vi.advanceTimersByTime(9_999);
    expect(fake.emitted).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(10_000);
    expect(fake.emitted.map(([e]) => e)).toEqual([SocketEvent.PING, SocketEvent.PING]);
  });

  it('reconnects 1 s after an error or a close', () => {
    vi.useFakeTimers();
    const { fake } = open();
    expect(fake.connects).toBe(1);
    fake.fire('connect_error', new Error('xhr poll error'));
    vi.advanceTimersByTime(999);
    expect(fake.connects).toBe(1);
    vi.advanceTimersByTime(1);
    expect(fake.connects).toBe(2);
    fake.fire('connect');
    fake.fire('disconnect', 'transport close');
    vi.advanceTimersByTime(1_000);
    expect(fake.connects).toBe(3);
    fake.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(1_000);
    expect(fake.connects).toBe(4);
  });

  it('does not reconnect after it was closed on purpose', () => {
    vi.useFakeTimers();
    const { fake, live } = open();
    fake.fire('connect');
    live.close();
    fake.fire('connect_error', new Error('late'));
    vi.advanceTimersByTime(60_000);
    expect(fake.connects).toBe(1);
    expect(fake.emitted).toHaveLength(0);
  });

  it('hands server messages on', () => {
    const { fake, onMessage } = open();
    const message: SocketMessage = { type: 'NEW_ORDER', message: '{"orderId":"42"}' };
    fake.fire(SocketEvent.MESSAGE, message);
    expect(onMessage).toHaveBeenCalledWith(message);
  });
});
