import { Injectable } from '@nestjs/common';
import type {
  ContentLanguage,
  CreateOpsDocumentDto,
  OpsCoinDto,
  OpsCoinPairDto,
  OpsCountryDto,
  OpsDictEntryDto,
  OpsDictQueryDto,
  OpsDocumentDto,
  OpsDocumentSummaryDto,
  SaveDocumentContentDto,
  UpdateOpsCoinDto,
  UpdateOpsCoinPairDto,
  UpdateOpsCountryDto,
  UpdateOpsDictEntryDto,
  UpdateOpsDocumentDto,
} from '@p2p/contracts';
import { type AuditValue, AuditService } from '../../core/audit/audit.service.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { AdRepricingService } from '../ads/ad-repricing.service.js';
import { CatalogAdminService, type PairAdminRow } from '../catalog/catalog-admin.service.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';
import {
  auditJson,
  coinView,
  countryView,
  dictView,
  documentSummaries,
  documentView,
  pairView,
} from './admin-ops-views.js';

/** Who changes, from where: what every audit row of a change names. */
export interface Actor {
  staff: StaffPrincipal;
  ip: string | null;
}

/** Whether the pair's floating ads must be priced again: the reference, the range or the scale moved. */
function repricingNeeded(before: PairAdminRow, after: PairAdminRow): boolean {
  return (
    after.referencePrice !== null &&
    (before.referencePrice !== after.referencePrice ||
      before.minPrice !== after.minPrice ||
      before.maxPrice !== after.maxPrice ||
      before.priceScale !== after.priceScale)
  );
}

/**
 * The operators' changes of reference data (issue 13): each one is the catalog module's change, its
 * audit row (who, what, the row before and after) and, for a pair's price, the repricing of its floating
 * ads, all in one transaction; after the commit every API process drops its reference cache.
 */
@Injectable()
export class OpsCatalogService {
  constructor(
    private readonly catalog: CatalogAdminService,
    private readonly repricing: AdRepricingService,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  /** Runs `change` with its audit row in one transaction, then notifies the reference channel. */
  private async change<T>(
    actor: Actor,
    what: string,
    change: (
      tx: Tx,
    ) => Promise<{ result: T; action: string; target: string; before: AuditValue; after: AuditValue }>,
  ): Promise<T> {
    const result = await this.runner.run(async (tx) => {
      const c = await change(tx);
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: c.action,
          target: c.target,
          data: { before: c.before, after: c.after },
          ip: actor.ip,
        },
        tx,
      );
      return c.result;
    });
    await this.catalog.changed(what);
    return result;
  }

  async coins(): Promise<OpsCoinDto[]> {
    return (await this.catalog.coins()).map(coinView);
  }

  updateCoin(actor: Actor, id: string, dto: UpdateOpsCoinDto): Promise<OpsCoinDto> {
    return this.change(actor, 'coins', async (tx) => {
      const { before, after } = await this.catalog.updateCoin(tx, id, dto);
      return {
        result: coinView(after),
        action: 'OPS_COIN_UPDATE',
        target: `coin:${after.id}`,
        before: auditJson(coinView(before)),
        after: auditJson(coinView(after)),
      };
    });
  }

  async coinPairs(): Promise<OpsCoinPairDto[]> {
    return (await this.catalog.coinPairs()).map(pairView);
  }

  updateCoinPair(actor: Actor, id: string, dto: UpdateOpsCoinPairDto): Promise<OpsCoinPairDto> {
    return this.change(actor, 'coin_pairs', async (tx) => {
      const { before, after } = await this.catalog.updateCoinPair(tx, id, dto);
      const view = pairView(after);
      let repriced = 0;
      if (repricingNeeded(before, after) && view.referencePrice !== null) {
        repriced = await this.repricing.repriceWith(
          {
            id: after.id,
            minPrice: view.minPrice,
            maxPrice: view.maxPrice,
            priceScale: after.priceScale,
            referencePrice: view.referencePrice,
          },
          tx,
        );
      }
      return {
        result: view,
        action: 'OPS_COIN_PAIR_UPDATE',
        target: `coin_pair:${after.id}`,
        before: auditJson(pairView(before)),
        after: auditJson({ ...view, repricedAds: repriced }),
      };
    });
  }

  async countries(): Promise<OpsCountryDto[]> {
    return (await this.catalog.countries()).map(countryView);
  }

  updateCountry(actor: Actor, code: string, dto: UpdateOpsCountryDto): Promise<OpsCountryDto> {
    return this.change(actor, 'countries', async (tx) => {
      const { before, after } = await this.catalog.updateCountry(tx, code, dto);
      return {
        result: countryView(after),
        action: 'OPS_COUNTRY_UPDATE',
        target: `country:${after.code}`,
        before: auditJson(countryView(before)),
        after: auditJson(countryView(after)),
      };
    });
  }

  async dict(q: OpsDictQueryDto): Promise<OpsDictEntryDto[]> {
    return (await this.catalog.dictEntries(q)).map(dictView);
  }

  updateDict(actor: Actor, id: string, dto: UpdateOpsDictEntryDto): Promise<OpsDictEntryDto> {
    return this.change(actor, 'dict_entries', async (tx) => {
      const { before, after } = await this.catalog.updateDictEntry(tx, id, dto);
      return {
        result: dictView(after),
        action: 'OPS_DICT_UPDATE',
        target: `dict:${after.id}`,
        before: auditJson(dictView(before)),
        after: auditJson(dictView(after)),
      };
    });
  }

  async documents(): Promise<OpsDocumentSummaryDto[]> {
    const { documents, contents } = await this.catalog.documents();
    return documentSummaries(documents, contents);
  }

  async document(id: string): Promise<OpsDocumentDto> {
    return documentView(await this.catalog.document(id));
  }

  createDocument(actor: Actor, dto: CreateOpsDocumentDto): Promise<OpsDocumentDto> {
    return this.change(actor, 'documents', async (tx) => {
      const created = documentView(await this.catalog.createDocument(tx, dto));
      return {
        result: created,
        action: 'OPS_DOCUMENT_CREATE',
        target: `document:${created.id}`,
        before: null,
        after: auditJson(created),
      };
    });
  }

  updateDocument(actor: Actor, id: string, dto: UpdateOpsDocumentDto): Promise<OpsDocumentDto> {
    return this.change(actor, 'documents', async (tx) => {
      const { before, after } = await this.catalog.updateDocument(tx, id, dto);
      const { contents: _b, ...beforeMeta } = documentView(before);
      const view = documentView(after);
      const { contents: _a, ...afterMeta } = view;
      return {
        result: view,
        action: 'OPS_DOCUMENT_UPDATE',
        target: `document:${view.id}`,
        before: auditJson(beforeMeta),
        after: auditJson(afterMeta),
      };
    });
  }

  saveContent(
    actor: Actor,
    id: string,
    language: ContentLanguage,
    dto: SaveDocumentContentDto,
  ): Promise<OpsDocumentDto> {
    return this.change(actor, 'document_contents', async (tx) => {
      const { before, after } = await this.catalog.saveContent(tx, id, language, dto);
      const view = documentView(after);
      return {
        result: view,
        action: 'OPS_DOCUMENT_CONTENT_SAVE',
        target: `document:${view.id}:${language}`,
        before: before ? auditJson({ language, title: before.title, content: before.content }) : null,
        after: auditJson({ language, title: dto.title, content: dto.content }),
      };
    });
  }
}
