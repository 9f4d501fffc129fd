import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChatPageQueryDto,
  IdParamDto,
  PageQueryDto,
  ROUTE_TEMPLATES,
  SendChatMessageDto,
  type ChatBubbleDto,
  type ChatConversationDto,
  type ChatMessageDto,
  type ChatOrderUnreadDto,
  type ChatReadDto,
  type ChatUnreadDto,
  type Page,
} from '@p2p/contracts';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { ChatService } from './chat.service.js';
import { SendMessageService } from './send-message.service.js';

const routes = ROUTE_TEMPLATES.chat;

/**
 * The order chat (spec §7 "Chat"; the spec names GET for its calls, marking read included). The fixed
 * routes (`talkList`, `readBubble`, `unread`) are declared before `GET /user/fiat/talk/:id`.
 */
@ApiTags('chat')
@Controller()
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly sender: SendMessageService,
  ) {}

  @Get(routes.talkList)
  @Authenticated()
  @ApiOperation({ summary: 'Your conversations (orders with messages), the newest message first' })
  talkList(@CurrentUser() me: UserPrincipal, @Query() q: PageQueryDto): Promise<Page<ChatConversationDto>> {
    return this.chat.conversations(me.userId, q);
  }

  @Get(routes.readBubble)
  @Authenticated()
  @ApiOperation({ summary: 'The unread chat flag over all your orders, with the count' })
  readBubble(@CurrentUser() me: UserPrincipal): Promise<ChatBubbleDto> {
    return this.chat.bubble(me.userId);
  }

  @Get(routes.unread)
  @Authenticated()
  @ApiOperation({ summary: 'Unread messages to you: the total and per order' })
  unread(@CurrentUser() me: UserPrincipal): Promise<ChatUnreadDto> {
    return this.chat.unread(me.userId);
  }

  @Get(routes.unreadOf)
  @Authenticated()
  @ApiOperation({ summary: 'Unread messages to you in one of your orders' })
  unreadOf(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<ChatOrderUnreadDto> {
    return this.chat.unreadOf(me.userId, p.id);
  }

  @Get(routes.updateRead)
  @Authenticated()
  @ApiOperation({ summary: 'Marks every message to you in one of your orders read' })
  updateRead(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<ChatOrderUnreadDto> {
    return this.chat.readOrder(me.userId, p.id);
  }

  @Get(routes.read)
  @Authenticated()
  @ApiOperation({ summary: 'Marks one message to you read (by the message id)' })
  read(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<ChatReadDto> {
    return this.chat.readMessage(me.userId, p.id);
  }

  @Post(routes.send)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: "Writes a text or one of your uploaded images to the order's other party" })
  send(
    @CurrentUser() me: UserPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: SendChatMessageDto,
  ): Promise<ChatMessageDto> {
    return this.sender.send(me.userId, p.id, dto);
  }

  @Get(routes.talk)
  @Authenticated()
  @ApiOperation({ summary: "One of your orders' chat history, newest first (paged, or before a message)" })
  talk(
    @CurrentUser() me: UserPrincipal,
    @Param() p: IdParamDto,
    @Query() q: ChatPageQueryDto,
  ): Promise<Page<ChatMessageDto>> {
    return this.chat.history(me.userId, p.id, q);
  }
}
