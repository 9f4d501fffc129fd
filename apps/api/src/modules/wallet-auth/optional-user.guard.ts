import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/** Reads the trader session when a token is sent; lets the call through without one. */
@Injectable()
export class OptionalUserGuard extends AuthGuard('user-jwt') {
  override handleRequest<T>(_err: unknown, user: T): T {
    return (user || null) as T;
  }
}
