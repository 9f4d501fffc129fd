import { Injectable } from '@nestjs/common';
import type {
  AnyOutboxConsumer,
  OutboxConsumer,
  OutboxRow,
  OutboxTransactionalConsumer,
} from './outbox.types.js';

/**
 * The consumers of committed outbox rows (outside the database, or in the relay's claiming transaction);
 * modules register theirs in `onModuleInit`.
 */
@Injectable()
export class OutboxConsumers {
  private readonly consumers: AnyOutboxConsumer[] = [];

  register(consumer: AnyOutboxConsumer): void {
    if (this.consumers.some((c) => c.name === consumer.name)) {
      throw new Error(`outbox consumer ${consumer.name} is registered twice`);
    }
    this.consumers.push(consumer);
  }

  /** The consumers outside the database that accept `row`. */
  for(row: OutboxRow): OutboxConsumer[] {
    return this.consumers.filter((c): c is OutboxConsumer => c.inTransaction !== true && c.accepts(row));
  }

  /** The consumers that accept `row` in the relay's claiming transaction. */
  inTransactionFor(row: OutboxRow): OutboxTransactionalConsumer[] {
    return this.consumers.filter(
      (c): c is OutboxTransactionalConsumer => c.inTransaction === true && c.accepts(row),
    );
  }

  get all(): readonly AnyOutboxConsumer[] {
    return this.consumers;
  }
}
