import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import { compareDecimal, subDecimal } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { ChainRegistry } from './chain-registry.service.js';
import { fundChange } from './fund-change.js';
import { DeepReorgRepository } from './deep-reorg.repository.js';
import { EscrowService } from './escrow.service.js';
import { FundRecordsRepository, type FundRecordRow } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';

export interface BalancePayout {
  userId: bigint;
  coinId: number;
  assetScale: number;
  chain: ChainKind;
  /** Debited from the line (coin units); the user receives it less `fee`. */
  amount: string;
  fee: string;
  to: string;
  /** WITHDRAWAL (asked for) or RETURN (what remained, sent back by the job). */
  kind: 'WITHDRAWAL' | 'RETURN';
}

/**
 * Moves part of a temporary-balance line out to the user's bound address, in the caller's transaction:
 * the line locked and checked (3022), what a deep reorganisation holds left in it (AC2003, issue 29), no
 * other withdrawal of it confirming (3020), the fund record, the debit (never below zero) and the payout.
 * Withdrawals and the return of what remains both use it (their records WITHDRAWAL and RETURN).
 */
@Injectable()
export class BalancePayoutService {
  constructor(
    private readonly registry: ChainRegistry,
    private readonly ledger: LedgerRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly escrow: EscrowService,
    private readonly outbox: OutboxRepository,
    private readonly reorgs: DeepReorgRepository,
  ) {}

  async payOut(tx: Tx, p: BalancePayout): Promise<FundRecordRow> {
    const adapter = this.registry.adapter(p.chain);
    if (!adapter) throw new AppException('SERVICE_UNAVAILABLE');
    const line = await this.ledger.lockLine(tx, p.userId, p.coinId, p.chain);
    if (line === null || compareDecimal(line, p.amount) < 0) {
      throw new AppException('WITHDRAWAL_BALANCE_INSUFFICIENT');
    }
    // What a deposit removed by a deep reorganisation credited is held until it is settled (issue 29).
    const held = await this.reorgs.heldOn(tx, p.userId, p.coinId, p.chain);
    if (compareDecimal(held, '0') > 0 && compareDecimal(subDecimal(line, held, 18), p.amount) < 0) {
      throw new AppException('BALANCE_ACCOUNT_FROZEN');
    }
    if (await this.fundRecords.withdrawalInProgress(tx, p.userId, p.coinId, p.chain)) {
      throw new AppException('WITHDRAWAL_PROCESSING');
    }
    const record = await this.fundRecords.insertWithdrawal(tx, {
      userId: p.userId,
      // What remained, sent back by the job, is a return to the trader, not a withdrawal they asked for.
      type: p.kind,
      chain: p.chain,
      coinId: p.coinId,
      amount: p.amount,
      fee: p.fee,
      fromAddress: adapter.escrowAddress,
      toAddress: p.to,
    });
    const after = await this.ledger.apply(tx, {
      userId: p.userId,
      coinId: p.coinId,
      chain: p.chain,
      delta: `-${p.amount}`,
      reason: p.kind === 'WITHDRAWAL' ? 'WITHDRAWAL' : 'RETURNED',
      note: `fund record ${record.id}`,
    });
    if (after === null) throw new AppException('WITHDRAWAL_BALANCE_INSUFFICIENT');
    await this.escrow.queuePayout(tx, {
      kind: p.kind,
      ref: `${p.kind.toLowerCase()}:${record.id}`,
      userId: p.userId,
      toAddress: p.to,
      chain: p.chain,
      asset: { coinId: p.coinId, amount: subDecimal(p.amount, p.fee, p.assetScale) },
      fundRecordId: record.id,
    });
    await this.outbox.append(tx, [
      fundChange(String(p.userId), {
        kind: 'fundRecord',
        id: record.id,
        status: 'CONFIRMING',
        confirmations: 0,
      }),
    ]);
    return record;
  }
}
