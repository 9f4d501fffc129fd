import { Injectable } from '@nestjs/common';
import type { ChatMessageDto, SendChatMessageDto } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { UserRate } from '../../core/throttle/user-rate.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { FilesService } from '../files/files.service.js';
import { ChatAccess } from './chat-access.js';
import { messageView, talkMessage } from './chat-views.js';
import { ChatRepository } from './chat.repository.js';

/** Chat messages one trader may send in a minute, over all their orders (issue 22); then 429. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

/**
 * `POST /user/fiat/talk/send/{id}`: a party of the order writes to the other one, a text (trimmed, 1 to
 * 500 characters: the DTO) or an image that must be the sender's own upload (else 404, as a missing
 * one). The message and its TALK socket message to the other party are one transaction: the outbox relay
 * delivers the TALK once committed. Any status of the order: the chat is the order's evidence, an
 * appeal's too, and is kept with it (nothing deletes a message). Each trader sends at most
 * CHAT_MESSAGES_PER_MINUTE (429 past it, nothing sent).
 */
@Injectable()
export class SendMessageService {
  constructor(
    private readonly access: ChatAccess,
    private readonly repo: ChatRepository,
    private readonly files: FilesService,
    private readonly outbox: OutboxRepository,
    private readonly runner: TransactionRunner,
    private readonly redis: RedisService,
    private readonly clock: Clock,
  ) {}

  async send(userId: bigint, rawOrderId: string, dto: SendChatMessageDto): Promise<ChatMessageDto> {
    const seat = await this.access.seat(userId, rawOrderId);
    await new UserRate(this.redis.client, 'chat-send-rate', CHAT_MESSAGES_PER_MINUTE, 60).take(userId);
    const image = typeof dto.fileId === 'string';
    if (image && !(await this.files.isOwnUpload(userId, dto.fileId!))) throw new AppException('NOT_FOUND');
    const content = image ? dto.fileId! : (dto.text ?? '').trim();
    if (!image && content.length === 0) throw new AppException('EMPTY_PARAMETER');
    const row = await this.runner.run(async (tx) => {
      const saved = await this.repo.insert(tx, {
        orderId: seat.orderId,
        senderId: userId,
        recipientId: seat.counterpartyId,
        kind: image ? 'IMAGE' : 'TEXT',
        content,
        at: this.clock.now(),
      });
      await this.outbox.append(tx, [talkMessage(saved, seat.counterpartyId)]);
      return saved;
    });
    return messageView(row, userId);
  }
}
