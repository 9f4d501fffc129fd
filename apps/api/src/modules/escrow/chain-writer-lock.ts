// One writer per chain (DESIGN.md §5, issue 20): the role is a session-level PostgreSQL advisory lock held
// on a connection of its own, kept for as long as the process leads. It cannot lapse while its holder
// lives (no time to live), and it goes the moment its session ends: a process that dies, or whose lock
// connection is cut, lets the next one take over. Because a cut connection is noticed only when it is
// next used, the holder checks it before each signature (`alive`), and the transaction that records a
// signed payout checks again (`fence`), under a share lock on the chain's writer row, that this very
// session still holds the lock and that no other process took the role since (the epoch, bumped on each
// takeover). A process that lost the role records nothing; the one that took it over waits for an
// in-flight recording to finish before it reads the nonce row.
import { ChainKind } from '@p2p/chain';
import postgres from 'postgres';
import type { Tx } from '../../core/infra/db/sql.service.js';

/** The advisory lock's first key: this application's writer locks ("P2PW"). */
const LOCK_SPACE = 0x50325057;
/** The second key, one per chain (fixed: every process must agree on it). */
const CHAIN_KEY: Record<ChainKind, number> = { [ChainKind.ERC20]: 1, [ChainKind.TRC20]: 2 };

/** Thrown where a writer that lost its role tries to write (the round stops; nothing is recorded). */
export class WriterLostError extends Error {
  override readonly name = 'WriterLostError';
  constructor(chain: ChainKind) {
    super(`this process no longer holds the writer role of ${chain}`);
  }
}

interface Held {
  /** The backend that holds the advisory lock. */
  pid: number;
  /** The writer epoch this process took the role with. */
  epoch: string;
}

/** A chain's writer role for this process: held on a dedicated connection, fenced where it writes. */
export class ChainWriterLock {
  private readonly sql: postgres.Sql;
  private held: Held | null = null;

  constructor(
    databaseUrl: string,
    readonly chain: ChainKind,
    private readonly holder = `pid ${process.pid}`,
  ) {
    // One connection, never recycled by the pool (a new session would not hold the lock).
    this.sql = postgres(databaseUrl, {
      max: 1,
      idle_timeout: 0,
      max_lifetime: 0,
      connect_timeout: 10,
      onnotice: () => undefined,
      connection: { application_name: `p2p-writer-${chain}` },
    });
  }

  /** The backend holding the lock while this process leads (for operators and tests), else null. */
  get pid(): number | null {
    return this.held?.pid ?? null;
  }

  get epoch(): string | null {
    return this.held?.epoch ?? null;
  }

  /**
   * Takes the role when it is free, or confirms this process still has it; answers whether this process
   * leads now. Taking it bumps the chain's writer epoch.
   */
  async hold(): Promise<boolean> {
    if (this.held && (await this.alive())) return true;
    const key = CHAIN_KEY[this.chain];
    const [row] = await this.sql<{ locked: boolean; pid: number }[]>`
      select pg_try_advisory_lock(${LOCK_SPACE}::int, ${key}::int) as locked, pg_backend_pid() as pid`;
    if (!row?.locked) return false;
    const [writer] = await this.sql<{ epoch: string }[]>`
      insert into chain_writers (chain, epoch, holder_pid, holder, taken_at)
      values (${this.chain}, 1, ${row.pid}, ${this.holder}, now())
      on conflict (chain) do update set epoch = chain_writers.epoch + 1, holder_pid = excluded.holder_pid,
        holder = excluded.holder, taken_at = now()
      returning epoch::text as epoch`;
    this.held = { pid: row.pid, epoch: writer!.epoch };
    return true;
  }

  /**
   * Whether the lock's session is still the one that took the lock and still holds it (asked on the lock
   * connection itself: a cut connection fails here, or comes back as a new session without the lock).
   * False drops the role at once.
   */
  async alive(): Promise<boolean> {
    const held = this.held;
    if (!held) return false;
    try {
      const [row] = await this.sql<{ pid: number; holds: boolean }[]>`
        select pg_backend_pid() as pid, exists(
          select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and granted
            and classid = ${LOCK_SPACE}::int::oid and objid = ${CHAIN_KEY[this.chain]}::int::oid
            and objsubid = 2) as holds`;
      if (row?.pid === held.pid && row.holds) return true;
    } catch {
      // The connection is gone: the lock went with its session.
    }
    if (this.held === held) this.held = null;
    return false;
  }

  /**
   * Inside the transaction that records a signed payout: throws WriterLostError unless this process's lock
   * session still holds the lock and no takeover happened since it took the role. The share lock on the
   * writer row makes a takeover wait until this transaction ends.
   */
  async fence(tx: Tx): Promise<void> {
    const held = this.held;
    if (!held) throw new WriterLostError(this.chain);
    const [row] = await tx<{ ok: boolean }[]>`
      select w.epoch = ${held.epoch}::bigint and exists(
          select 1 from pg_locks l where l.locktype = 'advisory' and l.pid = ${held.pid} and l.granted
            and l.classid = ${LOCK_SPACE}::int::oid and l.objid = ${CHAIN_KEY[this.chain]}::int::oid
            and l.objsubid = 2
            and l.database = (select oid from pg_database where datname = current_database())) as ok
      from chain_writers w where w.chain = ${this.chain} for share of w`;
    if (!row?.ok) {
      if (this.held === held) this.held = null;
      throw new WriterLostError(this.chain);
    }
  }

  /** Gives the role up (shutdown) and closes the lock connection. */
  async release(): Promise<void> {
    if (this.held) {
      this.held = null;
      await this.sql`select pg_advisory_unlock(${LOCK_SPACE}::int, ${CHAIN_KEY[this.chain]}::int)`.catch(
        () => undefined, // the session is gone already: so is its lock
      );
    }
    await this.sql.end({ timeout: 5 });
  }
}
