// The simulation's hand on the chain: payments from a trader's wallet to escrow (topped up from the
// deployer when short), and reorganisations made with Hardhat snapshots. A snapshot is kept at every new
// height; a reorganisation of depth d goes back to the snapshot d blocks below the head and mines a longer
// branch. The transactions of the removed blocks come back the way a real network's mempool brings them:
// all of them (a reorganisation at the confirmation depth: what was final stays on chain, in another
// block) or, below that depth, each sender's first few by nonce (the rest are lost, as a dropped
// transaction would be: the payout sender has to broadcast its own again).
import { blockNumber, fundWallet, revert, rpc, snapshot } from '@p2p/devchain';
import { formatUnits } from '@p2p/domain';
import { Transaction, type TransactionResponse } from 'ethers';
import type { Actor, CoinName, World } from './world.js';

interface Snap {
  id: string;
  height: bigint;
}

export class ChainOps {
  private snaps: Snap[] = [];

  constructor(private readonly w: World) {}

  private get url(): string {
    return this.w.suite.chain.url;
  }

  /** Pays `units` (base units) of `coin` from the actor's wallet to escrow; answers the transaction hash. */
  async pay(actor: Actor, coin: CoinName, units: bigint): Promise<string> {
    if (units <= 0n) throw new Error('a payment of nothing');
    const have = await this.w.suite.balanceOf(coin, actor.wallet.address);
    if (have < units) {
      const amount = formatUnits(
        units * 2n + 1000n * 10n ** BigInt(this.w.decimals(coin)),
        this.w.decimals(coin),
      );
      await fundWallet(this.url, this.w.suite.deployment, actor.wallet.address, {
        [coin === 'MEC' ? 'mec' : 'usdt']: amount,
      });
      this.w.note(`topped up ${actor.name} with ${amount} ${coin}`);
    }
    return this.w.suite.pay(actor.wallet, coin, formatUnits(units, this.w.decimals(coin)));
  }

  /** Remembers a snapshot of the current head (one per height), and forgets those too deep to use. */
  async keepSnapshot(maxDepth: number): Promise<void> {
    const head = await blockNumber(this.url);
    this.snaps = this.snaps.filter((s) => head - s.height <= BigInt(maxDepth));
    const last = this.snaps.at(-1);
    if (last && last.height >= head) return;
    this.snaps.push({ id: await snapshot(this.url), height: head });
  }

  /**
   * Reorganises the newest `depth` blocks (or fewer when no snapshot is that deep): answers the depth
   * made, or null when no snapshot is below the head. `bringBack`: 'all' or 'some' of the removed
   * transactions are mined again on the new branch.
   */
  async reorg(depth: number, bringBack: 'all' | 'some'): Promise<number | null> {
    const head = await blockNumber(this.url);
    const usable = this.snaps.filter((s) => s.height < head && head - s.height <= BigInt(depth));
    const target = usable[0];
    if (!target) return null;
    const removed = await this.transactionsAbove(target.height, head);
    if (!(await revert(this.url, target.id))) throw new Error(`snapshot ${target.id} was unknown`);
    // Reverting spends the snapshot and every later one.
    this.snaps = this.snaps.filter((s) => s.height < target.height);
    const again = this.chooseAgain(removed, bringBack);
    let mined = 0;
    for (const raw of again) {
      try {
        await rpc(this.url, 'eth_sendRawTransaction', [raw]);
        mined += 1;
      } catch (err) {
        this.w.note(`a removed transaction could not be sent again: ${(err as Error).message.slice(0, 120)}`);
      }
    }
    const now = await blockNumber(this.url);
    // A longer branch than the one it replaces.
    const more = head + 1n - now;
    if (more > 0n) await rpc(this.url, 'hardhat_mine', [`0x${more.toString(16)}`]);
    this.w.note(
      `reorganised ${head - target.height} blocks above ${target.height}: ${removed.length} transactions removed, ${mined} mined again`,
    );
    return Number(head - target.height);
  }

  /** The signed transactions of blocks (from, to], in chain order, with their sender and nonce. */
  private async transactionsAbove(
    from: bigint,
    to: bigint,
  ): Promise<{ from: string; nonce: number; raw: string }[]> {
    const out: { from: string; nonce: number; raw: string }[] = [];
    for (let n = from + 1n; n <= to; n += 1n) {
      const block = await this.w.suite.provider.getBlock(n, true);
      for (const tx of block?.prefetchedTransactions ?? []) {
        const raw = serialized(tx);
        if (raw) out.push({ from: tx.from, nonce: tx.nonce, raw });
      }
    }
    return out;
  }

  private chooseAgain(removed: { from: string; nonce: number; raw: string }[], bringBack: 'all' | 'some') {
    if (bringBack === 'all') return removed.map((t) => t.raw);
    const bySender = new Map<string, { nonce: number; raw: string }[]>();
    for (const t of removed) bySender.set(t.from, [...(bySender.get(t.from) ?? []), t]);
    const again: string[] = [];
    // Each sender's first k by nonce: a later nonce without the earlier one would wait forever.
    for (const list of bySender.values()) {
      list.sort((a, b) => a.nonce - b.nonce);
      const k = this.w.rng.int(0, list.length);
      again.push(...list.slice(0, k).map((t) => t.raw));
    }
    return again;
  }
}

/** The raw bytes of a mined transaction, rebuilt from its fields and signature (null if they differ). */
function serialized(tx: TransactionResponse): string | null {
  const rebuilt = Transaction.from({
    type: tx.type,
    to: tx.to,
    nonce: tx.nonce,
    gasLimit: tx.gasLimit,
    gasPrice: tx.type === 2 ? null : tx.gasPrice,
    maxFeePerGas: tx.maxFeePerGas,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    data: tx.data,
    value: tx.value,
    chainId: tx.chainId,
    accessList: tx.accessList,
    signature: tx.signature,
  });
  return rebuilt.hash === tx.hash ? rebuilt.serialized : null;
}
