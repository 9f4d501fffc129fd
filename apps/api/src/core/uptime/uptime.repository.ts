import { Injectable } from '@nestjs/common';
import type { OutageKind } from '@p2p/contracts';
import { type Db, SqlService, type Tx } from '../infra/db/sql.service.js';

export interface OutageRow {
  kind: OutageKind;
  startAt: Date;
  endAt: Date;
}

/** `heartbeats` and `outages`: when the API was last alive, and the periods nobody could act. */
@Injectable()
export class UptimeRepository {
  constructor(private readonly db: SqlService) {}

  /** Stores a beat and answers the one before it (null: the first ever). Replicas share the row. */
  async beat(name: string, at: Date): Promise<Date | null> {
    const sql = this.db.sql;
    const [row] = await sql<{ previous: Date | null }[]>`
      with previous as (select beat_at from heartbeats where name = ${name})
      insert into heartbeats as h (name, beat_at) values (${name}, ${at})
      on conflict (name) do update set beat_at = greatest(h.beat_at, excluded.beat_at)
      returning (select beat_at from previous) as previous`;
    return row?.previous ?? null;
  }

  /** The last beat of each heartbeat named (null where there is none), in the order asked. */
  async lastBeats(names: readonly string[], db: Db = this.db.sql): Promise<(Date | null)[]> {
    const rows = await db<{ name: string; beatAt: Date }[]>`
      select name, beat_at as "beatAt" from heartbeats where name in ${db(names)}`;
    return names.map((n) => rows.find((r) => r.name === n)?.beatAt ?? null);
  }

  /**
   * Records a period (once per kind and start: replicas that see the same gap, or the same maintenance
   * window beat after beat, write one row; a window whose end moved is updated).
   */
  async record(kind: OutageKind, startAt: Date, endAt: Date, db: Db = this.db.sql): Promise<void> {
    await db`
      insert into outages (kind, start_at, end_at) values (${kind}::outage_kind, ${startAt}, ${endAt})
      on conflict (kind, start_at) do update set end_at = excluded.end_at`;
  }

  /** Ends the period (kind, start) at `end`, or removes it when it had not begun by then. */
  async endPeriod(tx: Tx, kind: OutageKind, startAt: Date, end: Date): Promise<void> {
    if (end.getTime() <= startAt.getTime()) {
      await tx`delete from outages where kind = ${kind}::outage_kind and start_at = ${startAt}`;
      return;
    }
    await tx`
      insert into outages (kind, start_at, end_at) values (${kind}::outage_kind, ${startAt}, ${end})
      on conflict (kind, start_at) do update set end_at = least(outages.end_at, excluded.end_at)`;
  }

  /** The periods that overlap [from, to), oldest first. */
  async between(from: Date, to: Date, db: Db = this.db.sql): Promise<OutageRow[]> {
    return db<OutageRow[]>`
      select kind, start_at as "startAt", end_at as "endAt" from outages
      where start_at < ${to} and end_at > ${from}
      order by start_at, kind`;
  }
}
