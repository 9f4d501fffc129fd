import { Injectable } from '@nestjs/common';
import { SocketEvent, type SocketMessage } from '@p2p/contracts';
import { LiveGateway } from './live.gateway.js';

/**
 * Sends a message to rooms of the `/fiat` namespace. Through the Redis adapter it reaches the sockets of
 * every API process. Only the live outbox consumer calls it: a change never pushes from its transaction.
 */
@Injectable()
export class LiveNotifier {
  constructor(private readonly gateway: LiveGateway) {}

  deliver(rooms: readonly string[], message: SocketMessage): void {
    if (rooms.length === 0) return;
    this.gateway.server.to([...rooms]).emit(SocketEvent.MESSAGE, message);
  }
}
