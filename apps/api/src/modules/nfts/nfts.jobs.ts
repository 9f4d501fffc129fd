import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../core/jobs/job-handler.decorator.js';
import type { JobData } from '../../core/jobs/job-catalog.js';
import { type MetadataOutcome, NftMetadataService } from './nft-metadata.service.js';

/** The NFT jobs (job catalogue: `nfts.*`). Each is safe to run twice. */
@Injectable()
export class NftsJobs {
  constructor(private readonly metadata: NftMetadataService) {}

  /** Reads an item's metadata and image, if it still waits for them. */
  @JobHandler('nfts.fetchMetadata')
  async fetchMetadata(data: JobData): Promise<MetadataOutcome> {
    return typeof data.itemId === 'string' ? this.metadata.fetch(data.itemId) : 'SKIPPED';
  }
}
