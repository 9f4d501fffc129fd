import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';

/** A socket's payload as Nest's adapter maps it: the data, and the client's ack when it sent one. */
export interface MappedPayload {
  data: unknown;
  ack?: unknown;
}

/** The socket the handlers listen on: socket.io's, or any emitter alike in a test. */
export interface HandledSocket {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  readonly disconnected: boolean;
}

/** A handler's answer that names an event to emit rather than an ack. */
function isEventAnswer(response: unknown): response is { event: string; data: unknown } {
  return (
    typeof response === 'object' &&
    response !== null &&
    typeof (response as { event?: unknown }).event === 'string'
  );
}

/**
 * What Nest's socket.io adapter does for each message handler of a socket, as one plain listener per
 * message: the payload and its ack mapped alike (`mapPayload`, on fromEvent's convention: one argument
 * alone, several as an array), a handler's answer sent as its ack or emitted as `{ event, data }`, a
 * handler's failure reported and the socket kept listening, and an answer that comes after the socket
 * closed dropped (Nest's `takeUntil(disconnect)`). Nest builds an RxJS pipeline per message and per
 * socket, which held about 10 kB of every open socket's memory (issue 28, bench/live.mjs).
 */
export function bindSocketHandlers(
  socket: HandledSocket,
  handlers: MessageMappingProperties[],
  transform: (result: unknown) => Observable<unknown>,
  deps: { mapPayload: (payload: unknown) => MappedPayload; onError: (err: unknown) => void },
): void {
  for (const { message, callback, isAckHandledManually } of handlers) {
    socket.on(String(message), (...args: unknown[]) => {
      const { data, ack } = deps.mapPayload(args.length > 1 ? args : args[0]);
      const answer = (response: unknown) => {
        if (response === null || response === undefined || socket.disconnected) return;
        if (isEventAnswer(response)) {
          socket.emit(response.event, response.data);
          return;
        }
        if (!isAckHandledManually && typeof ack === 'function') (ack as (r: unknown) => void)(response);
      };
      try {
        transform(callback(data, ack)).subscribe({ next: answer, error: deps.onError });
      } catch (err) {
        deps.onError(err);
      }
    });
  }
}
