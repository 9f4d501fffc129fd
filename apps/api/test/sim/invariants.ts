// What must hold after every step of the money simulation (issue 20; DESIGN §5):
//  - reserves: per token, escrow's balanceOf (read here with ethers) equals what the books owe, with the
//    transfers in flight accounted from the chain itself (a payout mined before the sender saw it, one a
//    reorganisation removed, a deposit mined above the indexer's cursor, a seen one the chain lost); and
//    GET /api/reserves reads the same balance, and answers balanced whenever nothing is in flight;
//  - no temporary balance (nor any balance after an entry) below zero, and each equals its entries' sum;
//  - at most one release or refund per order, a release only on an order that went to release, a
//    completed order's release confirmed;
//  - every Transfer out of escrow on chain is exactly one payout's (by transaction hash), to its address,
//    of its amount, and no payout paid twice;
//  - no two payout attempts of the escrow address share one nonce, and every transfer out of escrow on
//    chain was mined with the nonce its attempt recorded (two writers never sign with one nonce);
//  - every changed order's timeline is a valid hash chain (verifyChain, as the appeal desk checks it).
import { verifyChain } from '@p2p/domain';
import { blockNumber } from '@p2p/devchain';
import { getAddress, id as topicOf, type Log, parseUnits, zeroPadValue } from 'ethers';
import request from 'supertest';
import { COINS, CONFIRMATIONS, type World } from './world.js';

export interface Failure {
  /** Stable key of what broke (a violation is counted once while the same key keeps failing). */
  key: string;
  detail: string;
}

const TRANSFER = topicOf('Transfer(address,address,uint256)');

interface OutLog {
  txHash: string;
  token: string;
  to: string;
  amount: bigint;
  block: number;
}

interface PayoutRow {
  id: string;
  kind: string;
  status: string;
  tx_hash: string | null;
  to_address: string;
  token_address: string | null;
  value: string | null;
  token_id: string | null;
  block_number: string | null;
}

export class Invariants {
  private outLogs: OutLog[] = [];
  private scanned: { to: number; hash: string } | null = null;
  private readonly verified = new Map<string, number>();
  /** The nonce of each escrow transaction seen on chain (by lower-case hash). */
  private readonly chainNonces = new Map<string, number>();
  /** Milliseconds spent in each check. */
  readonly ms: Record<string, number> = {};

  constructor(private readonly w: World) {}

  /** Runs every check; answers what failed. */
  async run(): Promise<Failure[]> {
    const failures: Failure[] = [];
    const checks: [string, () => Promise<Failure[]>][] = [
      ['balances', () => this.balances()],
      ['order payouts', () => this.orderPayouts()],
      ['transfers out', () => this.transfersOut()],
      ['nonces', () => this.nonces()],
      ['event chains', () => this.eventChains()],
      ['reserves', () => this.reserves()],
    ];
    for (const [name, check] of checks) {
      this.w.stats.checks += 1;
      const t = Date.now();
      failures.push(...(await check()));
      this.ms[name] = (this.ms[name] ?? 0) + Date.now() - t;
    }
    return failures;
  }

  private sql<T extends unknown[]>(query: TemplateStringsArray, ...values: unknown[]): Promise<T> {
    return this.w.api.prisma.$queryRaw<T>(query, ...values);
  }

  private async balances(): Promise<Failure[]> {
    const out: Failure[] = [];
    const negative = await this.sql<{ user_id: string; coin_id: number; amount: string }[]>`
      select user_id::text, coin_id, amount::text from temp_balances where amount < 0`;
    for (const r of negative)
      out.push({
        key: `negative-balance:${r.user_id}:${r.coin_id}`,
        detail: `temporary balance ${r.amount}`,
      });
    const dipped = await this.sql<{ id: string; balance_after: string }[]>`
      select id::text, balance_after::text from temp_balance_entries where balance_after < 0`;
    for (const r of dipped)
      out.push({ key: `negative-entry:${r.id}`, detail: `balance after entry ${r.id}: ${r.balance_after}` });
    const drift = await this.sql<{ user_id: string; coin_id: number; amount: string; total: string }[]>`
      select b.user_id::text, b.coin_id, b.amount::text, coalesce(e.total, 0)::text as total
      from (select user_id, coin_id, sum(amount) as amount from temp_balances group by 1, 2) b
      left join (select user_id, coin_id, sum(delta) as total from temp_balance_entries group by 1, 2) e
        using (user_id, coin_id)
      where b.amount <> coalesce(e.total, 0)`;
    for (const r of drift)
      out.push({
        key: `ledger-drift:${r.user_id}:${r.coin_id}`,
        detail: `temporary balance ${r.amount} but its entries sum to ${r.total}`,
      });
    return out;
  }

  private async orderPayouts(): Promise<Failure[]> {
    const out: Failure[] = [];
    const both = await this.sql<{ order_id: string; kinds: string }[]>`
      select order_id::text, string_agg(kind::text || ':' || status::text, ',') as kinds from payouts
      where order_id is not null and kind in ('RELEASE', 'REFUND') group by order_id having count(*) > 1`;
    for (const r of both)
      out.push({ key: `release-and-refund:${r.order_id}`, detail: `order ${r.order_id} has ${r.kinds}` });
    const misplaced = await this.sql<{ id: string; status: string; kind: string }[]>`
      select o.id::text, o.status::text, p.kind::text from payouts p join orders o on o.id = p.order_id
      where (p.kind = 'RELEASE' and o.status not in ('PENDING_CHAIN_CONFIRM', 'COMPLETED', 'CHAIN_CONFIRM_REVOKED'))
         or (p.kind = 'REFUND' and o.status in ('PENDING_CHAIN_CONFIRM', 'COMPLETED', 'CHAIN_CONFIRM_REVOKED'))`;
    for (const r of misplaced)
      out.push({ key: `payout-vs-status:${r.id}`, detail: `order ${r.id} is ${r.status} with a ${r.kind}` });
    const unpaid = await this.sql<{ id: string }[]>`
      select o.id::text from orders o where o.status = 'COMPLETED' and o.maker_id = any(${this.w.actorIds})
        and not exists (select 1 from payouts p
          where p.order_id = o.id and p.kind = 'RELEASE' and p.status = 'CONFIRMED')`;
    for (const r of unpaid)
      out.push({
        key: `completed-unreleased:${r.id}`,
        detail: `order ${r.id} COMPLETED without a confirmed release`,
      });
    return out;
  }

  /** Every Transfer out of escrow on chain matched to exactly one payout, and no payout paid twice. */
  private async transfersOut(): Promise<Failure[]> {
    await this.scanOut();
    const payouts = await this.sql<PayoutRow[]>`
      select id::text, kind::text, status::text, tx_hash, to_address, token_address, value::text,
        token_id::text, block_number::text from payouts`;
    const byHash = new Map<string, Set<string>>();
    const add = (hash: string | null, payoutId: string) => {
      if (!hash) return;
      const key = hash.toLowerCase();
      byHash.set(key, (byHash.get(key) ?? new Set()).add(payoutId));
    };
    for (const p of payouts) add(p.tx_hash, p.id);
    for (const a of await this.attempts()) add(a.tx_hash, a.payout_id);
    const byId = new Map(payouts.map((p) => [p.id, p]));
    const out: Failure[] = [];
    const paid = new Map<string, string[]>();
    for (const log of this.outLogs) {
      const ids = [...(byHash.get(log.txHash.toLowerCase()) ?? [])];
      if (ids.length !== 1) {
        out.push({
          key: `transfer-out:${log.txHash}`,
          detail: `escrow sent ${log.amount} of ${log.token} to ${log.to} in ${log.txHash}, matching ${ids.length} payouts`,
        });
        continue;
      }
      const p = byId.get(ids[0]!)!;
      paid.set(p.id, [...(paid.get(p.id) ?? []), log.txHash]);
      const amount = BigInt(p.value ?? p.token_id ?? '-1');
      if (getAddress(p.to_address) !== getAddress(log.to) || amount !== log.amount)
        out.push({
          key: `transfer-shape:${log.txHash}`,
          detail: `payout ${p.id} is ${amount} to ${p.to_address}; chain has ${log.amount} to ${log.to}`,
        });
    }
    for (const [payoutId, hashes] of paid)
      if (hashes.length > 1)
        out.push({
          key: `paid-twice:${payoutId}`,
          detail: `payout ${payoutId} paid by ${hashes.join(', ')}`,
        });
    return out;
  }

  /**
   * No nonce of the escrow address in two payout attempts, and each transfer out of escrow mined with
   * the nonce its attempt recorded (the chain's own nonce of each transaction, read once).
   */
  private async nonces(): Promise<Failure[]> {
    const out: Failure[] = [];
    const shared = await this.sql<{ nonce: string; hashes: string }[]>`
      select nonce::text, string_agg(tx_hash, ', ' order by id) as hashes from payout_attempts
      where chain = 'ERC20' and nonce is not null
      group by lower(coalesce(from_address, '')), nonce having count(*) > 1`;
    for (const r of shared)
      out.push({ key: `nonce-shared:${r.nonce}`, detail: `attempts ${r.hashes} share nonce ${r.nonce}` });
    const recorded = new Map(
      (
        await this.sql<{ tx_hash: string; nonce: string | null }[]>`
          select tx_hash, nonce::text from payout_attempts where chain = 'ERC20'`
      ).map((a) => [a.tx_hash.toLowerCase(), a.nonce]),
    );
    for (const log of this.outLogs) {
      const hash = log.txHash.toLowerCase();
      const want = recorded.get(hash);
      if (want === undefined || want === null) continue; // no attempt: the transfers check reports it
      let nonce = this.chainNonces.get(hash);
      if (nonce === undefined) {
        nonce = (await this.w.suite.provider.getTransaction(hash))?.nonce ?? -1;
        this.chainNonces.set(hash, nonce);
      }
      if (BigInt(want) !== BigInt(nonce))
        out.push({
          key: `nonce-mismatch:${hash}`,
          detail: `attempt ${hash} recorded nonce ${want}; the chain mined it with nonce ${nonce}`,
        });
    }
    return out;
  }

  /** The payout attempts table where one exists (one row per signed transaction). */
  private async attempts(): Promise<{ payout_id: string; tx_hash: string | null }[]> {
    const [table] = await this.sql<{ t: string | null }[]>`select to_regclass('payout_attempts')::text as t`;
    if (!table?.t) return [];
    return this.w.api.prisma.$queryRaw`select payout_id::text as payout_id, tx_hash from payout_attempts`;
  }

  /** Reads the escrow's outgoing Transfer logs up to the head (again from the start after a reorg). */
  private async scanOut(): Promise<void> {
    const provider = this.w.suite.provider;
    const head = Number(await blockNumber(this.w.suite.chain.url));
    if (this.scanned) {
      const block = await provider.getBlock(this.scanned.to);
      if (block?.hash !== this.scanned.hash) {
        this.scanned = null;
        this.outLogs = [];
      }
    }
    const from = this.scanned ? this.scanned.to + 1 : 0;
    if (from <= head) {
      const escrow = zeroPadValue(this.w.suite.deployment.escrow.address, 32);
      const d = this.w.suite.deployment.tokens;
      const logs = await provider.getLogs({
        address: [d.MEC.address, d.USDT.address, d.NFT.address],
        topics: [TRANSFER, escrow],
        fromBlock: from,
        toBlock: head,
      });
      this.outLogs.push(...logs.map(outLog));
    }
    const top = await provider.getBlock(head);
    this.scanned = { to: head, hash: top!.hash! };
  }

  /** Orders whose version moved since their chain was last verified: their timeline verified again. */
  private async eventChains(): Promise<Failure[]> {
    const rows = await this.sql<{ id: string; version: number; buyer_id: string }[]>`
      select id::text, version, buyer_id::text from orders where maker_id = any(${this.w.actorIds})`;
    const out: Failure[] = [];
    for (const r of rows) {
      if (this.verified.get(r.id) === r.version) continue;
      const res = await this.w.get(this.w.actor(r.buyer_id), `/c2c/deal/order/${r.id}/events`);
      const events = res.data as unknown as Parameters<typeof verifyChain>[0];
      const result = res.code === '200' ? await verifyChain(events) : { ok: false };
      if (!result.ok) {
        out.push({ key: `event-chain:${r.id}`, detail: `order ${r.id}: timeline ${res.code}, chain broken` });
        continue;
      }
      this.verified.set(r.id, r.version);
    }
    return out;
  }

  /** Escrow's balance per token against the books, in flight included; balanced whenever quiet. */
  private async reserves(): Promise<Failure[]> {
    const res = await request(this.w.api.http).get('/api/reserves');
    if (res.status !== 200)
      return [{ key: 'reserves-answer', detail: `GET /reserves answered ${res.status}` }];
    const reserves = res.body.data as {
      lines: { token: string; onChain: string; owed: string; difference: string }[];
      balanced: boolean;
    };
    const out: Failure[] = [];
    const escrow = this.w.suite.deployment.escrow.address;
    const quiet = await this.quiet();
    const inFlight = await this.inFlight();
    for (const coin of COINS) {
      const line = reserves.lines.find((l) => l.token === coin);
      if (!line) {
        out.push({ key: `reserves-line:${coin}`, detail: `no ${coin} line in GET /reserves` });
        continue;
      }
      const dec = this.w.decimals(coin);
      const balance = await this.w.suite.balanceOf(coin, escrow);
      if (units(line.onChain, dec) !== balance)
        out.push({
          key: `reserves-read:${coin}`,
          detail: `GET /reserves reads ${line.onChain} ${coin}, balanceOf is ${balance}`,
        });
      const owed = units(line.owed, dec);
      const expected =
        owed === null ? null : owed + (inFlight.get(this.w.tokenAddress(coin).toLowerCase()) ?? 0n);
      if (expected !== balance)
        out.push({
          key: `reserves:${coin}`,
          detail: `escrow holds ${balance} ${coin} base units; the books owe ${line.owed} and in flight makes ${expected}${quiet ? ' (quiet)' : ''}`,
        });
    }
    if (quiet && !reserves.balanced)
      out.push({
        key: 'reserves-unbalanced',
        detail: `nothing in flight, yet GET /reserves is not balanced: ${JSON.stringify(reserves.lines.map((l) => [l.token, l.difference]))}`,
      });
    return out;
  }

  /** Nothing queued or sent, nothing seen and not final, and the indexer at the head. */
  async quiet(): Promise<boolean> {
    const [row] = await this.sql<{ payouts: number; pending: number; cursor: string | null }[]>`
      select (select count(*)::int from payouts where status in ('QUEUED', 'SENT')) as payouts,
        (select count(*)::int from chain_transfers where status = 'PENDING') as pending,
        (select block_number::text from chain_cursors where chain = 'ERC20') as cursor`;
    const head = await blockNumber(this.w.suite.chain.url);
    return row!.payouts === 0 && row!.pending === 0 && row!.cursor !== null && BigInt(row!.cursor) === head;
  }

  /**
   * What the chain holds beyond (or short of) the books' owed amount at this moment, per token address
   * (lower case) in base units, from the chain's own evidence: a SENT payout the books still count but
   * the chain has paid (or no longer count but the chain has not paid), a deposit above the indexer's
   * cursor not yet recorded, a recorded unconfirmed deposit the chain no longer has.
   */
  private async inFlight(): Promise<Map<string, bigint>> {
    const provider = this.w.suite.provider;
    const adjust = new Map<string, bigint>();
    const add = (token: string, v: bigint) =>
      adjust.set(token.toLowerCase(), (adjust.get(token.toLowerCase()) ?? 0n) + v);
    const sent = await this.sql<
      { token: string; tx_hash: string; value: string; block_number: string | null }[]
    >`
      select token_address as token, tx_hash, value::text, block_number::text from payouts
      where status = 'SENT' and value is not null`;
    for (const p of sent) {
      const receipt = await provider.getTransactionReceipt(p.tx_hash);
      const paid = receipt !== null && receipt.status === 1;
      const counted = p.block_number === null;
      if (counted && paid) add(p.token, -BigInt(p.value));
      if (!counted && !paid) add(p.token, BigInt(p.value));
    }
    const pending = await this.sql<{ token: string; tx_hash: string; value: string }[]>`
      select token_address as token, tx_hash, value::text from chain_transfers
      where chain = 'ERC20' and status = 'PENDING' and value is not null`;
    for (const s of pending)
      if ((await provider.getTransactionReceipt(s.tx_hash)) === null) add(s.token, -BigInt(s.value));
    const [cursor] = await this.sql<{ block: string | null }[]>`
      select block_number::text as block from chain_cursors where chain = 'ERC20'`;
    const from = cursor?.block ? Number(cursor.block) + 1 : 0;
    const head = Number(await blockNumber(this.w.suite.chain.url));
    if (from > head) return adjust;
    const logs = await provider.getLogs({
      address: COINS.map((c) => this.w.tokenAddress(c)),
      topics: [TRANSFER, null, zeroPadValue(this.w.suite.deployment.escrow.address, 32)],
      fromBlock: from,
      toBlock: head,
    });
    if (logs.length === 0) return adjust;
    // Recorded already (seen again after a reorganisation, in another block): counted by the books.
    const known = await this.sql<{ tx_hash: string; log_index: number }[]>`
      select tx_hash, log_index from chain_transfers
      where chain = 'ERC20' and status <> 'REORGED' and tx_hash = any(${logs.map((l) => l.transactionHash)})`;
    const seen = new Set(known.map((k) => `${k.tx_hash.toLowerCase()}:${k.log_index}`));
    for (const l of logs)
      if (!seen.has(`${l.transactionHash.toLowerCase()}:${l.index}`)) add(l.address, BigInt(l.data));
    return adjust;
  }
}

function outLog(l: Log): OutLog {
  const to = getAddress(`0x${l.topics[2]!.slice(26)}`);
  // ERC-721 has the token id as a fourth topic; ERC-20 has the value as data.
  const amount = l.topics.length === 4 ? BigInt(l.topics[3]!) : BigInt(l.data);
  return { txHash: l.transactionHash, token: l.address, to, amount, block: l.blockNumber };
}

function units(text: string, decimals: number): bigint | null {
  try {
    return parseUnits(text, decimals);
  } catch {
    return null;
  }
}

/** Reorganisation depths the simulation makes: below the confirmation depth, and at it. */
export const BELOW_DEPTH = CONFIRMATIONS - 1;
export const AT_DEPTH = CONFIRMATIONS;
