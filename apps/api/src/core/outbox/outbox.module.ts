import { Global, Module } from '@nestjs/common';
import { OutboxConsumers } from './outbox-consumers.js';
import { OutboxRelayService } from './outbox-relay.service.js';
import { OutboxRepository } from './outbox.repository.js';

/**
 * The transactional outbox: `OutboxRepository.append(tx, rows)` in a change's transaction, consumers
 * registered in `OutboxConsumers` (in their module's `onModuleInit`), and the relay between them.
 */
@Global()
@Module({
  providers: [OutboxRepository, OutboxConsumers, OutboxRelayService],
  exports: [OutboxRepository, OutboxConsumers],
})
export class OutboxModule {}
