import { Injectable } from '@nestjs/common';

/** What a market knows of NFT listings: the price each item is listed at, the lowest per album. */
export interface NftListingSource {
  readonly name: string;
  /** Item id to its listed price (items not listed are absent). */
  prices(itemIds: readonly string[]): Promise<Map<string, string>>;
  /** Album id to the lowest price an item of it is listed at (albums with none listed are absent). */
  floors(albumIds: readonly string[]): Promise<Map<string, string>>;
}

/**
 * The listed prices the NFT pages show (issue 23): an item's price and an album's floor come from the NFT
 * ads, which are the ads module's; it registers a source here (the ads module imports the nfts module, so
 * the nfts module cannot import it). With no source nothing is listed.
 */
@Injectable()
export class NftListings {
  private source: NftListingSource | null = null;

  register(source: NftListingSource): void {
    if (this.source) throw new Error(`NFT listing source ${source.name} is registered twice`);
    this.source = source;
  }

  async prices(itemIds: readonly string[]): Promise<Map<string, string>> {
    if (!this.source || itemIds.length === 0) return new Map();
    return this.source.prices(itemIds);
  }

  async floors(albumIds: readonly string[]): Promise<Map<string, string>> {
    if (!this.source || albumIds.length === 0) return new Map();
    return this.source.floors(albumIds);
  }
}
