import { Injectable } from '@nestjs/common';
import { CANDLE_INTERVALS, type CandleInterval } from '@p2p/contracts';
import { ReadSqlService } from '../../core/infra/db/read-sql.service.js';
import { type Db, type Sql, SqlService, type Tx } from '../../core/infra/db/sql.service.js';
import { CANDLE_STEPS, type CandleRow, type LatestPriceFacts } from './price-stats.js';

/** Candle buckets start at 00:00 UTC (date_bin's origin), so a day candle is a UTC day. */
const ORIGIN = '2000-01-01T00:00:00Z';

/** A trade's price as the orders module records it when an order completes. */
export interface NewTick {
  coinPairId: number;
  /** Unit price (quote currency), a decimal string. */
  price: string;
  /** Quantity traded (coin units), a decimal string. */
  volume: string;
  orderId: bigint;
  at: Date;
}

/** What one rollup round did. */
export interface RollupCounts {
  ticks: number;
  candles: Record<CandleInterval, number>;
}

interface FactsRow {
  id: number;
  price: string | null;
  lastAt: Date | null;
  high: string | null;
  low: string | null;
  dayVolume: string;
  dayTurnover: string;
  dayTrades: number;
  baseVolume: string;
  baseTurnover: string;
  baseTrades: number;
  lastBeforeMidnight: string | null;
}

/**
 * Owns `price_ticks` (one per completed order) and `price_candles` (rolled up from the ticks by the
 * `prices.rollup` job). Numerics come back as text and stay exact.
 */
@Injectable()
export class PricesRepository {
  /** The price history reads a replica where one is configured (issue 27); ticks and roll-ups, the primary. */
  constructor(
    private readonly db: SqlService,
    private readonly reads: ReadSqlService,
  ) {}

  get pool(): Sql {
    return this.db.sql;
  }

  /** Records a trade's price in `db` (the order's completing transaction); a second call for the order is a no-op. */
  async insertTick(db: Db, tick: NewTick): Promise<boolean> {
    const rows = await db`
      insert into price_ticks (coin_pair_id, price, volume, order_id, at)
      values (${tick.coinPairId}, ${tick.price}::numeric, ${tick.volume}::numeric, ${tick.orderId.toString()}::bigint, ${tick.at})
      on conflict (order_id) do nothing
      returning id`;
    return rows.length > 0;
  }

  /**
   * Per pair: the last trade at or before `asOf`, the 24 hours up to `asOf` (high, low, volume, turnover,
   * trades), the 24 hours before `midnight` and the last price before it. Each part is an index range
   * scan of `price_ticks (coin_pair_id, at)`.
   */
  async latestFacts(
    pairIds: readonly number[],
    asOf: Date,
    midnight: Date,
  ): Promise<Map<number, LatestPriceFacts>> {
    if (pairIds.length === 0) return new Map();
    const rows = await this.reads.sql<FactsRow[]>`
      select p.id, l.price::text as price, l.at as "lastAt",
        d.high::text as high, d.low::text as low, d.volume::text as "dayVolume",
        d.turnover::text as "dayTurnover", d.trades as "dayTrades",
        b.volume::text as "baseVolume", b.turnover::text as "baseTurnover", b.trades as "baseTrades",
        m.price::text as "lastBeforeMidnight"
      from unnest(${pairIds as number[]}::int[]) as p(id)
      left join lateral (
        select price, at from price_ticks
        where coin_pair_id = p.id and at <= ${asOf}
        order by at desc, id desc limit 1
      ) l on true
      cross join lateral (
        select max(price) as high, min(price) as low, coalesce(sum(volume), 0) as volume,
          coalesce(sum(price * volume), 0) as turnover, count(*)::int as trades
        from price_ticks
        where coin_pair_id = p.id and at > ${asOf}::timestamptz - interval '24 hours' and at <= ${asOf}
      ) d
      cross join lateral (
        select coalesce(sum(volume), 0) as volume, coalesce(sum(price * volume), 0) as turnover,
          count(*)::int as trades
        from price_ticks
        where coin_pair_id = p.id and at >= ${midnight}::timestamptz - interval '24 hours' and at < ${midnight}
      ) b
      left join lateral (
        select price from price_ticks
        where coin_pair_id = p.id and at < ${midnight}
        order by at desc, id desc limit 1
      ) m on true`;
    return new Map(
      rows.map((r) => [
        r.id,
        {
          price: r.price,
          lastTradeAt: r.lastAt,
          day: {
            trades: r.dayTrades,
            volume: r.dayVolume,
            turnover: r.dayTurnover,
            high: r.high,
            low: r.low,
          },
          base: { trades: r.baseTrades, volume: r.baseVolume, turnover: r.baseTurnover },
          lastBeforeMidnight: r.lastBeforeMidnight,
        },
      ]),
    );
  }

  /** A pair's candles of one width with `from <= bucket_start <= to`, oldest first. */
  candles(pairId: number, interval: CandleInterval, from: Date, to: Date): Promise<CandleRow[]> {
    return this.reads.sql<CandleRow[]>`
      select bucket_start as "bucketStart", open::text as open, high::text as high, low::text as low,
        close::text as close, volume::text as volume, turnover::text as turnover, trades
      from price_candles
      where coin_pair_id = ${pairId} and interval = ${interval}
        and bucket_start >= ${from} and bucket_start <= ${to}
      order by bucket_start`;
  }

  /**
   * Folds the ticks not rolled up yet into their candles, in `tx` (repeatable read: every statement sees
   * the same ticks). Each touched bucket of each width is recomputed whole from all its ticks and
   * upserted (a row that would not change is left alone), then those ticks are marked rolled. A tick
   * committed meanwhile is not in the snapshot and waits for the next round, so two rounds give the same
   * candles as one.
   */
  async rollUp(tx: Tx): Promise<RollupCounts> {
    const candles = {} as Record<CandleInterval, number>;
    for (const interval of CANDLE_INTERVALS) {
      const step = CANDLE_STEPS[interval].sql;
      const [{ n }] = await tx<[{ n: number }]>`
        with dirty as (
          select distinct coin_pair_id, date_bin(${step}::interval, at, ${ORIGIN}::timestamptz) as bucket_start
          from price_ticks where rolled_at is null
        ), upserted as (
          insert into price_candles as c (coin_pair_id, interval, bucket_start, open, high, low, close,
            volume, turnover, trades, updated_at)
        select d.coin_pair_id, ${interval}, d.bucket_start, o.price, a.high, a.low, z.price, a.volume,
          trunc(a.turnover, 30), a.trades, now()
        from dirty d
        cross join lateral (
          select max(price) as high, min(price) as low, sum(volume) as volume,
            sum(price * volume) as turnover, count(*)::int as trades
          from price_ticks
          where coin_pair_id = d.coin_pair_id and at >= d.bucket_start
            and at < d.bucket_start + ${step}::interval
        ) a
        cross join lateral (
          select price from price_ticks
          where coin_pair_id = d.coin_pair_id and at >= d.bucket_start
            and at < d.bucket_start + ${step}::interval
          order by at, id limit 1
        ) o
        cross join lateral (
          select price from price_ticks
          where coin_pair_id = d.coin_pair_id and at >= d.bucket_start
            and at < d.bucket_start + ${step}::interval
          order by at desc, id desc limit 1
        ) z
        on conflict (coin_pair_id, interval, bucket_start) do update set
          open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
          volume = excluded.volume, turnover = excluded.turnover, trades = excluded.trades,
          updated_at = excluded.updated_at
        where (c.open, c.high, c.low, c.close, c.volume, c.turnover, c.trades)
          is distinct from (excluded.open, excluded.high, excluded.low, excluded.close, excluded.volume,
            excluded.turnover, excluded.trades)
        returning 1
        )
        select count(*)::int as n from upserted`;
      candles[interval] = n;
    }
    const [{ n: ticks }] = await tx<[{ n: number }]>`
      with rolled as (update price_ticks set rolled_at = now() where rolled_at is null returning 1)
      select count(*)::int as n from rolled`;
    return { ticks, candles };
  }
}
