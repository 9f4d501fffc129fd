import { parseTronPaymentLink, tronPaymentLink } from './link.js';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ESCROW = 'TYBNgWfhGuNzdLtjKtxXTfskAhTbMcqbaG';

describe('TRON payment link', () => {
  it('writes tron:<to>?contract=<token>&amount=<base units>', () => {
    expect(tronPaymentLink({ token: USDT, to: ESCROW, amount: 25_000_000n })).toBe(
      `tron:${ESCROW}?contract=${USDT}&amount=25000000`,
    );
  });

  it('round-trips an amount beyond 2^64 exactly (no float)', () => {
    const request = { token: USDT, to: ESCROW, amount: 123456789012345678901234567890n };
    expect(parseTronPaymentLink(tronPaymentLink(request))).toEqual(request);
  });

  it('refuses a zero amount and addresses of another chain', () => {
    expect(() => tronPaymentLink({ token: USDT, to: ESCROW, amount: 0n })).toThrow(RangeError);
    expect(() =>
      tronPaymentLink({ token: USDT, to: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount: 1n }),
    ).toThrow('not a TRC20 address');
  });

  it.each([
    ['another scheme', `ethereum:${ESCROW}?contract=${USDT}&amount=1`],
    ['no query', `tron:${ESCROW}`],
    ['a decimal amount', `tron:${ESCROW}?contract=${USDT}&amount=1.5`],
    ['a negative amount', `tron:${ESCROW}?contract=${USDT}&amount=-1`],
    ['a bad checksum', `tron:TYBNgWfhGuNzdLtjKtxXTfskAhTbMcqbaH?contract=${USDT}&amount=1`],
    ['an extra parameter', `tron:${ESCROW}?contract=${USDT}&amount=1&memo=x`],
    ['a repeated amount', `tron:${ESCROW}?contract=${USDT}&amount=1&amount=2`],
  ])('refuses to parse a link with %s', (_name, link) => {
    expect(() => parseTronPaymentLink(link)).toThrow(TypeError);
  });
});
