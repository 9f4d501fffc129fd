import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { Db } from '../../core/infra/db/sql.service.js';

/** Where the NFT collections escrow accepts come from (the NFT module's albums). */
export interface NftCollectionSource {
  readonly name: string;
  /**
   * The collections' contract addresses on `chain`, in their stored (normalised) form; read in `db`, the
   * caller's transaction when it holds one.
   */
  contracts(chain: ChainKind, db?: Db): Promise<string[]>;
}

/**
 * The NFT collections escrow watches and credits beyond the chain file's (issue 23): every album the
 * operators added, enabled or not, so an item of any of them sent to escrow is credited to its intent or
 * returned, never left unread. The NFT module registers its albums in `onModuleInit`; with no source,
 * the chain file's collection alone. Read afresh at each call (a scan, or a transfer of a collection the
 * registry does not otherwise know): an album is watched from the first scan after it is added.
 */
@Injectable()
export class NftCollections {
  private readonly sources: NftCollectionSource[] = [];

  register(source: NftCollectionSource): void {
    if (this.sources.some((s) => s.name === source.name))
      throw new Error(`NFT collection source ${source.name} is registered twice`);
    this.sources.push(source);
  }

  async contracts(chain: ChainKind, db?: Db): Promise<string[]> {
    const out = new Set<string>();
    for (const source of this.sources) for (const c of await source.contracts(chain, db)) out.add(c);
    return [...out];
  }
}
