import { Inject, Injectable } from '@nestjs/common';
import bcrypt from 'bcrypt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** bcrypt with the configured cost, for login and security passwords. */
@Injectable()
export class PasswordHasher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.config.auth.bcryptCost);
  }
}
