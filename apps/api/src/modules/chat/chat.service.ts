import { Injectable } from '@nestjs/common';
import type {
  ChatBubbleDto,
  ChatConversationDto,
  ChatMessageDto,
  ChatOrderUnreadDto,
  ChatPageQueryDto,
  ChatReadDto,
  ChatUnreadDto,
  Page,
  PageQueryDto,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Db } from '../../core/infra/db/sql.service.js';
import { UsersService } from '../users/users.service.js';
import { ChatAccess } from './chat-access.js';
import { messageView } from './chat-views.js';
import { ChatRepository } from './chat.repository.js';

/** The most orders `GET /user/fiat/talk/unread` lists one by one (the total counts them all). */
export const UNREAD_ORDERS_MAX = 100;

/** The most messages of one order the appeal desk reads at once. */
export const STAFF_CHAT_MAX = 2000;

/**
 * Reading an order's chat and its unread marks, for the order's two parties only (`ChatAccess`: 5002 to
 * anyone else). A message is unread while its recipient has not read it: the counts are the caller's,
 * per order and in total, and are what the web polls when the socket is down.
 */
@Injectable()
export class ChatService {
  constructor(
    private readonly access: ChatAccess,
    private readonly repo: ChatRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** `GET /user/fiat/talk/{id}`: the order's messages, newest first. */
  async history(userId: bigint, rawOrderId: string, q: ChatPageQueryDto): Promise<Page<ChatMessageDto>> {
    const seat = await this.access.seat(userId, rawOrderId);
    const before = q.beforeId === undefined ? undefined : BigInt(q.beforeId);
    const { rows, total } = await this.repo.history(
      seat.orderId,
      {
        limit: q.pageSize,
        offset: before === undefined ? (q.pageNo - 1) * q.pageSize : 0,
        beforeId: before,
      },
      userId,
    );
    return {
      list: rows.map((r) => messageView(r, userId)),
      total,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  }

  /**
   * The appeal desk (staff, issue 13): an order's whole chat, oldest first, up to `STAFF_CHAT_MAX`
   * messages (the newest ones). No party check: the caller is staff, checked by its route's guard.
   */
  async staffHistory(orderId: bigint): Promise<ChatMessageDto[]> {
    const { rows } = await this.repo.history(orderId, { limit: STAFF_CHAT_MAX, offset: 0 }, 'STAFF');
    return rows.map((r) => messageView(r, 0n)).reverse();
  }

  /**
   * Whether the trader wrote in the order's chat (an appeal's evidence is given in the upload and the chat,
   * spec §5). No party check: the caller (the appeals module) has checked the seat under the order's lock.
   */
  hasMessageFrom(orderId: bigint, userId: bigint, db?: Db): Promise<boolean> {
    return this.repo.hasMessageFrom(orderId, userId, db);
  }

  /** `GET /user/fiat/talk/talkList`: the caller's conversations, the newest message first. */
  async conversations(userId: bigint, q: PageQueryDto): Promise<Page<ChatConversationDto>> {
    const { rows, total } = await this.repo.conversations(userId, {
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const last = new Map((await this.repo.byIds(rows.map((r) => r.lastId))).map((m) => [m.id, m]));
    const list = await Promise.all(
      rows.map(async (r): Promise<ChatConversationDto | null> => {
        const seat = await this.access.seatOrNull(userId, BigInt(r.orderId));
        const message = last.get(r.lastId);
        if (!seat || !message) return null;
        return {
          orderId: r.orderId,
          orderStatus: seat.status,
          role: seat.role,
          counterparty: {
            userId: String(seat.counterpartyId),
            nickname: await this.nickname(userId, seat.counterpartyId),
          },
          lastMessage: messageView(message, userId),
          unread: r.unread,
        };
      }),
    );
    return {
      list: list.filter((c): c is ChatConversationDto => c !== null),
      total,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  }

  /** `GET /user/fiat/talk/unRead/{id}`. */
  async unreadOf(userId: bigint, rawOrderId: string): Promise<ChatOrderUnreadDto> {
    const seat = await this.access.seat(userId, rawOrderId);
    return { orderId: String(seat.orderId), unread: await this.repo.unreadIn(seat.orderId, userId) };
  }

  /** `GET /user/fiat/talk/unread`: the total, and per order (up to `UNREAD_ORDERS_MAX` orders). */
  async unread(userId: bigint): Promise<ChatUnreadDto> {
    const [total, orders] = await Promise.all([
      this.repo.unreadTotal(userId),
      this.repo.unreadByOrder(userId, UNREAD_ORDERS_MAX),
    ]);
    return { total, orders };
  }

  /** `GET /user/fiat/talk/readBubble`: the web's unread chat flag. */
  async bubble(userId: bigint): Promise<ChatBubbleDto> {
    const total = await this.repo.unreadTotal(userId);
    return { unread: total > 0, total };
  }

  /** `GET /user/fiat/talk/updateRead/{id}`: every message to the caller in the order is read. */
  async readOrder(userId: bigint, rawOrderId: string): Promise<ChatOrderUnreadDto> {
    const seat = await this.access.seat(userId, rawOrderId);
    await this.repo.markOrderRead(seat.orderId, userId, this.clock.now());
    return { orderId: String(seat.orderId), unread: await this.repo.unreadIn(seat.orderId, userId) };
  }

  /**
   * `GET /user/fiat/talk/read/{id}` (a message id): read when it was written to the caller; one the caller
   * wrote stays as it is. A message of an order the caller is no party of is answered 404, as a missing one.
   */
  async readMessage(userId: bigint, rawMessageId: string): Promise<ChatReadDto> {
    const id = parseRowId(rawMessageId);
    const message = id === null ? null : await this.repo.byId(BigInt(id));
    const seat = message ? await this.access.seatOrNull(userId, BigInt(message.orderId)) : null;
    if (!message || !seat) throw new AppException('NOT_FOUND');
    await this.repo.markRead(BigInt(message.id), userId, this.clock.now());
    return {
      messageId: message.id,
      orderId: message.orderId,
      unread: await this.repo.unreadIn(seat.orderId, userId),
    };
  }

  private async nickname(callerId: bigint, userId: bigint): Promise<string | null> {
    const user = await this.users.info(callerId, String(userId));
    return user.nickname;
  }
}
