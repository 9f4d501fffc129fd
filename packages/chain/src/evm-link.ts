// EIP-681 payment links for deposits on an EVM chain (https://eips.ethereum.org/EIPS/eip-681), in the
// function-call form `ethereum:<contract>@<chainId>/<function>?<type>=<value>&...`, parameters named by
// their Solidity type and given in call order:
//   ERC-20:  ethereum:<token>@<chainId>/transfer?address=<to>&uint256=<amount in base units>
//   ERC-721: ethereum:<nft>@<chainId>/safeTransferFrom?address=<from>&address=<to>&uint256=<tokenId>
// For an NFT whose holder is not known in advance the `from` parameter may be left out
// (`safeTransferFrom?address=<to>&uint256=<tokenId>`): the paying wallet sends from itself.
import { ChainKind, normalizeAddress } from './address.js';

export interface EvmPaymentLinkInput {
  chainId: number;
  /** The ERC-20 or ERC-721 contract. */
  token: string;
  /** The receiving (escrow) address. */
  to: string;
  /** ERC-20: the amount in base units; ERC-721: the token id. */
  amount: bigint;
  /** Marks an ERC-721 transfer (safeTransferFrom); `from` is the expected holder when known. */
  nft?: { from?: string };
}

export interface EvmPaymentLink {
  chainId: number;
  token: string;
  function: 'transfer' | 'safeTransferFrom';
  /** safeTransferFrom only: the holder the link names, if any. */
  from: string | null;
  to: string;
  /** ERC-20 amount in base units, or the NFT's token id. */
  amount: bigint;
}

const evm = (a: string): string => normalizeAddress(ChainKind.ERC20, a);

export function evmTokenPaymentLink(input: EvmPaymentLinkInput): string {
  if (!Number.isSafeInteger(input.chainId) || input.chainId <= 0) throw new TypeError('bad chain id');
  if (input.amount < 0n) throw new TypeError('negative amount');
  const head = `ethereum:${evm(input.token)}@${input.chainId}`;
  if (!input.nft) return `${head}/transfer?address=${evm(input.to)}&uint256=${input.amount}`;
  const from = input.nft.from ? `address=${evm(input.nft.from)}&` : '';
  return `${head}/safeTransferFrom?${from}address=${evm(input.to)}&uint256=${input.amount}`;
}

const LINK = /^ethereum:(?:pay-)?(0x[0-9a-fA-F]{40})@(\d+)\/(transfer|safeTransferFrom)\?([^#]*)$/;
// EIP-681 numbers may use scientific notation (2.014e18); only whole results are valid amounts.
const NUMBER = /^(\d+)(?:\.(\d+))?(?:e(\d+))?$/;

function parseUint(value: string): bigint {
  const m = NUMBER.exec(value);
  if (!m) throw new TypeError(`not a number: ${value}`);
  const [, whole, frac = '', exp = '0'] = m;
  const e = Number(exp);
  if (frac.length > e) {
    if (/[^0]/.test(frac.slice(e))) throw new TypeError(`not a whole amount: ${value}`);
  }
  const digits = `${whole}${frac.padEnd(e, '0').slice(0, Math.max(e, 0))}`;
  return BigInt(digits);
}

/** Parses a link made by `evmTokenPaymentLink` (or any EIP-681 link of those two forms); throws if malformed. */
export function parseEvmPaymentLink(link: string): EvmPaymentLink {
  const m = LINK.exec(link.trim());
  if (!m) throw new TypeError('not an EIP-681 token transfer link');
  const [, token, chain, fn, query] = m as unknown as [
    string,
    string,
    string,
    'transfer' | 'safeTransferFrom',
    string,
  ];
  const params = query
    .split('&')
    .filter(Boolean)
    .map((p) => {
      const eq = p.indexOf('=');
      if (eq < 0) throw new TypeError(`bad parameter ${p}`);
      return [p.slice(0, eq), decodeURIComponent(p.slice(eq + 1))] as const;
    });
  const addresses = params.filter(([k]) => k === 'address').map(([, v]) => evm(v));
  const uints = params.filter(([k]) => k === 'uint256').map(([, v]) => parseUint(v));
  const others = params.filter(([k]) => k !== 'address' && k !== 'uint256');
  if (others.length > 0) throw new TypeError(`unexpected parameter ${others[0]![0]}`);
  if (uints.length !== 1) throw new TypeError('the link needs exactly one uint256');
  const chainId = Number(chain);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new TypeError('bad chain id');
  if (fn === 'transfer') {
    if (addresses.length !== 1) throw new TypeError('transfer takes one address');
    return { chainId, token: evm(token), function: fn, from: null, to: addresses[0]!, amount: uints[0]! };
  }
  if (addresses.length < 1 || addresses.length > 2)
    throw new TypeError('safeTransferFrom takes one or two addresses');
  const [from, to] = addresses.length === 2 ? [addresses[0]!, addresses[1]!] : [null, addresses[0]!];
  return { chainId, token: evm(token), function: fn, from, to, amount: uints[0]! };
}
