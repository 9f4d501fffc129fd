// The order chat (spec sections 2 and 7; issue 12): an order's two parties write to each other, in text
// or with an uploaded image (`POST /file/uploadImage`). Messages are kept with the order as evidence and
// never deleted. The other party gets each message live as a TALK socket message whose `message` is the
// JSON of a `ChatMessageDto` as they see it; the unread counts also work by polling, without the socket.
import { Transform, Type } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import type { OrderStatus } from '../enums.js';
import type { ChatMessageKind, ChatSenderKind } from '../record-enums.js';
import { PageQueryDto } from './common.dto.js';
import { ValidationMessage as M } from './messages.js';
import type { OrderRole } from './orders.dto.js';
import { ID_MAX_LENGTH, ID_PATTERN } from './rules.js';
import { Satisfies, trimString } from './validators.js';

/** The longest chat text, in characters (code points), after trimming. */
export const CHAT_TEXT_MAX_LENGTH = 500;

const absent = (v: unknown): boolean => v === undefined || v === null;

/** Whether a text is 1 to 500 characters once trimmed (what the API keeps). */
export function isValidChatText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const length = [...value.trim()].length;
  return length >= 1 && length <= CHAT_TEXT_MAX_LENGTH;
}

/** One chat message as the caller sees it. */
export interface ChatMessageDto {
  id: string;
  orderId: string;
  /** TEXT, IMAGE, or SYSTEM (written by the system, no sender). */
  kind: ChatMessageKind;
  /** The sender's user id; null for a SYSTEM or STAFF message. */
  senderId: string | null;
  /** USER (a party), STAFF (an appeal officer, shown marked "Staff"), SYSTEM. */
  senderKind: ChatSenderKind;
  /** A STAFF message: the staff member's display name; else null. */
  staffName: string | null;
  /** Whether the caller sent it. */
  mine: boolean;
  /** The text of a TEXT or SYSTEM message, else null. */
  text: string | null;
  /** The upload of an IMAGE message, else null. */
  fileId: string | null;
  /** Where to read the image (`GET /api/file/{fileId}`, with the session), else null. */
  imageUrl: string | null;
  /** Whether the recipient has read it (for the sender: seen by the other party). */
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

/** One conversation of `GET /user/fiat/talk/talkList`: an order's chat, newest message first. */
export interface ChatConversationDto {
  orderId: string;
  orderStatus: OrderStatus;
  /** The caller's role in the order. */
  role: OrderRole;
  counterparty: { userId: string; nickname: string | null };
  lastMessage: ChatMessageDto;
  /** Messages to the caller in this order not read yet. */
  unread: number;
}

/** `GET /user/fiat/talk/unRead/{id}` and after `updateRead/{id}`: one order's unread count. */
export interface ChatOrderUnreadDto {
  orderId: string;
  unread: number;
}

/** `GET /user/fiat/talk/unread`: unread messages to the caller in all their orders, and per order. */
export interface ChatUnreadDto {
  total: number;
  /** Only orders with unread messages, the newest first. */
  orders: ChatOrderUnreadDto[];
}

/** `GET /user/fiat/talk/readBubble`: the unread chat flag of the web (a red dot), and the count. */
export interface ChatBubbleDto {
  unread: boolean;
  total: number;
}

/** `GET /user/fiat/talk/read/{id}` (a message id): that message is read, if it was sent to the caller. */
export interface ChatReadDto {
  messageId: string;
  orderId: string;
  /** What is left unread in the message's order. */
  unread: number;
}

/**
 * `POST /user/fiat/talk/send/{id}` (an order id): a text or an image, exactly one of the two. The text is
 * trimmed and must then hold 1 to 500 characters; the image is the id of the sender's own upload.
 */
export class SendChatMessageDto {
  @ValidateIf((o: SendChatMessageDto) => absent(o.fileId) || !absent(o.text))
  @Transform(trimString)
  @Satisfies('chatText', isValidChatText, { message: M.chatTextLength })
  @ValidateBy(
    {
      name: 'chatTextOrImage',
      validator: { validate: (_: unknown, args) => absent((args?.object as SendChatMessageDto).fileId) },
    },
    { message: M.chatTextOrImage },
  )
  text?: string | null;

  @ValidateIf((o: SendChatMessageDto) => absent(o.text) || !absent(o.fileId))
  @IsString({ message: M.fileIdFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.fileIdFormat })
  @Matches(ID_PATTERN, { message: M.fileIdFormat })
  fileId?: string | null;
}

/** `GET /user/fiat/talk/{id}`: an order's history, newest first; `beforeId` pages back from a message. */
export class ChatPageQueryDto extends PageQueryDto {
  /** Messages before this id (older pages), else the newest. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.idFormat })
  @Min(1, { message: M.idFormat })
  @Max(Number.MAX_SAFE_INTEGER, { message: M.idFormat })
  beforeId?: number;
}
