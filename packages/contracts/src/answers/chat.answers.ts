// The answers of the order chat (issue 12): `chat.*` in the routes table.
import type { Page } from '../envelope.js';
import { ORDER_STATUSES } from '../enums.js';
import { CHAT_MESSAGE_KINDS, CHAT_SENDER_KINDS } from '../record-enums.js';
import type {
  ChatBubbleDto,
  ChatConversationDto,
  ChatMessageDto,
  ChatOrderUnreadDto,
  ChatReadDto,
  ChatUnreadDto,
} from '../dto/chat.dto.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const nullableStr = s.nullable(str);
const time = s.string('date-time');

export const ChatMessageAnswer = defineAnswer<ChatMessageDto>(
  'ChatMessage',
  s.object({
    id: str,
    orderId: str,
    kind: s.oneOf(CHAT_MESSAGE_KINDS),
    senderId: nullableStr,
    senderKind: s.oneOf(CHAT_SENDER_KINDS),
    staffName: nullableStr,
    mine: s.boolean(),
    text: nullableStr,
    fileId: nullableStr,
    imageUrl: nullableStr,
    read: s.boolean(),
    readAt: s.nullable(time),
    createdAt: time,
  }),
);

export const ChatMessagePageAnswer = defineAnswer<Page<ChatMessageDto>>(
  'ChatMessagePage',
  pageOf(ChatMessageAnswer),
);

export const ChatConversationPageAnswer = defineAnswer<Page<ChatConversationDto>>(
  'ChatConversationPage',
  pageOf(
    defineAnswer<ChatConversationDto>(
      'ChatConversation',
      s.object({
        orderId: str,
        orderStatus: s.oneOf(ORDER_STATUSES),
        role: s.oneOf(['BUYER', 'SELLER'] as const),
        counterparty: s.object({ userId: str, nickname: nullableStr }),
        lastMessage: ChatMessageAnswer,
        unread: s.integer(),
      }),
    ),
  ),
);

const orderUnread = s.object({ orderId: str, unread: s.integer() });

export const ChatOrderUnreadAnswer = defineAnswer<ChatOrderUnreadDto>('ChatOrderUnread', orderUnread);

export const ChatUnreadAnswer = defineAnswer<ChatUnreadDto>(
  'ChatUnread',
  s.object({ total: s.integer(), orders: s.array(ChatOrderUnreadAnswer) }),
);

export const ChatBubbleAnswer = defineAnswer<ChatBubbleDto>(
  'ChatBubble',
  s.object({ unread: s.boolean(), total: s.integer() }),
);

export const ChatReadAnswer = defineAnswer<ChatReadDto>(
  'ChatRead',
  s.object({ messageId: str, orderId: str, unread: s.integer() }),
);
