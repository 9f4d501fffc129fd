// The console's Ads & Orders rows (issue 25): the owners' rows (ads, orders, escrow's deposits and payouts,
// with their accounts and coins as ids) named with the users module's names and the catalog's symbols.
import type {
  AdStatus,
  AdType,
  ChainType,
  DepositIntentStatus,
  DepositPurpose,
  OrderStatus,
  PayoutKind,
  PayoutStatus,
  TradingFundKind,
} from '@p2p/contracts';
import type { AdSearchRow } from '../ads/ads-search.service.js';
import type { FundSearchRow, OrderDepositRow, OrderFundStates } from '../escrow/fund-search.service.js';
import type { OrderSearchRow } from '../orders/orders-search.service.js';
import type { AccountNames } from '../users/support-accounts.service.js';

export interface TradingAdRow {
  id: string;
  type: AdType;
  status: AdStatus;
  online: boolean;
  assetKind: 'COIN' | 'NFT';
  coin: string | null;
  quote: string;
  chain: ChainType;
  unitPrice: string;
  totalQuantity: string;
  remainingQuantity: string;
  minAmount: string | null;
  maxAmount: string | null;
  userId: string;
  nickname: string | null;
  email: string | null;
  createdAt: Date;
  publishedAt: Date | null;
}

export interface TradingOrderRow {
  id: string;
  adId: string;
  type: AdType;
  mode: 'MANUAL' | 'AUTO';
  status: OrderStatus;
  statusBeforeAppeal: OrderStatus | null;
  coin: string | null;
  quote: string;
  chain: ChainType;
  quantity: string;
  unitPrice: string;
  amount: string;
  fee: string;
  totalAmount: string;
  buyerId: string;
  buyerNickname: string | null;
  buyerEmail: string | null;
  sellerId: string;
  sellerNickname: string | null;
  sellerEmail: string | null;
  makerId: string;
  receivingAddress: string | null;
  depositStatus: DepositIntentStatus | null;
  payoutStatus: PayoutStatus | null;
  deadlineAt: Date | null;
  createdAt: Date;
  acceptedAt: Date | null;
  paidAt: Date | null;
  confirmedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
}

export interface TradingDepositRow {
  id: string;
  purpose: DepositPurpose;
  status: DepositIntentStatus;
  chain: ChainType;
  coin: string | null;
  amount: string;
  receivedAmount: string;
  heldAmount: string;
  fromAddress: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  txHashes: string[];
}

export interface TradingFundRow {
  kind: TradingFundKind;
  id: string;
  status: DepositIntentStatus | PayoutStatus;
  purpose: DepositPurpose | PayoutKind;
  chain: ChainType;
  coin: string | null;
  amount: string | null;
  userId: string | null;
  orderId: string | null;
  adId: string | null;
  address: string | null;
  txHash: string | null;
  lastError: string | null;
  attempts: number;
  createdAt: Date;
  expiresAt: Date | null;
}

/** What names the owners' ids: accounts' nicknames and emails, coins' symbols. */
export interface RowNames {
  accounts: ReadonlyMap<string, AccountNames>;
  coins: ReadonlyMap<number, string>;
}

const coinOf = (n: RowNames, coinId: number | null): string | null =>
  coinId === null ? null : (n.coins.get(coinId) ?? null);

export function tradingAdRow(r: AdSearchRow, n: RowNames): TradingAdRow {
  const { coinId, ...rest } = r;
  const owner = n.accounts.get(r.userId);
  return { ...rest, coin: coinOf(n, coinId), nickname: owner?.nickname ?? null, email: owner?.email ?? null };
}

export function tradingOrderRow(
  r: OrderSearchRow,
  n: RowNames,
  funds: OrderFundStates | undefined,
): TradingOrderRow {
  const { coinId, ...rest } = r;
  const buyer = n.accounts.get(r.buyerId);
  const seller = n.accounts.get(r.sellerId);
  return {
    ...rest,
    coin: coinOf(n, coinId),
    buyerNickname: buyer?.nickname ?? null,
    buyerEmail: buyer?.email ?? null,
    sellerNickname: seller?.nickname ?? null,
    sellerEmail: seller?.email ?? null,
    depositStatus: funds?.depositStatus ?? null,
    payoutStatus: funds?.payoutStatus ?? null,
  };
}

export function tradingDepositRow(d: OrderDepositRow, n: RowNames): TradingDepositRow {
  const { coinId, ...rest } = d;
  return { ...rest, coin: coinOf(n, coinId) };
}

export function tradingFundRow(f: FundSearchRow, n: RowNames): TradingFundRow {
  const { coinId, ...rest } = f;
  return { ...rest, coin: coinOf(n, coinId) };
}
