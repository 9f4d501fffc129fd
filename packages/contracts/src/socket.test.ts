/// <reference types="jest" />
import {
  HIDDEN_RELOAD_MS,
  SOCKET_NAMESPACE,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SocketMessageType,
  cancelSubAction,
  decodeHandshake,
  encodeHandshake,
  orderIdOf,
  subOrderAction,
  type HandshakePayload,
} from './socket.js';

describe('socket handshake', () => {
  const payload: HandshakePayload = {
    userId: 'u-42',
    way: 'WEB',
    unique: '6f1c2f7e-8a55-4c7b-9e0a-1b2c3d4e5f60',
  };

  it('round-trips through base64', () => {
    const encoded = encodeHandshake(payload);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeHandshake(encoded)).toEqual(payload);
  });

  it('is base64 of the JSON, readable by any base64 decoder', () => {
    const encoded = encodeHandshake(payload);
    expect(JSON.parse(atob(encoded))).toEqual(payload);
  });

  it('keeps non-ASCII text intact (UTF-8)', () => {
    const p: HandshakePayload = { userId: '用户-ü-🙂', way: 'WEB', unique: 'ключ' };
    expect(decodeHandshake(encodeHandshake(p))).toEqual(p);
  });

  it('drops extra fields when encoding', () => {
    const withExtra = { ...payload, token: 'secret' } as HandshakePayload;
    expect(JSON.parse(atob(encodeHandshake(withExtra)))).toEqual(payload);
  });

  it('answers null for text that is not a handshake', () => {
    expect(decodeHandshake('')).toBeNull();
    expect(decodeHandshake('not base64 !')).toBeNull();
    expect(decodeHandshake(btoa('not json'))).toBeNull();
    expect(decodeHandshake(btoa(JSON.stringify({ userId: 'u', way: 'APP', unique: 'x' })))).toBeNull();
    expect(decodeHandshake(btoa(JSON.stringify({ userId: '', way: 'WEB', unique: 'x' })))).toBeNull();
    expect(decodeHandshake(btoa('\xff\xfe'))).toBeNull(); // invalid UTF-8
  });
});

describe('socket messages', () => {
  it('subscribe and unsubscribe an order with its id as message', () => {
    expect(subOrderAction('o1')).toEqual({ action: 'subOrderAction', message: 'o1' });
    expect(cancelSubAction('o1')).toEqual({ action: 'cancelSubAction', message: 'o1' });
  });

  it('read the order id of a NEW_ORDER message', () => {
    expect(orderIdOf({ type: SocketMessageType.NEW_ORDER, message: '{"orderId":"o9"}' })).toBe('o9');
    expect(orderIdOf({ type: SocketMessageType.NEW_ORDER, message: '{"orderId":12}' })).toBe('12');
    expect(orderIdOf({ type: SocketMessageType.TALK, message: 'hello' })).toBeNull();
  });

  it('use the spec timings', () => {
    expect(SOCKET_NAMESPACE).toBe('/fiat');
    expect(SOCKET_PING_INTERVAL_MS).toBe(10_000);
    expect(SOCKET_RECONNECT_DELAY_MS).toBe(1_000);
    expect(HIDDEN_RELOAD_MS).toBe(300_000);
  });
});
