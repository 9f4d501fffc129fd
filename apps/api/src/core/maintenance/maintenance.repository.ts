import { Injectable } from '@nestjs/common';
import { type Db, SqlService } from '../infra/db/sql.service.js';
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

  /** The stored value of a setting read in `db` (no lock); null when it is not set. */
  async settingValueIn(db: Db, key: string): Promise<unknown> {
    const [row] = await db<{ value: unknown }[]>`select value from system_settings where key = ${key}`;
    return row ? row.value : null;
  }

  /** The stored value of a setting inside `tx`, the row locked until it ends (null when not set). */
  async lockSettingValue(tx: Db, key: string): Promise<unknown> {
    const [row] = await tx<{ value: unknown }[]>`
      select value from system_settings where key = ${key} for update`;
    return row ? row.value : null;
  }

  /**
   * The stored value of a setting inside `tx`, the row share-locked until it ends (a writer, which locks
   * it for update, waits for `tx`, and `tx` waits for a writer's commit); null when not set.
   */
  async shareSettingValue(tx: Db, key: string): Promise<unknown> {
    const [row] = await tx<{ value: unknown }[]>`
      select value from system_settings where key = ${key} for share`;
    return row ? row.value : null;
  }

  /** Writes a setting in `tx` (the caller notifies after the commit). */
  async saveSetting(tx: Db, key: string, value: Record<string, string>): Promise<void> {
    await tx`
      insert into system_settings (key, value, updated_at) values (${key}, ${tx.json(value)}, now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`;
  }

  /** Removes a setting in `tx`. */
  async deleteSetting(tx: Db, key: string): Promise<void> {
    await tx`delete from system_settings where key = ${key}`;
  }

  /** Tells every API process that a setting changed (delivered on commit when inside a transaction). */
  async notifySettingChanged(key: string): Promise<void> {
    await this.db.sql`SELECT pg_notify(${SETTINGS_CHANGED_CHANNEL}, ${key})`;
  }
}
