import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FileAccess, type FileAccessRule } from '../files/file-access.js';
import { ChatAccess } from './chat-access.js';
import { ChatRepository } from './chat.repository.js';

/**
 * Lets an order's parties read the images sent in its chat: the sender reads it as its uploader, the other
 * party through this rule (registered with the files module's `FileAccess`). Anyone else still gets 404.
 */
@Injectable()
export class ChatFileAccessRule implements FileAccessRule, OnModuleInit {
  readonly name = 'chat images';

  constructor(
    private readonly files: FileAccess,
    private readonly repo: ChatRepository,
    private readonly access: ChatAccess,
  ) {}

  onModuleInit(): void {
    this.files.register(this);
  }

  async allows(viewerId: bigint, fileId: bigint): Promise<boolean> {
    for (const orderId of await this.repo.ordersShowingImage(fileId)) {
      if (await this.access.seatOrNull(viewerId, orderId)) return true;
    }
    return false;
  }
}
