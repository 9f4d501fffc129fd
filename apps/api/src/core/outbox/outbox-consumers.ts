import { Injectable } from '@nestjs/common';
import type { OutboxConsumer, OutboxRow } from './outbox.types.js';

/** The consumers of committed outbox rows; modules register theirs in `onModuleInit`. */
@Injectable()
export class OutboxConsumers {
  private readonly consumers: OutboxConsumer[] = [];

  register(consumer: OutboxConsumer): void {
    if (this.consumers.some((c) => c.name === consumer.name)) {
      throw new Error(`outbox consumer ${consumer.name} is registered twice`);
    }
    this.consumers.push(consumer);
  }

  for(row: OutboxRow): OutboxConsumer[] {
    return this.consumers.filter((c) => c.accepts(row));
  }

  get all(): readonly OutboxConsumer[] {
    return this.consumers;
  }
}
