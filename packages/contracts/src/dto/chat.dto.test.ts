/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import { plainToInstance } from 'class-transformer';
import { CHAT_TEXT_MAX_LENGTH, ChatPageQueryDto, isValidChatText, SendChatMessageDto } from './chat.dto.js';
import { ValidationMessage as M } from './messages.js';

describe('SendChatMessageDto (POST /user/fiat/talk/send/{id})', () => {
  it('takes a text of 1 to 500 characters, trimmed', () => {
    expect(errorsOf(SendChatMessageDto, { text: 'paid, please check' })).toEqual({});
    expect(errorsOf(SendChatMessageDto, { text: 'x'.repeat(CHAT_TEXT_MAX_LENGTH) })).toEqual({});
    expect(plainToInstance(SendChatMessageDto, { text: '  hello \n' }).text).toBe('hello');
  });

  it('counts characters, not UTF-16 units (500 emoji pass, 501 do not)', () => {
    expect(errorsOf(SendChatMessageDto, { text: '😀'.repeat(500) })).toEqual({});
    expect(errorsOf(SendChatMessageDto, { text: '😀'.repeat(501) }).text).toEqual([M.chatTextLength]);
  });

  it('refuses an empty or blank text and one over 500 characters', () => {
    expect(errorsOf(SendChatMessageDto, { text: '   ' }).text).toEqual([M.chatTextLength]);
    expect(errorsOf(SendChatMessageDto, { text: '' }).text).toEqual([M.chatTextLength]);
    expect(errorsOf(SendChatMessageDto, { text: 'x'.repeat(501) }).text).toEqual([M.chatTextLength]);
    expect(errorsOf(SendChatMessageDto, { text: 42 }).text).toEqual([M.chatTextLength]);
  });

  it('takes an uploaded image by its id instead of a text, and refuses a malformed id', () => {
    expect(errorsOf(SendChatMessageDto, { fileId: '17' })).toEqual({});
    expect(errorsOf(SendChatMessageDto, { fileId: '../etc/passwd' }).fileId).toEqual([M.fileIdFormat]);
    expect(errorsOf(SendChatMessageDto, { fileId: 17 }).fileId).toContain(M.fileIdFormat);
  });

  it('needs exactly one of a text and an image', () => {
    expect(errorsOf(SendChatMessageDto, {}).text).toEqual([M.chatTextLength]);
    expect(errorsOf(SendChatMessageDto, { text: 'hi', fileId: '17' }).text).toEqual([M.chatTextOrImage]);
  });

  it('isValidChatText is the same rule for the web form', () => {
    expect(isValidChatText(' a ')).toBe(true);
    expect(isValidChatText(' ')).toBe(false);
    expect(isValidChatText(null)).toBe(false);
  });
});

describe('ChatPageQueryDto (GET /user/fiat/talk/{id})', () => {
  it('pages by number and size, or back from a message id', () => {
    expect(errorsOf(ChatPageQueryDto, { pageNo: '2', pageSize: '20' })).toEqual({});
    expect(errorsOf(ChatPageQueryDto, { beforeId: '41' })).toEqual({});
    expect(errorsOf(ChatPageQueryDto, { beforeId: '0' }).beforeId).toEqual([M.idFormat]);
    expect(errorsOf(ChatPageQueryDto, { beforeId: 'x' }).beforeId).toContain(M.idFormat);
    expect(errorsOf(ChatPageQueryDto, { beforeId: '1e30' }).beforeId).toEqual([M.idFormat]);
  });
});
