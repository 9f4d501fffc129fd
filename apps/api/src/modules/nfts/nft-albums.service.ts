import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ChainKind, normalizeAddress, readsNfts } from '@p2p/chain';
import {
  type CreateOpsNftAlbumDto,
  type OpsNftAlbumDto,
  type OpsNftItemDto,
  type Page,
  type PageQueryDto,
  type UpdateOpsNftAlbumDto,
  page,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import type { AuditValue } from '../../core/audit/audit.repository.js';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { ChainRegistry } from '../escrow/chain-registry.service.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';
import { NftAlbumsRepository } from './nft-albums.repository.js';
import { NftItemsRepository } from './nft-items.repository.js';
import { metadataJob } from './nft-jobs.js';
import { opsAlbumView, opsItemView } from './nfts-views.js';

/** Who changes, from where: what every audit row of a change names. */
export interface NftActor {
  staff: StaffPrincipal;
  ip: string | null;
}

/** The development chain's collection, as the chain file names it (the album seeded at start). */
export const DEV_COLLECTION_NAME = 'P2P Market Collection';

const audit = (value: object): AuditValue => JSON.parse(JSON.stringify(value)) as AuditValue;

function albumId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null || BigInt(id) > 2147483647n) throw new AppException('ALBUM_NOT_FOUND');
  return id;
}

/**
 * The operators' albums (issue 23): list, add (the contract must be an ERC-721 on a configured chain),
 * edit, enable and disable, each with its audit row in the change's transaction; an item's metadata asked
 * for again. The development chain's collection (CHAIN_FILE's NFT) is added at start when missing, the
 * way the coins' contracts are known from that file.
 */
@Injectable()
export class NftAlbumsService implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly albums: NftAlbumsRepository,
    private readonly items: NftItemsRepository,
    private readonly registry: ChainRegistry,
    private readonly runner: TransactionRunner,
    private readonly outbox: OutboxRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedDevCollection();
  }

  /** Adds the chain file's collection as an enabled album unless an album of that contract exists. */
  async seedDevCollection(): Promise<void> {
    const evm = this.config.chains.evm;
    if (!evm?.nftContract) return;
    const contract = normalizeAddress(ChainKind.ERC20, evm.nftContract);
    await this.runner.run((tx) =>
      this.albums.insert(tx, {
        classId: contract,
        name: DEV_COLLECTION_NAME,
        chain: ChainKind.ERC20,
        contractAddress: contract,
        creatorName: 'P2P Market',
        creatorAddress: evm.nftCreator ? normalizeAddress(ChainKind.ERC20, evm.nftCreator) : null,
        description: 'The development chain collection',
        enabled: true,
        startBlock: evm.startBlock,
        at: this.clock.now(),
      }),
    );
  }

  async list(): Promise<OpsNftAlbumDto[]> {
    return (await this.albums.list()).map((r) => opsAlbumView(r, r.itemsCount));
  }

  async create(actor: NftActor, dto: CreateOpsNftAlbumDto): Promise<OpsNftAlbumDto> {
    const chain = ChainKind.ERC20;
    const contract = normalizeAddress(chain, dto.contractAddress.toLowerCase());
    const adapter = this.registry.adapter(chain);
    // The contract is checked on the chain: an address that is no ERC-721 collection is refused.
    if (!adapter || !readsNfts(adapter)) throw new AppException('SERVICE_UNAVAILABLE');
    if (!(await adapter.isErc721(contract))) throw new AppException('ALBUM_NOT_FOUND');
    return this.change(actor, async (tx) => {
      const row = await this.albums.insert(tx, {
        classId: contract,
        name: dto.name,
        chain,
        contractAddress: contract,
        creatorName: dto.creatorName ?? null,
        creatorAddress: dto.creatorAddress ? normalizeAddress(chain, dto.creatorAddress.toLowerCase()) : null,
        description: dto.description ?? null,
        enabled: dto.enabled ?? true,
        startBlock: BigInt(dto.startBlock ?? '0'),
        at: this.clock.now(),
      });
      if (!row)
        throw new AppException('BAD_REQUEST', { contractAddress: 'an album of this contract exists' });
      const view = opsAlbumView(row, 0);
      return {
        result: view,
        action: 'OPS_NFT_ALBUM_CREATE',
        target: `nft_album:${row.id}`,
        before: null,
        after: view,
      };
    });
  }

  async update(actor: NftActor, rawId: string, dto: UpdateOpsNftAlbumDto): Promise<OpsNftAlbumDto> {
    const id = albumId(rawId);
    return this.change(actor, async (tx) => {
      const before = await this.albums.lock(tx, id);
      if (!before) throw new AppException('ALBUM_NOT_FOUND');
      const after = await this.albums.update(
        tx,
        id,
        {
          ...(dto.name !== undefined ? { name: dto.name } : {}),
          ...(dto.creatorName !== undefined ? { creatorName: dto.creatorName } : {}),
          ...(dto.creatorAddress !== undefined
            ? {
                creatorAddress:
                  dto.creatorAddress === null
                    ? null
                    : normalizeAddress(ChainKind.ERC20, dto.creatorAddress.toLowerCase()),
              }
            : {}),
          ...(dto.description !== undefined ? { description: dto.description } : {}),
          ...(dto.enabled !== undefined ? { enabled: dto.enabled } : {}),
        },
        this.clock.now(),
      );
      const count = (await this.items.pageOfAlbum(id, 1, 1, tx)).total;
      const action =
        dto.enabled !== undefined && dto.enabled !== before.enabled
          ? dto.enabled
            ? 'OPS_NFT_ALBUM_ENABLE'
            : 'OPS_NFT_ALBUM_DISABLE'
          : 'OPS_NFT_ALBUM_UPDATE';
      return {
        result: opsAlbumView(after, count),
        action,
        target: `nft_album:${id}`,
        before: opsAlbumView(before, count),
        after: opsAlbumView(after, count),
      };
    });
  }

  async albumItems(rawId: string, q: PageQueryDto): Promise<Page<OpsNftItemDto>> {
    const id = albumId(rawId);
    if (!(await this.albums.find(id))) throw new AppException('ALBUM_NOT_FOUND');
    const { rows, total } = await this.items.pageOfAlbum(id, q.pageNo, q.pageSize);
    return page(rows.map(opsItemView), total, q.pageNo, q.pageSize);
  }

  /** Asks for an item's metadata again: PENDING now, the job (queued with the change) reads it. */
  async refetch(actor: NftActor, rawId: string): Promise<OpsNftItemDto> {
    const id = parseRowId(rawId);
    if (id === null) throw new AppException('NFT_NOT_FOUND');
    const now = this.clock.now();
    return this.change(actor, async (tx) => {
      const before = await this.items.find(id, tx);
      if (!before) throw new AppException('NFT_NOT_FOUND');
      const after = (await this.items.markPending(tx, id, now))!;
      await this.outbox.append(tx, [metadataJob(id, now.getTime())]);
      return {
        result: opsItemView(after),
        action: 'OPS_NFT_METADATA_REFETCH',
        target: `nft_item:${id}`,
        before: opsItemView(before),
        after: opsItemView(after),
      };
    });
  }

  private change<T extends object>(
    actor: NftActor,
    change: (
      tx: Tx,
    ) => Promise<{ result: T; action: string; target: string; before: object | null; after: object }>,
  ): Promise<T> {
    return this.runner.run(async (tx) => {
      const c = await change(tx);
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: c.action,
          target: c.target,
          data: { before: c.before === null ? null : audit(c.before), after: audit(c.after) },
          ip: actor.ip,
        },
        tx,
      );
      return c.result;
    });
  }
}
