import { Injectable, Logger } from '@nestjs/common';
import type { ReserveLineDto, ReservesDto } from '@p2p/contracts';
import { addDecimal, compareDecimal, formatUnits, normalizeDecimal, subDecimal } from '@p2p/domain';
import { ChainIndexRepository } from './chain-index.repository.js';
import { ChainRegistry, type KnownToken } from './chain-registry.service.js';
import { DepositsRepository } from './deposits.repository.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';
import { PayoutsRepository } from './payouts.repository.js';

/**
 * Proof of reserves (beyond the spec): per chain and token, the escrow wallet's balance on chain beside
 * everything the platform owes from it. Read while transfers are in flight, a line can differ for a
 * moment; when the chain is quiet (nothing queued, sent or unconfirmed) any difference is an alert.
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
  ) {}

  async read(): Promise<ReservesDto> {
    const lines: ReserveLineDto[] = [];
    for (const chain of this.registry.configured()) {
      const adapter = this.registry.adapter(chain)!;
      const head = await adapter.head();
      const [held, temps, pending, unattributed, unconfirmed, fees] = await Promise.all([
        this.deposits.heldByToken(chain),
        this.ledger.totalsByCoin(chain),
        this.payouts.pendingByToken(chain),
        this.index.unattributedByToken(chain),
        this.index.unconfirmedByToken(chain),
        this.fundRecords.feesByCoin(chain),
      ]);
      for (const token of await this.registry.tokens(chain)) {
        const scale = token.coin?.decimals ?? 0;
        const units = (value: bigint) => formatUnits(value, scale);
        const coinId = token.coin?.coinId ?? -1;
        const onChain = units(
          await adapter.balanceOf(
            { address: token.address, standard: token.standard },
            adapter.escrowAddress,
          ),
        );
        const parts = {
          heldForDeposits: held.get(token.address) ?? '0',
          tempBalances: temps.get(coinId) ?? '0',
          pendingPayouts: this.pendingOf(token, pending.get(token.address)),
          unattributed: this.chainPart(token, unattributed.get(token.address)),
          unconfirmedDeposits: this.chainPart(token, unconfirmed.get(token.address)),
          platformFees: fees.get(coinId) ?? '0',
        };
        const owed = Object.values(parts).reduce((sum, part) => addDecimal(sum, part, 18), '0');
        lines.push({
          chain,
          token: token.label,
          tokenAddress: token.address,
          onChain: normalizeDecimal(onChain),
          owed: normalizeDecimal(owed),
          ...(Object.fromEntries(
            Object.entries(parts).map(([k, v]) => [k, normalizeDecimal(v)]),
          ) as typeof parts),
          difference: normalizeDecimal(subDecimal(onChain, owed, 18)),
          blockNumber: String(head.number),
        });
      }
    }
    return {
      readAt: new Date().toISOString(),
      lines,
      balanced: lines.every((l) => compareDecimal(l.difference, '0') === 0),
    };
  }

  private pendingOf(token: KnownToken, p: { amount: string; count: bigint } | undefined): string {
    if (!p) return '0';
    return token.standard === 'NFT' ? String(p.count) : p.amount;
  }

  private chainPart(token: KnownToken, p: { value: bigint; count: bigint } | undefined): string {
    if (!p) return '0';
    return token.standard === 'NFT' ? String(p.count) : formatUnits(p.value, token.coin!.decimals);
  }

  /** The reconciliation job: logs an alert for each line that differs while its chain is quiet. */
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
    return reserves;
  }
}
