import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OutboxConsumers } from '../../core/outbox/outbox-consumers.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import type {
  EscrowOutboxPayload,
  OutboxRow,
  OutboxTransactionalConsumer,
} from '../../core/outbox/outbox.types.js';

export type EscrowEvent = EscrowOutboxPayload;

/**
 * Reacts to escrow's events (ads: a deposit completed, orders: a release confirmed), in the outbox
 * relay's claiming transaction: `tx` is that transaction (never open one of its own), so what the
 * listener writes commits with the event's publication, once (issue 20, defect 7). A listener still moves
 * its rows only from the state the event expects (a late or stale event does nothing).
 */
export interface EscrowEventListener {
  readonly name: string;
  handle(tx: Tx, event: EscrowEvent, outboxId: string): Promise<void>;
}

/**
 * The consumer of `escrow` outbox rows: hands each event to every registered listener, in the relay's
 * claiming transaction (one listener's failure undoes the others' writes of that row: the row is retried
 * whole). The modules that open deposits and queue payouts register in `onModuleInit`; with none
 * registered an event is simply done.
 */
@Injectable()
export class EscrowEvents implements OutboxTransactionalConsumer, OnModuleInit {
  readonly name = 'escrow-events';
  readonly inTransaction = true;
  private readonly listeners: EscrowEventListener[] = [];

  constructor(private readonly consumers: OutboxConsumers) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  listen(listener: EscrowEventListener): void {
    if (this.listeners.some((l) => l.name === listener.name)) {
      throw new Error(`escrow listener ${listener.name} is registered twice`);
    }
    this.listeners.push(listener);
  }

  accepts(row: OutboxRow): boolean {
    return row.type === 'escrow';
  }

  async consume(row: OutboxRow, tx: Tx): Promise<void> {
    for (const listener of this.listeners) await listener.handle(tx, row.payload as EscrowEvent, row.id);
  }
}
