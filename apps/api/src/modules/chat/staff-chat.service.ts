import { Injectable } from '@nestjs/common';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { talkMessage } from './chat-views.js';
import { type ChatMessageRow, ChatRepository } from './chat.repository.js';

/** What a staff member writes: to each party of the order its own text (its own language). */
export interface StaffChatMessage {
  orderId: bigint;
  staff: { id: number; name: string };
  recipients: readonly { recipientId: bigint; content: string }[];
  at: Date;
}

/**
 * Staff messages in an order's chat (issue 25): written in the caller's transaction (the appeal desk's
 * action, its audit row and its outbox rows commit together). Each party gets a row of its own (counted
 * unread until read) and its TALK socket message through the outbox; the message is marked STAFF with
 * the staff member's display name, never a trader id. The caller has checked the staff role.
 */
@Injectable()
export class StaffChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly outbox: OutboxRepository,
  ) {}

  async post(tx: Tx, m: StaffChatMessage): Promise<ChatMessageRow[]> {
    const rows = await this.repo.insertStaff(tx, {
      orderId: m.orderId,
      staffId: m.staff.id,
      staffName: m.staff.name,
      recipients: m.recipients,
      at: m.at,
    });
    await this.outbox.append(
      tx,
      rows.map((row) => talkMessage(row, BigInt(row.recipientId!))),
    );
    return rows;
  }
}
