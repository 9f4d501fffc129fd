import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FilesModule } from '../files/files.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { ChatAccess } from './chat-access.js';
import { ChatController } from './chat.controller.js';
import { ChatFileAccessRule } from './chat-file-access.js';
import { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';
import { SendMessageService } from './send-message.service.js';
import { StaffChatService } from './staff-chat.service.js';

/**
 * The order chat (issue 12; spec §2 chat, §7): an order's two parties write texts and images to each other
 * (`OrderParties` of the orders module says who they are), each message delivered live as TALK through
 * the outbox. Owns `chat_messages`; registers the read rule of chat images with the files module; exports
 * `ChatService` (the appeal desk reads a whole chat).
 */
@Module({
  imports: [AuthModule, FilesModule, OrdersModule, UsersModule],
  controllers: [ChatController],
  providers: [
    ChatAccess,
    ChatFileAccessRule,
    ChatRepository,
    ChatService,
    SendMessageService,
    StaffChatService,
  ],
  exports: [ChatService, StaffChatService],
})
export class ChatModule {}
