import { Injectable, Logger } from '@nestjs/common';
import type { ChainAdapter, OutgoingTransfer } from '@p2p/chain';
import { ChainRegistry } from './chain-registry.service.js';
import { type ChainWriterLock, WriterLostError } from './chain-writer-lock.js';
import { DepositsRepository } from './deposits.repository.js';
import { PayoutsRepository } from './payouts.repository.js';

export interface DrainRound {
  /** Drain transfers signed and broadcast this round. */
  sent: number;
  /**
   * Whether a retired address still holds something the books owe or a drain from it is not mined yet:
   * payouts (sent from the current address) wait meanwhile, so none fails for coins still on the way.
   */
  draining: boolean;
}

/** Queued payouts looked at for NFTs still at a retired address. */
const QUEUED_NFT_LOOKUP = 200;

/**
 * Key rotation (issue 27): each round, the holder of the chain's writer role moves what the retired escrow
 * addresses hold into the current one, each transfer signed by the retired address's own key (in the
 * remote signer, or in this process in development). The chain is the only record: a retired address
 * with a transaction not mined yet (its pending nonce above its mined one) is waited for; otherwise every
 * fungible token it holds goes over in full, and every NFT escrow holds for a deposit or owes in a queued
 * payout that it still owns. Repeating a round repeats nothing: what moved is no longer there, and two
 * signatures with one nonce cannot both land. The indexer does not count the move as a deposit (its sender
 * is an escrow address), and the reserves sum every escrow address, so the books stay balanced throughout.
 */
@Injectable()
export class EscrowDrainService {
  private readonly logger = new Logger(EscrowDrainService.name);

  constructor(
    private readonly registry: ChainRegistry,
    private readonly deposits: DepositsRepository,
    private readonly payouts: PayoutsRepository,
  ) {}

  /** One round on the chain of `current`; throws WriterLostError once the writer role is lost. */
  async round(current: ChainAdapter, writer: ChainWriterLock): Promise<DrainRound> {
    const out: DrainRound = { sent: 0, draining: false };
    for (const retired of this.registry.retired(current.chain)) {
      try {
        await this.drain(retired, current, writer, out);
      } catch (err) {
        if (err instanceof WriterLostError) throw err;
        // E.g. the retired address lacks gas, or its signer is down: payouts wait, the next round retries.
        out.draining = true;
        this.logger.error(
          `draining the retired escrow ${retired.escrowAddress} into ${current.escrowAddress} failed: ${(err as Error).message}`,
        );
      }
    }
    return out;
  }

  private async drain(
    retired: ChainAdapter,
    current: ChainAdapter,
    writer: ChainWriterLock,
    out: DrainRound,
  ): Promise<void> {
    let nonce = await retired.nextNonce();
    if ((await retired.minedNonce()) < nonce) {
      out.draining = true; // a drain sent earlier is not mined yet: its balance is still moving
      return;
    }
    const transfers = await this.holdings(retired);
    if (transfers.length === 0) return;
    out.draining = true;
    for (const transfer of transfers) {
      // Checked before every signature, as the payout sender does: a writer that lost its role signs nothing.
      if (!(await writer.alive())) throw new WriterLostError(current.chain);
      const signed = await retired.signTransfer({ ...transfer, to: current.escrowAddress, nonce });
      await retired.broadcast(signed.raw);
      nonce += 1n;
      out.sent += 1;
      this.logger.log(
        `draining the retired escrow ${retired.escrowAddress}: ${transfer.token.standard === 'NFT' ? `NFT ${transfer.amount} of` : `${transfer.amount} base units of`} ${transfer.token.address} to ${current.escrowAddress} in ${signed.txHash}`,
      );
    }
  }

  /** What the retired address holds that escrow owes: full fungible balances and the NFTs it still owns. */
  private async holdings(retired: ChainAdapter): Promise<Array<Omit<OutgoingTransfer, 'to' | 'nonce'>>> {
    const chain = retired.chain;
    const out: Array<Omit<OutgoingTransfer, 'to' | 'nonce'>> = [];
    for (const token of await this.registry.tokens(chain)) {
      if (token.standard !== 'FUNGIBLE') continue;
      const watched = { address: token.address, standard: token.standard };
      const balance = await retired.balanceOf(watched, retired.escrowAddress);
      if (balance > 0n) out.push({ token: watched, amount: balance });
    }
    const queued = (await this.payouts.inStatus(chain, ['QUEUED'], QUEUED_NFT_LOOKUP))
      .filter((p) => p.tokenId !== null && p.value === null)
      .map((p) => ({ tokenAddress: p.tokenAddress, tokenId: p.tokenId! }));
    const nfts = new Map<string, { tokenAddress: string; tokenId: string }>();
    for (const nft of [...(await this.deposits.heldNfts(chain)), ...queued])
      nfts.set(`${nft.tokenAddress}:${nft.tokenId}`, nft);
    for (const nft of nfts.values()) {
      const watched = { address: nft.tokenAddress, standard: 'NFT' as const };
      if (await retired.ownsNft(watched, BigInt(nft.tokenId), retired.escrowAddress))
        out.push({ token: watched, amount: BigInt(nft.tokenId) });
    }
    return out;
  }
}
