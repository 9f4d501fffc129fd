import { decodeScanRefusal, encodeScanRefusal, IdentityError, isScanRefusal } from '../src/index.js';

const REFUSAL = { eventId: 'evt_01HXYZ-abc', nonce: 'qrNonce123456', reason: 'REJECTED' } as const;

describe('scan refusal (the wallet declines or lacks identity verification)', () => {
  it('encodes to a query and decodes back', () => {
    const query = Object.fromEntries(new URLSearchParams(encodeScanRefusal(REFUSAL)));
    expect(query).toEqual(REFUSAL);
    expect(isScanRefusal(query)).toBe(true);
    expect(decodeScanRefusal(query)).toEqual(REFUSAL);
    expect(decodeScanRefusal({ ...query, reason: 'KYC_INCOMPLETE' }).reason).toBe('KYC_INCOMPLETE');
  });

  it('tells a refusal from a signed callback by its reason', () => {
    expect(isScanRefusal({ eventId: 'e', address: '0x', message: 'm' })).toBe(false);
  });

  it.each([
    ['an unknown reason', { ...REFUSAL, reason: 'MAYBE' }],
    ['a missing nonce', { eventId: REFUSAL.eventId, reason: 'REJECTED' }],
    ['a repeated key (array)', { ...REFUSAL, nonce: ['a', 'b'] }],
    ['an extra key', { ...REFUSAL, address: '0x0' }],
    ['a malformed event id', { ...REFUSAL, eventId: '../x' }],
    ['a malformed nonce', { ...REFUSAL, nonce: 'n!' }],
  ])('refuses %s (MESSAGE_INVALID)', (_what, query) => {
    expect(() => decodeScanRefusal(query as Record<string, unknown>)).toThrow(IdentityError);
  });
});
