// Chat rows to the contracts' answers, and the TALK message of a new one.
import {
  API_PREFIX,
  type ChatMessageDto,
  fillPath,
  ROUTE_TEMPLATES,
  SocketMessageType,
} from '@p2p/contracts';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import type { ChatMessageRow } from './chat.repository.js';

/** Where an upload is read back (`GET /api/file/{id}`, with the session). */
const imageUrl = (fileId: string): string =>
  API_PREFIX + fillPath(ROUTE_TEMPLATES.files.read, { id: fileId });

/** A message as `viewerId` sees it. */
export function messageView(row: ChatMessageRow, viewerId: bigint): ChatMessageDto {
  const image = row.kind === 'IMAGE';
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    senderId: row.senderId,
    senderKind: row.senderKind,
    staffName: row.staffName,
    mine: row.senderKind === 'USER' && row.senderId !== null && row.senderId === String(viewerId),
    text: image ? null : row.content,
    fileId: image ? row.content : null,
    imageUrl: image ? imageUrl(row.content) : null,
    read: row.readAt !== null,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The TALK message of a new message, for the recipient's room: its `message` is the JSON of the message
 * as the recipient sees it (the same shape as the history's, so the web adds it as it is).
 */
export function talkMessage(row: ChatMessageRow, recipientId: bigint): NewOutboxRow<'live'> {
  return {
    aggregate: 'chat',
    aggregateId: row.orderId,
    type: 'live',
    payload: {
      rooms: [`user:${recipientId}`],
      message: {
        type: SocketMessageType.TALK,
        message: JSON.stringify(messageView(row, recipientId)),
      },
    },
  };
}
