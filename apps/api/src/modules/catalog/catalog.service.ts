import { Injectable } from '@nestjs/common';
import type {
  CoinDto,
  CoinPairDto,
  CountryDto,
  CreditSettingDto,
  DictEntryDto,
  DocumentDto,
  Page,
} from '@p2p/contracts';
import { toDictLanguage, type Language } from '@p2p/i18n';
import { AppException } from '../../core/common/app-exception.js';
import { PrismaService } from '../../core/infra/prisma.service.js';

const INT4_MAX = 2_147_483_647;

/** Reference data: coins, coin pairs, countries, dictionary, credit settings, documents. */
@Injectable()
export class CatalogService {
  constructor(private readonly prisma: PrismaService) {}

  private get db() {
    return this.prisma.client;
  }

  async coins(pageNo: number, pageSize: number): Promise<Page<CoinDto>> {
    const where = { enabled: true };
    const [total, rows] = await Promise.all([
      this.db.coin.count({ where }),
      this.db.coin.findMany({
        where,
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
        skip: (pageNo - 1) * pageSize,
        take: pageSize,
        include: { chains: { where: { enabled: true }, orderBy: { chain: 'asc' } } },
      }),
    ]);
    const list = rows.map((c) => ({
      id: String(c.id),
      enShort: c.enShort,
      name: c.name,
      assetScale: c.assetScale,
      icon: c.icon,
      sort: c.sort,
      chains: c.chains.map((ch) => ({ chainType: ch.chain, contractAddress: ch.contractAddress ?? '' })),
    }));
    return { list, total, pageNo, pageSize };
  }

  async coinPairs(pageNo: number, pageSize: number): Promise<Page<CoinPairDto>> {
    const where = { enabled: true, coin: { enabled: true } };
    const [total, rows] = await Promise.all([
      this.db.coinPair.count({ where }),
      this.db.coinPair.findMany({
        where,
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
        skip: (pageNo - 1) * pageSize,
        take: pageSize,
        include: { coin: { select: { enShort: true } } },
      }),
    ]);
    const list = rows.map((p) => ({
      id: String(p.id),
      coinId: String(p.coinId),
      enShort: p.coin.enShort,
      quote: p.quote,
      minPrice: p.minPrice?.toFixed() ?? null,
      maxPrice: p.maxPrice?.toFixed() ?? null,
      minQuantity: p.minQuantity?.toFixed() ?? null,
      maxQuantity: p.maxQuantity?.toFixed() ?? null,
      priceScale: p.priceScale,
      quantityScale: p.quantityScale,
      enabled: p.enabled,
    }));
    return { list, total, pageNo, pageSize };
  }

  /** Every country with a 2-letter code; YU (no longer a country) never appears. */
  async countries(): Promise<CountryDto[]> {
    const rows = await this.db.country.findMany({
      where: { abb2: { not: 'YU' } },
      orderBy: [{ sort: 'asc' }, { name: 'asc' }],
    });
    return rows
      .filter((c) => c.abb2.trim().length === 2)
      .map((c) => ({
        code: c.code,
        abb2: c.abb2,
        name: c.name,
        latitude: c.latitude,
        longitude: c.longitude,
      }));
  }

  /** Dictionary entries in the caller's language, mapped to ZH_TW, EN_US, KO_KR or VI_VN. */
  async dict(lang: Language, type?: string): Promise<DictEntryDto[]> {
    const language = toDictLanguage(lang);
    const rows = await this.db.dictEntry.findMany({
      where: { language, enabled: true, ...(type ? { type } : {}) },
      orderBy: [{ type: 'asc' }, { sort: 'asc' }, { id: 'asc' }],
    });
    return rows.map((d) => ({
      type: d.type,
      key: d.code,
      value: d.label,
      language: d.language,
      sort: d.sort,
    }));
  }

  /** The credit rules; the first entry's `deduct` is the cancellation penalty. */
  async creditSettings(): Promise<CreditSettingDto[]> {
    const rows = await this.db.creditSetting.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return rows.map((s) => ({
      id: String(s.id),
      type: s.type,
      deduct: s.deduct,
      freeTimes: s.dailyFreeCancellations,
      description: s.description,
    }));
  }

  /** A help article or legal page in the caller's language, else English; 404 when it does not exist. */
  async document(rawId: string, lang: Language): Promise<DocumentDto> {
    if (!/^\d{1,10}$/.test(rawId) || Number(rawId) > INT4_MAX || Number(rawId) < 1) {
      throw new AppException('NOT_FOUND');
    }
    const doc = await this.db.document.findFirst({
      where: { id: Number(rawId), enabled: true },
      include: { contents: { where: { language: { in: [lang, 'en'] } } } },
    });
    const content =
      doc?.contents.find((c) => c.language === lang) ?? doc?.contents.find((c) => c.language === 'en');
    if (!doc || !content) throw new AppException('NOT_FOUND');
    return {
      id: String(doc.id),
      title: content.title,
      content: content.content,
      language: content.language,
      updatedAt: content.updatedAt.toISOString(),
    };
  }
}
