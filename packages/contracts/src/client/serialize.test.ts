/// <reference types="jest" />
import { appendParams, serializeParams } from './serialize.js';

describe('serializeParams', () => {
  it('writes arrays with indices', () => {
    expect(serializeParams({ a: [1, 2] })).toBe('a[0]=1&a[1]=2');
  });

  it('writes nested objects with dots', () => {
    expect(serializeParams({ o: { b: 1 } })).toBe('o.b=1');
    expect(serializeParams({ o: { p: { q: 'x' } } })).toBe('o.p.q=x');
  });

  it('combines indices and dots', () => {
    expect(serializeParams({ a: [{ b: 1 }, { b: 2 }], m: { l: [true, false] } })).toBe(
      'a[0].b=1&a[1].b=2&m.l[0]=true&m.l[1]=false',
    );
  });

  it('leaves out null and undefined, keeps empty strings, zero and false', () => {
    expect(serializeParams({ a: null, b: undefined, c: '', d: 0, e: false })).toBe('c=&d=0&e=false');
  });

  it('URL-encodes values and keys', () => {
    expect(serializeParams({ q: 'a b&c=d/é', 'k y': '1' })).toBe('q=a%20b%26c%3Dd%2F%C3%A9&k%20y=1');
  });

  it('writes dates as ISO strings and bigints as digits', () => {
    expect(serializeParams({ at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), n: 12345678901234567890n })).toBe(
      'at=2026-01-02T03%3A04%3A05.000Z&n=12345678901234567890',
    );
  });

  it('keeps decimal strings exactly', () => {
    expect(serializeParams({ price: '0.000000000000000001' })).toBe('price=0.000000000000000001');
  });

  it('leaves out numbers that are not finite', () => {
    expect(serializeParams({ a: Number.NaN, b: 1 })).toBe('b=1');
  });

  it('answers an empty string for no params', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams({})).toBe('');
    expect(serializeParams({ a: [] })).toBe('');
  });

  it('appendParams adds ? or & as needed', () => {
    expect(appendParams('/x', { a: 1 })).toBe('/x?a=1');
    expect(appendParams('/x?online=true', { a: 1 })).toBe('/x?online=true&a=1');
    expect(appendParams('/x', {})).toBe('/x');
  });
});
