/// <reference types="jest" />
import { SUCCESS_CODE, fail, isEnvelope, isSuccess, ok, page } from './envelope.js';
import { AdStatus, AD_STATUSES } from './enums.js';

describe('envelope', () => {
  it('wraps data with the string code 200', () => {
    expect(SUCCESS_CODE).toBe('200');
    expect(ok({ a: 1 })).toEqual({ code: '200', message: 'success', data: { a: 1 } });
    expect(isSuccess(ok(null))).toBe(true);
  });

  it('reports failures with their catalogue code', () => {
    const env = fail('1004', 'wrong account or password');
    expect(env).toEqual({ code: '1004', message: 'wrong account or password', data: null });
    expect(isSuccess(env)).toBe(false);
  });

  it('recognises envelope-shaped bodies', () => {
    expect(isEnvelope({ code: '200', message: '', data: null })).toBe(true);
    expect(isEnvelope({ message: 'x' })).toBe(false);
    expect(isEnvelope('<html>')).toBe(false);
  });

  it('builds a page', () => {
    expect(page(['a'], 1, 1, 10)).toEqual({ list: ['a'], total: 1, pageNo: 1, pageSize: 10 });
  });
});

describe('enums', () => {
  it('have values equal to their names', () => {
    for (const [k, v] of Object.entries(AdStatus)) expect(v).toBe(k);
    expect(AD_STATUSES).toEqual(['CREATING', 'PUBLISHED', 'REVOKING', 'CANCELLED', 'DELETED']);
  });
});
