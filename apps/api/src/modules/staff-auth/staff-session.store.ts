import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { RedisService } from '../../core/infra/redis.service.js';

/** Server-side staff sessions: a token is valid only while its id is here, so sign-out really ends it. */
@Injectable()
export class StaffSessionStore {
  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key(jti: string): string {
    return `staff-session:${jti}`;
  }

  async open(jti: string, staffId: number): Promise<void> {
    await this.redis.client.set(this.key(jti), String(staffId), 'EX', this.config.staffSessionHours * 3600);
  }

  async staffIdOf(jti: string): Promise<number | null> {
    const value = await this.redis.client.get(this.key(jti));
    return value === null ? null : Number(value);
  }

  async close(jti: string): Promise<void> {
    await this.redis.client.del(this.key(jti));
  }
}
