import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { FilesModule } from '../files/files.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { AdminNftsController } from './admin-nfts.controller.js';
import { NftAlbumsRepository } from './nft-albums.repository.js';
import { NftAlbumsService } from './nft-albums.service.js';
import { NftEscrowListener } from './nft-escrow.listener.js';
import { NftIndexRepository } from './nft-index.repository.js';
import { NftIndexTap } from './nft-index.tap.js';
import { NftItemsRepository } from './nft-items.repository.js';
import { NftListings } from './nft-listings.js';
import { NftMetadataService } from './nft-metadata.service.js';
import { NftReadsRepository } from './nft-reads.repository.js';
import { NftTradeRepository } from './nft-trade.repository.js';
import { NftTradeService } from './nft-trade.service.js';
import { NftsController } from './nfts.controller.js';
import { NftsJobs } from './nfts.jobs.js';
import { NftsService } from './nfts.service.js';

/**
 * NFT albums and items (issue 23, ADR 0015): owns `nft_albums`, `nft_items` and `nft_transfer_records`
 * (its repositories alone touch them). The index rides on the chain watcher (a `ChainTap` of escrow's
 * indexer: same cursor, same reorganisation handling); metadata and images are read by a job and stored
 * through the files module's image pipeline. Other modules use `NftsService` and `NftTradeService` (NFT ads
 * and orders); `in_escrow` follows escrow's NFT deposits and payouts (`NftEscrowListener`).
 */
@Module({
  imports: [AuditModule, AuthModule, EscrowModule, FilesModule, StaffAuthModule, UserAccountsModule],
  controllers: [NftsController, AdminNftsController],
  providers: [
    NftAlbumsRepository,
    NftAlbumsService,
    NftEscrowListener,
    NftIndexRepository,
    NftIndexTap,
    NftItemsRepository,
    NftListings,
    NftMetadataService,
    NftReadsRepository,
    NftTradeRepository,
    NftTradeService,
    NftsJobs,
    NftsService,
  ],
  exports: [NftsService, NftTradeService, NftListings],
})
export class NftsModule {}
