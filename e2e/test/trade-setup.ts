// What the order journeys (orders, appeals) set up through the API before the browser takes over, as it is
// not under test there: traders ready to trade, and the seller's SELL ad of MEC priced in USDT, deposited
// with the wallet simulator on the local chain, published and online.
import { payLink, type WalletSimulator } from '@p2p/wallet-sim';
import { chainUrl, mineUntil, ok } from './chain-journey.js';

/** The security password `readyToTrade` sets (the seller confirms a payment with it). */
export const SECURITY_PASSWORD = 'Trade-Passw0rd!';

export interface Trader {
  wallet: WalletSimulator;
  session: { token: string; userId: string };
}

/** Sets `trader`'s nickname, security password and ERC20 address (its wallet); answers the trader. */
export async function readyToTrade<T extends Trader>(trader: T, nickname: string): Promise<T> {
  for (const body of [
    { nickname },
    { securityPassword: SECURITY_PASSWORD },
    { usdtAddress: trader.wallet.address, chainType: 'ERC20' },
  ])
    await ok('/user/updateInfo', trader.session.token, body);
  return trader;
}

interface PairRow {
  id: string;
  enShort: string;
  quote: string;
}

/**
 * The seller's SELL ad (manual: the seller accepts each order) of `quantity` MEC at 1.1 USDT, paid to a new
 * USDT address method with `account`, or to the seller's method `methodId` (a coin-quoted pair takes
 * on-chain methods only: issue 24, 5040); its deposit paid with the wallet simulator and mined until the ad
 * is published; the seller then online. Answers the ad and the payment method.
 */
export async function publishedSellAd(
  seller: Trader,
  opts: { account: string; quantity: string; notes?: string } | { methodId: string; quantity: string },
): Promise<{ ad: { id: string }; method: { id: string } }> {
  const token = seller.session.token;
  // `methodId`: one of the seller's methods already (one made in the browser), else a new one.
  const method =
    'methodId' in opts
      ? { id: opts.methodId }
      : await ok<{ id: string }>('/user/payment/add', token, {
          kind: 'USDT_ADDRESS',
          name: 'Lin Seller',
          account: opts.account,
          currency: 'USDT',
        });
  const pairs = await ok<{ list?: PairRow[] } | PairRow[]>('/c2c/coin/config/list', token);
  const pair = (Array.isArray(pairs) ? pairs : (pairs.list ?? [])).find(
    (p) => p.enShort === 'MEC' && p.quote === 'USDT',
  );
  if (!pair) throw new Error('no MEC/USDT pair');
  const ad = await ok<{ id: string }>('/c2c/advert/create', token, {
    type: 'SELL',
    mode: 'MANUAL',
    coinPairId: Number(pair.id),
    priceType: 'FIXED',
    unitPrice: '1.1',
    totalQuantity: opts.quantity,
    minQuantity: '1',
    maxQuantity: opts.quantity,
    paymentMethodIds: [method.id],
    ...('notes' in opts && opts.notes !== undefined ? { notes: opts.notes } : {}),
  });
  const deposit = await ok<{ paymentLink: string }>(`/c2c/advert/deposit/${ad.id}`, token, {});
  const paid = await payLink({
    link: deposit.paymentLink,
    key: seller.wallet.privateKey,
    rpcUrl: chainUrl(),
  });
  expect(paid.status).toBe('SUCCESS');
  await mineUntil(
    async () => (await ok<{ status: string }>(`/c2c/advert/${ad.id}`, token)).status === 'PUBLISHED',
  );
  await ok('/c2c/advert/online?online=true', token, {});
  return { ad, method };
}
