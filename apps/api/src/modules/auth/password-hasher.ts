import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import bcrypt from 'bcrypt';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';

/** bcrypt with the configured cost, for login and security passwords. */
@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.config.auth.bcryptCost);
  }

  /**
   * A hash of nothing at the configured cost, compared against when the account is unknown or has no
   * password, so that a miss takes as long as a wrong password and tells nothing.
   */
  dummyHash(): Promise<string> {
    this.dummy ??= bcrypt.hash(randomUUID(), this.config.auth.bcryptCost);
    return this.dummy;
  }
}
