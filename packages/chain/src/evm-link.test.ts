import { evmTokenPaymentLink, parseEvmPaymentLink } from './evm-link.js';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ESCROW = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HOLDER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('EIP-681 payment links', () => {
  it('builds an ERC-20 transfer link with the amount in base units', () => {
    expect(
      evmTokenPaymentLink({ chainId: 31337, token: TOKEN.toLowerCase(), to: ESCROW, amount: 1_500_000n }),
    ).toBe(`ethereum:${TOKEN}@31337/transfer?address=${ESCROW}&uint256=1500000`);
  });
  it('round-trips an ERC-20 link through the parser', () => {
    const link = evmTokenPaymentLink({ chainId: 31337, token: TOKEN, to: ESCROW, amount: 10n ** 24n + 1n });
    expect(parseEvmPaymentLink(link)).toEqual({
      chainId: 31337,
      token: TOKEN,
      function: 'transfer',
      from: null,
      to: ESCROW,
      amount: 10n ** 24n + 1n,
    });
  });
  it('builds an ERC-721 safeTransferFrom link with and without the holder', () => {
    const withFrom = evmTokenPaymentLink({
      chainId: 1,
      token: TOKEN,
      to: ESCROW,
      amount: 7n,
      nft: { from: HOLDER },
    });
    expect(withFrom).toBe(
      `ethereum:${TOKEN}@1/safeTransferFrom?address=${HOLDER}&address=${ESCROW}&uint256=7`,
    );
    expect(parseEvmPaymentLink(withFrom)).toMatchObject({
      function: 'safeTransferFrom',
      from: HOLDER,
      to: ESCROW,
      amount: 7n,
    });
    const anyHolder = evmTokenPaymentLink({ chainId: 1, token: TOKEN, to: ESCROW, amount: 7n, nft: {} });
    expect(parseEvmPaymentLink(anyHolder)).toMatchObject({ from: null, to: ESCROW, amount: 7n });
  });
  it('reads EIP-681 scientific notation when the result is whole', () => {
    expect(
      parseEvmPaymentLink(`ethereum:${TOKEN}@1/transfer?address=${ESCROW}&uint256=2.014e18`).amount,
    ).toBe(2_014_000_000_000_000_000n);
    expect(() => parseEvmPaymentLink(`ethereum:${TOKEN}@1/transfer?address=${ESCROW}&uint256=1.5e0`)).toThrow(
      'whole',
    );
  });
  it('rejects a malformed link: other scheme, bad checksum, missing amount, unknown parameter', () => {
    expect(() => parseEvmPaymentLink(`bitcoin:${TOKEN}`)).toThrow();
    expect(() =>
      parseEvmPaymentLink(
        `ethereum:${TOKEN}@1/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79c8&uint256=1`,
      ),
    ).toThrow();
    expect(() => parseEvmPaymentLink(`ethereum:${TOKEN}@1/transfer?address=${ESCROW}`)).toThrow('uint256');
    expect(() =>
      parseEvmPaymentLink(`ethereum:${TOKEN}@1/transfer?address=${ESCROW}&uint256=1&value=5`),
    ).toThrow('unexpected');
    expect(() => parseEvmPaymentLink(`ethereum:${TOKEN}@1/approve?address=${ESCROW}&uint256=1`)).toThrow();
  });
});
