import { Injectable } from '@nestjs/common';
import type {
  CoinPairDto,
  LatestPriceDto,
  LatestPricesQueryDto,
  Page,
  PriceHistoryDto,
  PriceHistoryQueryDto,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { candleOf, latestPrice, type PairInfo, rangeWindow, utcMidnight } from './price-stats.js';
import { PricesRepository } from './prices.repository.js';

const DEFAULT_PRICE_SCALE = 2;

function pairInfo(p: CoinPairDto): PairInfo {
  return {
    id: Number(p.id),
    coin: p.enShort,
    quote: p.quote,
    priceScale: p.priceScale ?? DEFAULT_PRICE_SCALE,
  };
}

/**
 * The latest prices and a pair's history (spec §2 home and /priceRecord, §7, §9). The 24h figures are
 * index range scans of the ticks; the history reads the candles the rollup job keeps (never the ticks).
 * Pairs are the catalogue's enabled ones; another pair answers 5045.
 */
@Injectable()
export class PricesService {
  constructor(
    private readonly repo: PricesRepository,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
  ) {}

  /** `GET /order/price/thread/new/page`: the enabled pairs in display order (or one), paged. */
  async latestPage(q: LatestPricesQueryDto, asOf: Date = this.clock.now()): Promise<Page<LatestPriceDto>> {
    const all = await this.catalog.enabledPairs();
    const chosen = q.coinPairId === undefined ? all : all.filter((p) => Number(p.id) === q.coinPairId);
    if (q.coinPairId !== undefined && chosen.length === 0) throw new AppException('PAIR_UNSUPPORTED');
    const pageOf = chosen.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize).map(pairInfo);
    return {
      list: await this.latest(pageOf, asOf),
      total: chosen.length,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  }

  /** `GET /order/price/history`: the pair's candles over the range, with its latest price. */
  async history(q: PriceHistoryQueryDto, asOf: Date = this.clock.now()): Promise<PriceHistoryDto> {
    const pair = await this.enabledPair(q.coinPairId);
    const { interval, from } = rangeWindow(q.range, asOf);
    const [rows, [latest]] = await Promise.all([
      this.repo.candles(pair.id, interval, from, asOf),
      this.latest([pair], asOf),
    ]);
    return {
      coinPairId: String(pair.id),
      range: q.range,
      interval,
      from: from.toISOString(),
      to: asOf.toISOString(),
      candles: rows.map((r) => candleOf(r, pair.priceScale)),
      latest: latest!,
    };
  }

  /** One enabled pair, or 5045. */
  async enabledPair(id: number): Promise<PairInfo> {
    const pair = (await this.catalog.enabledPairs()).find((p) => Number(p.id) === id);
    if (!pair) throw new AppException('PAIR_UNSUPPORTED');
    return pairInfo(pair);
  }

  /** The latest price answers of these pairs, in their order. */
  async latest(pairs: readonly PairInfo[], asOf: Date): Promise<LatestPriceDto[]> {
    const ids = pairs.map((p) => p.id);
    const [facts, references] = await Promise.all([
      this.repo.latestFacts(ids, asOf, utcMidnight(asOf)),
      this.catalog.referencePrices(ids),
    ]);
    return pairs.map((p) => latestPrice(p, facts.get(p.id)!, references.get(p.id) ?? null, asOf));
  }
}
