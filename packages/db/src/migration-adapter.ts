// The pg driver adapter as the Prisma CLI's schema engine needs it (see prisma.config.ts).
import { PrismaPg } from '@prisma/adapter-pg';
import type { Pool, PoolClient, QueryResult } from 'pg';

const NAME_OID = 19;
const CHAR_OID = 18;
const TEXT_OID = 25;

/** ColumnTypeEnum.Character of @prisma/driver-adapter-utils: a one-character value. */
const CHARACTER_COLUMN = 6;
/** Names of the `"char"` columns of each result, read back when the adapter types its columns. */
const charColumns = new WeakMap<object, Set<string>>();

/**
 * The adapter cannot map Postgres `name` and `"char"` columns, which the engine's catalogue queries
 * return: `name` becomes text; `"char"` (e.g. pg_constraint.contype) becomes text for the adapter and is
 * typed back as a character column afterwards, which is what the engine decodes it as.
 */
function remapFields(result: unknown): void {
  const fields = (result as QueryResult | undefined)?.fields;
  if (!fields) return;
  const chars = new Set<string>();
  for (const field of fields) {
    if (field.dataTypeID === CHAR_OID) chars.add(field.name);
    if (field.dataTypeID === NAME_OID || field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
  }
  if (chars.size > 0) charColumns.set(result as object, chars);
}

interface RawQueryable {
  performIO(query: object): Promise<unknown>;
  queryRaw(query: object): Promise<{ columnNames: string[]; columnTypes: number[] }>;
}

/** Types the `"char"` columns of raw results as characters (see remapFields). */
function patchCharColumns(adapter: unknown): void {
  const target = adapter as RawQueryable;
  const byQuery = new WeakMap<object, Set<string>>();
  const performIO = target.performIO.bind(target);
  target.performIO = async (query) => {
    const result = await performIO(query);
    const chars = result ? charColumns.get(result as object) : undefined;
    if (chars) byQuery.set(query, chars);
    return result;
  };
  const queryRaw = target.queryRaw.bind(target);
  target.queryRaw = async (query) => {
    const result = await queryRaw(query);
    const chars = byQuery.get(query);
    if (chars) {
      result.columnTypes = result.columnTypes.map((t, i) =>
        chars.has(result.columnNames[i] ?? '') ? CHARACTER_COLUMN : t,
      );
    }
    return result;
  };
}

function patchQuery(target: { query: (...args: unknown[]) => unknown }): void {
  const original = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    const out = original(...args);
    if (out instanceof Promise) return out.then((r) => (remapFields(r), r));
    return out;
  };
}

function patchClient(client: PoolClient): void {
  const marked = client as PoolClient & { __p2pPatched?: boolean };
  if (marked.__p2pPatched) return;
  patchQuery(client as unknown as { query: (...args: unknown[]) => unknown });
  marked.__p2pPatched = true;
}

type ConnectCallback = (err: Error | undefined, client?: PoolClient, done?: () => void) => void;

function patchPool(pool: Pool): void {
  patchQuery(pool as unknown as { query: (...args: unknown[]) => unknown });
  // pg's own Pool.query calls connect with a callback, so both forms must keep working.
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<PoolClient> | undefined;
  (pool as unknown as { connect: (cb?: ConnectCallback) => unknown }).connect = (cb?: ConnectCallback) => {
    if (cb) {
      return connect((err, client, done) => {
        if (client) patchClient(client);
        cb(err, client, done);
      });
    }
    return (connect() as Promise<PoolClient>).then((client) => (patchClient(client), client));
  };
}

class MigrationPg extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    patchPool((adapter as unknown as { client: Pool }).client);
    patchCharColumns(adapter);
    return adapter;
  }
  override async connectToShadowDb() {
    const adapter = await super.connectToShadowDb();
    patchPool((adapter as unknown as { client: Pool }).client);
    patchCharColumns(adapter);
    return adapter;
  }
}

/** Separate fields, not a connection string: with a string the shadow database would be the real one. */
export function migrationAdapter(databaseUrl: string): PrismaPg {
  const url = new URL(databaseUrl);
  return new MigrationPg({
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.slice(1)),
    idleTimeoutMillis: 200,
  });
}
