// Deposit links for TRON wallets, shown as QR codes. TRON has no standard like EIP-681; the form used here,
// `tron:<recipient>?contract=<TRC-20 contract>&amount=<base units>`, follows the `tron:` scheme TronLink-style
// wallets register, names the token by its contract (base58) and gives the amount as an integer in the
// token's base units (USDT: 6 decimals), so no decimal point and no float is ever involved. A wallet that only
// understands the bare address still reads the recipient.
import { normalizeAddress } from '../address.js';

export interface TronPaymentRequest {
  /** The TRC-20 contract (base58). */
  token: string;
  /** The recipient (base58). */
  to: string;
  /** Base units, greater than 0. */
  amount: bigint;
}

const SCHEME = 'tron:';

export function tronPaymentLink({ token, to, amount }: TronPaymentRequest): string {
  const recipient = normalizeAddress('TRC20', to);
  const contract = normalizeAddress('TRC20', token);
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new RangeError('amount must be a bigint greater than 0');
  return `${SCHEME}${recipient}?contract=${contract}&amount=${amount.toString()}`;
}

/** Parses a link made by `tronPaymentLink`; throws TypeError on anything else. */
export function parseTronPaymentLink(link: string): TronPaymentRequest {
  if (typeof link !== 'string' || !link.startsWith(SCHEME)) throw new TypeError('not a tron: link');
  const rest = link.slice(SCHEME.length);
  const q = rest.indexOf('?');
  if (q < 0) throw new TypeError('a tron: payment link needs contract and amount');
  const params = new URLSearchParams(rest.slice(q + 1));
  const keys = [...params.keys()];
  if (keys.length !== 2 || params.getAll('contract').length !== 1 || params.getAll('amount').length !== 1) {
    throw new TypeError('a tron: payment link carries exactly contract and amount');
  }
  const amount = params.get('amount') ?? '';
  if (!/^[1-9]\d*$/.test(amount)) throw new TypeError('amount must be a positive integer in base units');
  let to: string;
  let token: string;
  try {
    to = normalizeAddress('TRC20', rest.slice(0, q));
    token = normalizeAddress('TRC20', params.get('contract') ?? '');
  } catch {
    throw new TypeError('a tron: payment link names invalid TRON addresses');
  }
  return { to, token, amount: BigInt(amount) };
}
