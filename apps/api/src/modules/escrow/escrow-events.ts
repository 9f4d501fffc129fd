import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OutboxConsumers } from '../../core/outbox/outbox-consumers.js';
import type { EscrowOutboxPayload, OutboxConsumer, OutboxRow } from '../../core/outbox/outbox.types.js';

export type EscrowEvent = EscrowOutboxPayload;

/**
 * Reacts to escrow's events (ads: a deposit completed, orders: a release confirmed). Delivery is at least
 * once, so a listener must be idempotent (it moves its row only from the state the event expects).
 */
export interface EscrowEventListener {
  readonly name: string;
  handle(event: EscrowEvent, outboxId: string): Promise<void>;
}

/**
 * The consumer of `escrow` outbox rows: hands each event to every registered listener. The modules that
 * open deposits and queue payouts register in `onModuleInit`; with none registered an event is simply done.
 */
@Injectable()
export class EscrowEvents implements OutboxConsumer, OnModuleInit {
  readonly name = 'escrow-events';
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

  async consume(row: OutboxRow): Promise<void> {
    for (const listener of this.listeners) await listener.handle(row.payload as EscrowEvent, row.id);
  }
}
