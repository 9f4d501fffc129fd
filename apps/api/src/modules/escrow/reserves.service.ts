import { Injectable, Logger } from '@nestjs/common';
import type { BlockRef, ChainKind } from '@p2p/chain';
import {
  type ReserveHolderDto,
  type ReserveLineDto,
  type ReservesDto,
  ReserveUnreadableReason,
  type UnreadableReserveDto,
} from '@p2p/contracts';
import { addDecimal, Clock, compareDecimal, formatUnits, normalizeDecimal, subDecimal } from '@p2p/domain';
import { withTimeout } from '../../core/common/with-timeout.js';
import { ChainIndexRepository } from './chain-index.repository.js';
import { ChainRegistry, type KnownToken } from './chain-registry.service.js';
import { DepositsRepository } from './deposits.repository.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';
import { PayoutsRepository } from './payouts.repository.js';

/**
 * Proof of reserves (beyond the spec): per chain and token, the escrow wallet's balance on chain beside
 * everything the platform owes from it. Read while transfers are in flight, a line can differ for a
 * moment; when the chain is quiet (nothing queued, sent or unconfirmed) any difference is an alert. A token
 * whose balance cannot be read (its chain's node is down, or no contract answers at its address) is
 * reported in `unreadable`, never dropped and never a failed answer; the reserves are then not balanced.
 */
@Injectable()
export class ReservesService {
  private readonly logger = new Logger(ReservesService.name);

  constructor(
    private readonly registry: ChainRegistry,
    private readonly deposits: DepositsRepository,
    private readonly ledger: LedgerRepository,
    private readonly payouts: PayoutsRepository,
    private readonly index: ChainIndexRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * How long a read of the chain may take: a node that takes the connection but never answers would
   * otherwise hold the answer for ethers' own 300 s. Past it the token is unreadable (TIMEOUT).
   */
  readTimeoutMs = 10_000;

  async read(): Promise<ReservesDto> {
    const lines: ReserveLineDto[] = [];
    const unreadable: UnreadableReserveDto[] = [];
    for (const chain of this.registry.configured()) {
      const adapter = this.registry.adapter(chain)!;
      const tokens = await this.registry.tokens(chain);
      let head: BlockRef;
      try {
        head = await withTimeout(adapter.head(), this.readTimeoutMs);
      } catch (error) {
        // The node does not answer: every token of the chain is reported, none is dropped.
        for (const token of tokens)
          unreadable.push(this.unreadable(token, ReserveUnreadableReason.CHAIN_UNREACHABLE, error));
        continue;
      }
      const books = await this.books(chain);
      // Every escrow address of the chain: the current one and any a key rotation retired (issue 27).
      const addresses = this.registry.escrowAddresses(chain);
      for (const token of tokens) {
        const balances: bigint[] = [];
        try {
          for (const address of addresses)
            balances.push(
              await withTimeout(
                adapter.balanceOf({ address: token.address, standard: token.standard }, address),
                this.readTimeoutMs,
              ),
            );
        } catch (error) {
          // E.g. no contract at the coin's address (BAD_DATA, CALL_EXCEPTION): this token only.
          unreadable.push(this.unreadable(token, ReserveUnreadableReason.BALANCE_UNREADABLE, error));
          continue;
        }
        const holders = addresses.map((address, i) => ({
          address,
          onChain: normalizeDecimal(formatUnits(balances[i]!, token.coin?.decimals ?? 0)),
          retired: i > 0,
        }));
        const balance = balances.reduce((sum, b) => sum + b, 0n);
        lines.push(this.line(token, balance, books, head, holders));
      }
    }
    return {
      readAt: this.clock.now().toISOString(),
      lines,
      unreadable,
      balanced: unreadable.length === 0 && lines.every((l) => compareDecimal(l.difference, '0') === 0),
    };
  }

  /** What the books say of a chain, per token (deposits, payouts, transfers) and per coin (ledger, fees). */
  private async books(chain: ChainKind): Promise<Books> {
    const [held, temps, pending, unattributed, unconfirmed, fees] = await Promise.all([
      this.deposits.heldByToken(chain),
      this.ledger.totalsByCoin(chain),
      this.payouts.pendingByToken(chain),
      this.index.unattributedByToken(chain),
      this.index.unconfirmedByToken(chain),
      this.fundRecords.feesByCoin(chain),
    ]);
    return { held, temps, pending, unattributed, unconfirmed, fees };
  }

  private line(
    token: KnownToken,
    balance: bigint,
    books: Books,
    head: BlockRef,
    holders: ReserveHolderDto[],
  ): ReserveLineDto {
    const onChain = formatUnits(balance, token.coin?.decimals ?? 0);
    const coinId = token.coin?.coinId ?? -1;
    const parts = {
      heldForDeposits: books.held.get(token.address) ?? '0',
      tempBalances: books.temps.get(coinId) ?? '0',
      pendingPayouts: this.pendingOf(token, books.pending.get(token.address)),
      unattributed: this.chainPart(token, books.unattributed.get(token.address)),
      unconfirmedDeposits: this.chainPart(token, books.unconfirmed.get(token.address)),
      platformFees: books.fees.get(coinId) ?? '0',
    };
    const owed = Object.values(parts).reduce((sum, part) => addDecimal(sum, part, 18), '0');
    return {
      chain: token.chain,
      token: token.label,
      tokenAddress: token.address,
      onChain: normalizeDecimal(onChain),
      owed: normalizeDecimal(owed),
      ...(Object.fromEntries(
        Object.entries(parts).map(([k, v]) => [k, normalizeDecimal(v)]),
      ) as typeof parts),
      difference: normalizeDecimal(subDecimal(onChain, owed, 18)),
      blockNumber: String(head.number),
      holders,
    };
  }

  /** A token whose balance could not be read, logged with its chain and address (the error's code only). */
  private unreadable(
    token: KnownToken,
    reason: ReserveUnreadableReason,
    error: unknown,
  ): UnreadableReserveDto {
    this.logger.warn(
      `reserves: ${token.chain} ${token.label} at ${token.address} unreadable (${reason}, ${errorCode(error)})`,
    );
    return { chain: token.chain, token: token.label, tokenAddress: token.address, reason };
  }

  private pendingOf(token: KnownToken, p: { amount: string; count: bigint } | undefined): string {
    if (!p) return '0';
    return token.standard === 'NFT' ? String(p.count) : p.amount;
  }

  private chainPart(token: KnownToken, p: { value: bigint; count: bigint } | undefined): string {
    if (!p) return '0';
    return token.standard === 'NFT' ? String(p.count) : formatUnits(p.value, token.coin!.decimals);
  }

  /** The reconciliation job: logs an alert for each unreadable token and each line that differs while its chain is quiet. */
  async reconcile(): Promise<ReservesDto> {
    const reserves = await this.read();
    for (const line of reserves.lines) {
      if (compareDecimal(line.difference, '0') === 0) continue;
      const quiet =
        (await this.payouts.inFlight(line.chain)) === 0 &&
        compareDecimal(line.unconfirmedDeposits, '0') === 0;
      if (quiet) {
        this.logger.error(
          `RESERVES ALERT ${line.chain} ${line.token}: on chain ${line.onChain}, owed ${line.owed}, difference ${line.difference} at block ${line.blockNumber}`,
        );
      }
    }
    for (const u of reserves.unreadable) {
      this.logger.error(
        `RESERVES ALERT ${u.chain} ${u.token}: balance on chain unreadable (${u.reason}) at ${u.tokenAddress}`,
      );
    }
    return reserves;
  }
}

/** The books of one chain, as `read()` sets them beside each token's balance. */
interface Books {
  held: Map<string, string>;
  temps: Map<number, string>;
  pending: Map<string, { amount: string; count: bigint }>;
  unattributed: Map<string, { value: bigint; count: bigint }>;
  unconfirmed: Map<string, { value: bigint; count: bigint }>;
  fees: Map<number, string>;
}

/** A short, secret-free name of what failed: the ethers or Node error code (never the message: it may hold the node's URL). */
function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') return String(code);
    if (error instanceof Error) return error.name;
  }
  return 'unknown';
}
