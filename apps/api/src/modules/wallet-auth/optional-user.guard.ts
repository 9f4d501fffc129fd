import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { isInfrastructureError } from '../../core/infra/infrastructure-error.js';

/**
 * Reads the trader session when a token is sent; lets the call through without one. A session check
 * that could not reach the database answers 503 rather than treating a signed-in caller as a stranger.
 */
@Injectable()
export class OptionalUserGuard extends AuthGuard('user-jwt') {
  override handleRequest<T>(err: unknown, user: T): T {
    if (isInfrastructureError(err)) throw err;
    return (user || null) as T;
  }
}
