import { Injectable } from '@nestjs/common';
import type { ChatMessageKind, ChatSenderKind } from '@p2p/contracts';
import { type Db, type Sql, SqlService, type Tx } from '../../core/infra/db/sql.service.js';
import { together } from '../../core/infra/db/together.js';

/** A row of `chat_messages` (ids as text: bigint in the database). */
export interface ChatMessageRow {
  id: string;
  orderId: string;
  senderId: string | null;
  recipientId: string | null;
  kind: ChatMessageKind;
  /** USER (a party), STAFF (an appeal officer: `staffName`), SYSTEM. */
  senderKind: ChatSenderKind;
  staffName: string | null;
  /** The text, or the upload's id for an IMAGE. */
  content: string;
  readAt: Date | null;
  createdAt: Date;
}

/** A staff member's message to the order's parties: one row each (its own text), the second naming the first. */
export interface NewStaffMessage {
  orderId: bigint;
  staffId: number;
  staffName: string;
  recipients: readonly { recipientId: bigint; content: string }[];
  at: Date;
}

/** Whose view of an order's chat: a party (the staff messages written to them) or the desk (`STAFF`). */
export type ChatViewer = bigint | 'STAFF';

export interface NewChatMessage {
  orderId: bigint;
  senderId: bigint;
  recipientId: bigint;
  kind: 'TEXT' | 'IMAGE';
  content: string;
  /** The service's time (the clock), shown with the message. */
  at: Date;
}

/** One conversation of a trader: the order, its newest message and what is unread in it. */
export interface ConversationRow {
  orderId: string;
  lastId: string;
  unread: number;
}

export interface UnreadRow {
  orderId: string;
  unread: number;
}

/** The columns of a row (ids as text: order by `chat_messages.id`, never by the text alias). */
const COLUMNS = (db: Db) => db`
  id::text as id, order_id::text as "orderId", sender_id::text as "senderId",
  recipient_id::text as "recipientId", kind, sender_kind as "senderKind", staff_name as "staffName",
  content, read_at as "readAt", created_at as "createdAt"`;

/** A party sees the parties' messages and the staff rows written to them; the desk each staff message once. */
const visibleTo = (db: Db, viewer: ChatViewer) =>
  viewer === 'STAFF'
    ? db`and copy_of_id is null`
    : db`and (sender_kind <> 'STAFF' or recipient_id = ${String(viewer)})`;

/**
 * `chat_messages`, on the money path's handle (postgres.js). Messages are evidence: nothing here deletes
 * or edits one, only its `read_at` is set, once, by its recipient. A party's unread count and conversation
 * list come from `recipient_id` and `sender_id`, so no other module's table is read.
 */
@Injectable()
export class ChatRepository {
  constructor(private readonly db: SqlService) {}

  get pool(): Sql {
    return this.db.sql;
  }

  async insert(tx: Tx, m: NewChatMessage): Promise<ChatMessageRow> {
    const [row] = await tx<ChatMessageRow[]>`
      insert into chat_messages (order_id, sender_id, recipient_id, kind, content, created_at)
      values (${String(m.orderId)}, ${String(m.senderId)}, ${String(m.recipientId)}, ${m.kind}::chat_message_kind,
        ${m.content}, ${m.at})
      returning ${COLUMNS(tx)}`;
    return row!;
  }

  /** A staff message, one row per recipient (each unread for its party until read). */
  async insertStaff(tx: Tx, m: NewStaffMessage): Promise<ChatMessageRow[]> {
    const rows: ChatMessageRow[] = [];
    for (const r of m.recipients) {
      const [row] = await tx<ChatMessageRow[]>`
        insert into chat_messages (order_id, sender_id, recipient_id, sender_kind, staff_id, staff_name,
          copy_of_id, kind, content, created_at)
        values (${String(m.orderId)}, null, ${String(r.recipientId)}, 'STAFF'::chat_sender_kind, ${m.staffId},
          ${m.staffName}, ${rows[0]?.id ?? null}, 'TEXT'::chat_message_kind, ${r.content}, ${m.at})
        returning ${COLUMNS(tx)}`;
      rows.push(row!);
    }
    return rows;
  }

  async byId(id: bigint): Promise<ChatMessageRow | null> {
    const [row] = await this.db.sql<ChatMessageRow[]>`
      select ${COLUMNS(this.db.sql)} from chat_messages where id = ${String(id)}`;
    return row ?? null;
  }

  /** An order's messages, newest first: a page by number, or the page before `beforeId`. */
  async history(
    orderId: bigint,
    page: { limit: number; offset: number; beforeId?: bigint },
    viewer: ChatViewer,
  ): Promise<{ rows: ChatMessageRow[]; total: number }> {
    const sql = this.db.sql;
    const before = page.beforeId === undefined ? sql`` : sql`and id < ${String(page.beforeId)}`;
    const [rows, [count]] = await together([
      sql<ChatMessageRow[]>`
        select ${COLUMNS(sql)} from chat_messages
        where order_id = ${String(orderId)} ${visibleTo(sql, viewer)} ${before}
        order by chat_messages.id desc
        limit ${page.limit} offset ${page.offset}`,
      sql<{ total: number }[]>`
        select count(*)::int as total from chat_messages
        where order_id = ${String(orderId)} ${visibleTo(sql, viewer)}`,
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  /** The trader's conversations (orders they wrote in or were written to), the newest message first. */
  async conversations(
    userId: bigint,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ConversationRow[]; total: number }> {
    const me = String(userId);
    const rows = await this.db.sql<(ConversationRow & { total: number })[]>`
      with mine as (
        select order_id, max(id) as last_id,
          count(*) filter (where recipient_id = ${me} and read_at is null)::int as unread
        from chat_messages
        where sender_id = ${me} or recipient_id = ${me}
        group by order_id
      )
      select order_id::text as "orderId", last_id::text as "lastId", unread,
        (count(*) over ())::int as total
      from mine
      order by last_id desc
      limit ${page.limit} offset ${page.offset}`;
    const total = rows[0]?.total ?? (page.offset > 0 ? await this.conversationCount(me) : 0);
    return { rows: rows.map(({ orderId, lastId, unread }) => ({ orderId, lastId, unread })), total };
  }

  private async conversationCount(me: string): Promise<number> {
    const [row] = await this.db.sql<{ total: number }[]>`
      select count(distinct order_id)::int as total from chat_messages
      where sender_id = ${me} or recipient_id = ${me}`;
    return row?.total ?? 0;
  }

  async byIds(ids: readonly string[]): Promise<ChatMessageRow[]> {
    if (ids.length === 0) return [];
    return this.db.sql<ChatMessageRow[]>`
      select ${COLUMNS(this.db.sql)} from chat_messages where id = any(${ids as string[]}::bigint[])`;
  }

  /** Whether the trader wrote at least one message (text or image) in the order's chat. */
  async hasMessageFrom(orderId: bigint, senderId: bigint, db: Db = this.db.sql): Promise<boolean> {
    const [row] = await db<{ any: boolean }[]>`
      select exists(select 1 from chat_messages
        where order_id = ${String(orderId)} and sender_id = ${String(senderId)}) as any`;
    return row?.any ?? false;
  }

  /** Messages to the trader not read yet, in one order. */
  async unreadIn(orderId: bigint, userId: bigint): Promise<number> {
    const [row] = await this.db.sql<{ n: number }[]>`
      select count(*)::int as n from chat_messages
      where order_id = ${String(orderId)} and recipient_id = ${String(userId)} and read_at is null`;
    return row?.n ?? 0;
  }

  /** Messages to the trader not read yet, in all their orders. */
  async unreadTotal(userId: bigint): Promise<number> {
    const [row] = await this.db.sql<{ n: number }[]>`
      select count(*)::int as n from chat_messages
      where recipient_id = ${String(userId)} and read_at is null`;
    return row?.n ?? 0;
  }

  /** Per order, the unread messages to the trader (orders with any), the newest unread first. */
  async unreadByOrder(userId: bigint, limit: number): Promise<UnreadRow[]> {
    return this.db.sql<UnreadRow[]>`
      select order_id::text as "orderId", count(*)::int as unread from chat_messages
      where recipient_id = ${String(userId)} and read_at is null
      group by order_id
      order by max(id) desc
      limit ${limit}`;
  }

  /** Marks every message to the trader in the order read at `at`; answers how many were marked. */
  async markOrderRead(orderId: bigint, userId: bigint, at: Date): Promise<number> {
    const done = await this.db.sql`
      update chat_messages set read_at = ${at}
      where order_id = ${String(orderId)} and recipient_id = ${String(userId)} and read_at is null`;
    return done.count;
  }

  /** Marks one message read at `at` when it was written to the trader and not read yet. */
  async markRead(id: bigint, userId: bigint, at: Date): Promise<number> {
    const done = await this.db.sql`
      update chat_messages set read_at = ${at}
      where id = ${String(id)} and recipient_id = ${String(userId)} and read_at is null`;
    return done.count;
  }

  /** The orders whose chat shows the upload `fileId` (an IMAGE message), for the files read rule. */
  async ordersShowingImage(fileId: bigint): Promise<bigint[]> {
    const rows = await this.db.sql<{ orderId: string }[]>`
      select distinct order_id::text as "orderId" from chat_messages
      where kind = 'IMAGE' and content = ${String(fileId)}
      limit 20`;
    return rows.map((r) => BigInt(r.orderId));
  }
}
