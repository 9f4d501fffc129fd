import { Injectable } from '@nestjs/common';
import { SqlService } from '../infra/db/sql.service.js';
import { PrismaService } from '../infra/prisma.service.js';

/** The channel a writer of `system_settings` notifies (payload: the key), so every API process re-reads it. */
export const SETTINGS_CHANGED_CHANNEL = 'p2p_settings_changed';

/** The table `system_settings`, and its change notifications. */
@Injectable()
export class MaintenanceRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly db: SqlService,
  ) {}

  /** The stored JSON value of a setting, or null when it is not set. */
  async settingValue(key: string): Promise<unknown> {
    const row = await this.prisma.client.systemSetting.findUnique({ where: { key } });
    return row ? row.value : null;
  }

  /**
   * Calls `onChange` for each notification on the settings channel, and `onListen` each time the
   * listening connection (re)starts (a reconnect may have missed notifications). postgres.js keeps one
   * dedicated listening connection and listens again after it drops. Resolves with the way to stop.
   */
  async onSettingsChanged(
    onChange: (key: string) => void,
    onListen: () => void,
  ): Promise<() => Promise<void>> {
    const { unlisten } = await this.db.sql.listen(SETTINGS_CHANGED_CHANNEL, onChange, onListen);
    return unlisten;
  }

  /** Tells every API process that a setting changed (delivered on commit when inside a transaction). */
  async notifySettingChanged(key: string): Promise<void> {
    await this.db.sql`SELECT pg_notify(${SETTINGS_CHANGED_CHANNEL}, ${key})`;
  }
}
