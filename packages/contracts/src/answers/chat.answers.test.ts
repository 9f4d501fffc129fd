/// <reference types="jest" />
import {
  ChatBubbleAnswer,
  ChatConversationPageAnswer,
  ChatMessageAnswer,
  ChatMessagePageAnswer,
  ChatReadAnswer,
  ChatUnreadAnswer,
} from './chat.answers.js';
import { shapeProblems } from './conforms.js';

const text = {
  id: '5',
  orderId: '41',
  kind: 'TEXT',
  senderId: '7',
  senderKind: 'USER',
  staffName: null,
  mine: true,
  text: 'I have paid',
  fileId: null,
  imageUrl: null,
  read: false,
  readAt: null,
  createdAt: '2026-11-25T15:00:00.000Z',
};
const image = { ...text, id: '6', kind: 'IMAGE', text: null, fileId: '9', imageUrl: '/api/file/9' };

describe('chat answers (issue 12)', () => {
  it('describe a text or image message as the caller sees it', () => {
    expect(shapeProblems(ChatMessageAnswer.node, text)).toEqual([]);
    expect(shapeProblems(ChatMessageAnswer.node, image)).toEqual([]);
    expect(shapeProblems(ChatMessageAnswer.node, { ...text, kind: 'VOICE' })).toHaveLength(1);
    expect(shapeProblems(ChatMessageAnswer.node, { ...text, id: 5 })).toEqual(['$.id: expected a string']);
  });

  it('describe the history page and the conversation list', () => {
    const page = { list: [image, text], total: 2, pageNo: 1, pageSize: 20 };
    expect(shapeProblems(ChatMessagePageAnswer.node, page)).toEqual([]);
    const conversation = {
      orderId: '41',
      orderStatus: 'WAIT_BUYER_PAY',
      role: 'BUYER',
      counterparty: { userId: '8', nickname: 'bob' },
      lastMessage: text,
      unread: 2,
    };
    const list = { list: [conversation], total: 1, pageNo: 1, pageSize: 20 };
    expect(shapeProblems(ChatConversationPageAnswer.node, list)).toEqual([]);
    const wrong = { ...list, list: [{ ...conversation, orderStatus: 'PAID' }] };
    expect(shapeProblems(ChatConversationPageAnswer.node, wrong)).toHaveLength(1);
  });

  it('describe the unread counts, the bubble flag and a read receipt', () => {
    expect(
      shapeProblems(ChatUnreadAnswer.node, { total: 3, orders: [{ orderId: '41', unread: 3 }] }),
    ).toEqual([]);
    expect(shapeProblems(ChatBubbleAnswer.node, { unread: true, total: 3 })).toEqual([]);
    expect(shapeProblems(ChatReadAnswer.node, { messageId: '5', orderId: '41', unread: 0 })).toEqual([]);
  });
});
