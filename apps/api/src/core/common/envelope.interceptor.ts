import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ok } from '@p2p/contracts';
import { map, type Observable } from 'rxjs';

/** Wraps every successful answer in the envelope {code: "200", message, data}. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((data: unknown) => ok(data ?? null)));
  }
}
