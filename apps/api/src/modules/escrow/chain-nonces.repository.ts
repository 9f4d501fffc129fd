import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import { SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/**
 * `chain_nonces`: the next nonce of a chain's escrow wallet (issue 20). Only the chain's writer moves it,
 * in the transaction that records a signed payout, so two recorded transactions never share a nonce.
 */
@Injectable()
export class ChainNoncesRepository {
  constructor(private readonly db: SqlService) {}

  /** The next nonce as recorded, or null before the first payout of this wallet. */
  async next(chain: ChainKind, address: string): Promise<bigint | null> {
    const [row] = await this.db.sql<{ n: string }[]>`
      select next_nonce::text as n from chain_nonces where chain = ${chain} and address = ${address}`;
    return row ? BigInt(row.n) : null;
  }

  /**
   * Takes `nonce` for a transaction being recorded: false when the row has moved past it since it was
   * read (another recording used it: the signature is thrown away). Locks the row until `tx` ends.
   */
  async claim(tx: Tx, chain: ChainKind, address: string, nonce: bigint): Promise<boolean> {
    const [row] = await tx<{ n: string }[]>`
      insert into chain_nonces (chain, address, next_nonce, updated_at)
      values (${chain}, ${address}, ${String(nonce + 1n)}, now())
      on conflict (chain, address) do update set next_nonce = excluded.next_nonce, updated_at = now()
        where chain_nonces.next_nonce <= ${String(nonce)}
      returning next_nonce::text as n`;
    return row !== undefined;
  }
}
