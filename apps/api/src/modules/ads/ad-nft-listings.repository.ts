import { Injectable } from '@nestjs/common';
import { SqlService } from '../../core/infra/db/sql.service.js';

/**
 * The NFT ads as listings (issue 23), for the NFT pages' prices: an item is listed while its ad is
 * published and online with its item left; an album's floor is the lowest such price. Reads `ads` only.
 */
@Injectable()
export class AdNftListingsRepository {
  constructor(private readonly sql: SqlService) {}

  async prices(itemIds: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.sql.sql<{ itemId: string; price: string }[]>`
      select nft_item_id::text as "itemId", trim_scale(min(unit_price))::text as price from ads
      where asset_kind = 'NFT' and status = 'PUBLISHED' and online and remaining_quantity > 0
        and nft_item_id = any(${[...itemIds]}::bigint[])
      group by nft_item_id`;
    return new Map(rows.map((r) => [r.itemId, r.price]));
  }

  async floors(albumIds: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.sql.sql<{ albumId: string; price: string }[]>`
      select nft_album_id::text as "albumId", trim_scale(min(unit_price))::text as price from ads
      where asset_kind = 'NFT' and status = 'PUBLISHED' and online and remaining_quantity > 0
        and nft_album_id = any(${albumIds.map(Number)}::int[])
      group by nft_album_id`;
    return new Map(rows.map((r) => [r.albumId, r.price]));
  }
}
