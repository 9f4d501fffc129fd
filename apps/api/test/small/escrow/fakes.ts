// In-memory stand-ins for escrow's repositories, for small tests (issue 21): each keeps its rows in a
// plain array and does what the SQL does for the rows a test gives it, nothing more. A method a test does
// not need is absent, so a service that calls it fails loudly.
import type { ChainKind } from '@p2p/chain';
import { addDecimal, compareDecimal, normalizeDecimal, subDecimal } from '@p2p/domain';
import type { Tx } from '../../../src/core/infra/db/sql.service.js';
import type { NewOutboxRow } from '../../../src/core/outbox/outbox.types.js';
import type { TransferRow } from '../../../src/modules/escrow/chain-index.repository.js';
import type { KnownToken } from '../../../src/modules/escrow/chain-registry.service.js';
import type { IntentRow } from '../../../src/modules/escrow/deposits.repository.js';
import type { FundRecordRow, NewFundRecord } from '../../../src/modules/escrow/fund-records.repository.js';
import type { LedgerChange } from '../../../src/modules/escrow/ledger.repository.js';

export const ESCROW = '0x00000000000000000000000000000000000e5c20';
export const USDT = '0x000000000000000000000000000000000000d07e';
export const MEC = '0x0000000000000000000000000000000000000eec';
export const NFT = '0x00000000000000000000000000000000000000ff';

const coin = (coinId: number, symbol: string, address: string, decimals: number): KnownToken => ({
  chain: 'ERC20',
  address,
  standard: 'FUNGIBLE',
  coin: {
    coinId,
    symbol,
    assetScale: 6,
    chain: 'ERC20',
    contractAddress: address,
    decimals,
    minWithdrawal: null,
    maxWithdrawal: null,
    withdrawalFee: '0',
  },
  label: symbol,
});

export const TOKENS: readonly KnownToken[] = [
  coin(1, 'USDT', USDT, 6),
  coin(2, 'MEC', MEC, 18),
  { chain: 'ERC20', address: NFT, standard: 'NFT', coin: null, label: 'NFT' },
];

/** The registry as escrow's services read it: the three tokens above on ERC20, 3 confirmations. */
export function fakeRegistry(confirmations = 3) {
  return {
    confirmations,
    adapter: (chain: ChainKind) => (chain === 'ERC20' ? { chain, escrowAddress: ESCROW } : undefined),
    tokenByAddress: async (_chain: ChainKind, address: string) =>
      TOKENS.find((t) => t.address === address) ?? null,
    tokenOfCoin: async (_chain: ChainKind, coinId: number) =>
      TOKENS.find((t) => t.coin?.coinId === coinId) ?? null,
  };
}

/** `chain_transfers`: a claim takes a PENDING row once, as the `update ... where status = 'PENDING'` does. */
export class FakeChainIndex {
  readonly transfers: TransferRow[] = [];
  readonly settled = new Map<string, { status: string; depositIntentId: string | null }>();

  add(t: Partial<TransferRow> & Pick<TransferRow, 'id' | 'tokenAddress' | 'blockTime'>): TransferRow {
    const row: TransferRow = {
      chain: 'ERC20',
      txHash: `0xtx${t.id}`,
      logIndex: 0,
      blockNumber: '100',
      blockHash: '0xblock',
      fromAddress: '0xsender',
      toAddress: ESCROW,
      tokenKind: t.tokenAddress === NFT ? 'NFT' : 'FUNGIBLE',
      value: null,
      tokenId: null,
      confirmations: 0,
      status: 'PENDING',
      userId: '7',
      coinId: null,
      ...t,
    };
    this.transfers.push(row);
    return row;
  }

  async claimPending(_tx: Tx, id: string, confirmations: number): Promise<TransferRow | null> {
    const row = this.transfers.find((t) => t.id === id && t.status === 'PENDING');
    if (!row) return null;
    Object.assign(row, { status: 'CREDITED', confirmations });
    return { ...row };
  }

  async settle(
    _tx: Tx,
    id: string,
    status: 'CREDITED' | 'IGNORED',
    _confirmations: number,
    depositIntentId: string | null,
  ): Promise<void> {
    this.transfers.find((t) => t.id === id)!.status = status;
    this.settled.set(id, { status, depositIntentId });
  }
}

/** `deposit_intents`: open, credited, cancelled, drawn on, as the repository's statements do. */
export class FakeDeposits {
  readonly intents: (IntentRow & { satisfiedAt: Date | null })[] = [];

  add(i: Partial<IntentRow> & Pick<IntentRow, 'id' | 'tokenAddress' | 'amount' | 'expiresAt'>): IntentRow {
    const row = {
      userId: '7',
      purpose: 'ORDER' as const,
      refId: `ref-${i.id}`,
      chain: 'ERC20' as const,
      assetKind: i.tokenAddress === NFT ? ('NFT' as const) : ('COIN' as const),
      coinId: i.tokenAddress === NFT ? null : 1,
      nftItemId: null,
      tokenId: null,
      receivedAmount: '0',
      heldAmount: '0',
      escrowAddress: ESCROW,
      fromAddress: '0xsender',
      status: 'OPEN' as const,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      satisfiedAt: null,
      ...i,
    };
    this.intents.push(row);
    return row;
  }

  byId(id: string) {
    return this.intents.find((i) => i.id === id)!;
  }

  async oldestOpenForUpdate(_tx: Tx, userId: string, chain: ChainKind, token: string, paidAt: Date) {
    const open = this.intents
      .filter(
        (i) =>
          i.userId === userId &&
          i.chain === chain &&
          i.tokenAddress === token &&
          i.status === 'OPEN' &&
          i.expiresAt > paidAt,
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || Number(a.id) - Number(b.id));
    return open[0] ? { ...open[0] } : null;
  }

  async oldestOpenNftForUpdate(_tx: Tx, userId: string, chain: ChainKind, paidAt: Date) {
    const open = this.intents
      .filter(
        (i) =>
          i.userId === userId &&
          i.chain === chain &&
          i.assetKind === 'NFT' &&
          i.status === 'OPEN' &&
          i.expiresAt > paidAt,
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || Number(a.id) - Number(b.id));
    return open[0] ? { ...open[0] } : null;
  }

  async hadExpired(_tx: Tx, userId: string, chain: ChainKind, token: string, paidAt: Date) {
    return this.intents.some(
      (i) =>
        i.userId === userId &&
        i.chain === chain &&
        i.tokenAddress === token &&
        (i.status === 'EXPIRED' || (i.status === 'OPEN' && i.expiresAt <= paidAt)),
    );
  }

  async credit(_tx: Tx, id: string, amount: string, complete: boolean, now: Date) {
    const i = this.byId(id);
    i.receivedAmount = addDecimal(i.receivedAmount, amount, 18);
    i.heldAmount = addDecimal(i.heldAmount, amount, 18);
    if (complete) Object.assign(i, { status: 'SATISFIED', satisfiedAt: now });
    return { ...i };
  }

  async cancel(_tx: Tx, id: string, status: 'CANCELLED' | 'EXPIRED' = 'CANCELLED') {
    const i = this.byId(id);
    if (i.status === 'OPEN') i.status = status;
  }

  async lockByRef(_tx: Tx, purpose: string, refId: string) {
    const i = this.intents.find((x) => x.purpose === purpose && x.refId === refId);
    return i ? { ...i } : null;
  }

  async draw(_tx: Tx, id: string, amount: string): Promise<boolean> {
    const i = this.byId(id);
    if (compareDecimal(i.heldAmount, amount) < 0) return false;
    i.heldAmount = subDecimal(i.heldAmount, amount, 18);
    return true;
  }
}

/** The temporary balance: every change kept, lines summed per (user, coin, chain); never below zero. */
export class FakeLedger {
  readonly changes: LedgerChange[] = [];
  readonly lines = new Map<string, string>();

  async apply(_tx: Tx, change: LedgerChange): Promise<string | null> {
    const key = `${change.userId}:${change.coinId}:${change.chain}`;
    const after = addDecimal(this.lines.get(key) ?? '0', change.delta, 18);
    if (compareDecimal(after, '0') < 0) return null;
    this.lines.set(key, after);
    this.changes.push(change);
    return after;
  }

  line(userId: bigint, coinId: number, chain: ChainKind = 'ERC20'): string {
    return normalizeDecimal(this.lines.get(`${userId}:${coinId}:${chain}`) ?? '0');
  }
}

/** `fund_records`: deposits by transfer, payout records by id. */
export class FakeFundRecords {
  readonly rows: (FundRecordRow & { chainTransferId: string | null; kind?: string })[] = [];
  private next = 1;

  async upsertDeposit(
    _tx: Tx,
    record: NewFundRecord,
    state: { status: 'CONFIRMING' | 'COMPLETED'; confirmations: number },
  ): Promise<FundRecordRow> {
    const existing = this.rows.find((r) => r.chainTransferId === record.chainTransferId);
    const row = existing ?? this.insert(record);
    Object.assign(row, { status: state.status, confirmations: state.confirmations });
    return { ...row };
  }

  async insertForPayout(_tx: Tx, _payoutId: string, record: NewFundRecord): Promise<string> {
    return this.insert(record).id;
  }

  async update(
    _tx: Tx,
    where: { chainTransferId: string } | { id: string },
    change: { status?: FundRecordRow['status']; confirmations?: number; txHash?: string },
  ): Promise<FundRecordRow | null> {
    const row = this.rows.find((r) =>
      'id' in where ? r.id === where.id : r.chainTransferId === where.chainTransferId,
    );
    if (!row) return null;
    if (change.status) row.status = change.status;
    if (change.confirmations !== undefined) row.confirmations = change.confirmations;
    if (change.txHash) row.txHash = change.txHash;
    return { ...row };
  }

  insert(record: NewFundRecord, status: FundRecordRow['status'] = 'CONFIRMING') {
    const row = {
      id: String(this.next++),
      userId: String(record.userId),
      type: record.type,
      status,
      chain: record.chain,
      coinId: record.coinId,
      nftTokenId: null,
      amount: record.amount,
      fee: record.fee ?? '0',
      txHash: record.txHash ?? null,
      fromAddress: record.fromAddress,
      toAddress: record.toAddress,
      confirmations: 0,
      blockNumber: null,
      createdAt: new Date(0),
      completedAt: null,
      chainTransferId: record.chainTransferId ?? null,
    };
    this.rows.push(row);
    return row;
  }
}

/** The outbox: what a unit of work appended, in order. */
export class FakeOutbox {
  readonly rows: NewOutboxRow[] = [];
  async append(_tx: Tx, rows: readonly NewOutboxRow[]): Promise<void> {
    this.rows.push(...rows);
  }
}

/** The FUND_CHANGE messages among outbox rows, parsed. */
export function fundChanges(rows: readonly NewOutboxRow[]): Record<string, unknown>[] {
  return rows
    .filter((r) => r.type === 'live')
    .map((r) => JSON.parse((r.payload as { message: { message: string } }).message.message));
}

/** The escrow events (DEPOSIT_COMPLETED, PAYOUT_FAILED, ...) among outbox rows. */
export function escrowEvents(rows: readonly NewOutboxRow[]): string[] {
  return rows.filter((r) => r.type === 'escrow').map((r) => (r.payload as { event: string }).event);
}
