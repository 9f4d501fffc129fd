import { Inject, Injectable, Logger } from '@nestjs/common';
import { readsNfts } from '@p2p/chain';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { ChainRegistry } from '../escrow/chain-registry.service.js';
import { FilesService } from '../files/files.service.js';
import { type FetchLimits, FetchRefused, fetchBounded } from './nft-fetch.js';
import { NftItemsRepository } from './nft-items.repository.js';
import { parseMetadata, storedUri } from './nft-metadata.js';

export type MetadataOutcome = 'FETCHED' | 'FAILED' | 'SKIPPED';

/** A call the contract refused (no such token, no tokenURI): the item's answer, not the node's failure. */
function reverted(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === 'CALL_EXCEPTION' || /revert/i.test(e?.message ?? '');
}

/**
 * Reads an item's metadata (issue 23): the token URI from the contract, the document it names, and the
 * image the document names, each fetched within the configured bounds (nft-fetch.ts). The image goes
 * through the uploads' pipeline (re-encoded, under 1 MB, stored by the API) and is served by the API,
 * never linked to where it came from. A refusal (address, scheme, size, time, format) is recorded on the
 * item as FAILED with its reason; a node that does not answer is an error (the job is retried).
 */
@Injectable()
export class NftMetadataService {
  private readonly logger = new Logger(NftMetadataService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly items: NftItemsRepository,
    private readonly registry: ChainRegistry,
    private readonly files: FilesService,
    private readonly clock: Clock,
  ) {}

  private get limits(): FetchLimits {
    return this.config.nfts;
  }

  async fetch(itemId: string): Promise<MetadataOutcome> {
    const item = await this.items.find(itemId);
    // Only an item waiting for its metadata: a repeated or late job does nothing.
    if (!item || item.metadataStatus !== 'PENDING') return 'SKIPPED';
    const adapter = this.registry.adapter(item.chain);
    if (!adapter || !readsNfts(adapter)) throw new Error(`no NFT reader for ${item.chain}`);
    let uri: string;
    try {
      uri = await adapter.tokenUri(item.contractAddress, BigInt(item.tokenId));
    } catch (err) {
      if (!reverted(err)) throw err;
      return this.fail(itemId, null, 'tokenURI reverted');
    }
    const metadataUrl = storedUri(uri);
    try {
      const doc = await fetchBounded(uri, this.limits);
      const meta = parseMetadata(doc.bytes);
      let imageFileId: bigint | null = null;
      if (meta.image) {
        const image = await fetchBounded(meta.image, this.limits);
        imageFileId = await this.files.storeFetchedImage(image.bytes);
      }
      const { saved, oldImage } = await this.items.saveFetched(
        itemId,
        {
          metadataUrl,
          name: meta.name,
          description: meta.description,
          attributes: meta.attributes,
          imageFileId,
        },
        this.clock.now(),
      );
      if (!saved) {
        // Asked again (or fetched by another job) meanwhile: this image is nobody's.
        if (imageFileId !== null) await this.files.deleteFetchedImage(imageFileId);
        return 'SKIPPED';
      }
      if (oldImage !== null && BigInt(oldImage) !== imageFileId)
        await this.files.deleteFetchedImage(BigInt(oldImage));
      return 'FETCHED';
    } catch (err) {
      if (err instanceof FetchRefused) return this.fail(itemId, metadataUrl, err.message);
      if (err instanceof AppException) return this.fail(itemId, metadataUrl, `image refused (${err.code})`);
      throw err;
    }
  }

  private async fail(itemId: string, metadataUrl: string | null, reason: string): Promise<MetadataOutcome> {
    this.logger.warn(`NFT item ${itemId}: metadata not read: ${reason}`);
    await this.items.saveFailed(itemId, metadataUrl, reason, this.clock.now());
    return 'FAILED';
  }
}
