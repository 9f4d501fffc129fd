// The drain of a key rotation's retired escrow address (issue 27), decided on a fake chain: what moves,
// when it waits, and that repeating a round signs nothing twice. The medium tests on the local chain are
// escrow/key-rotation and escrow/remote-signer.
import type { ChainAdapter, OutgoingTransfer, SignedTransfer } from '@p2p/chain';
import type { ChainRegistry } from '../../../src/modules/escrow/chain-registry.service.js';
import { type ChainWriterLock, WriterLostError } from '../../../src/modules/escrow/chain-writer-lock.js';
import type { DepositsRepository } from '../../../src/modules/escrow/deposits.repository.js';
import { EscrowDrainService } from '../../../src/modules/escrow/escrow-drain.service.js';
import type { PayoutsRepository } from '../../../src/modules/escrow/payouts.repository.js';
import { ESCROW, MEC, NFT, TOKENS, USDT } from './fakes.js';

const OLD = '0x00000000000000000000000000000000000001d0';

/** A retired address on a chain whose blocks the test mines: balances, NFTs owned, nonces. */
class FakeRetired {
  readonly chain = 'ERC20' as const;
  readonly escrowAddress = OLD;
  balances = new Map<string, bigint>();
  nfts = new Set<string>();
  mined = 0n;
  pending: OutgoingTransfer[] = [];
  signed: OutgoingTransfer[] = [];
  signError: Error | null = null;

  nextNonce = async () => this.mined + BigInt(this.pending.length);
  minedNonce = async () => this.mined;
  balanceOf = async (token: { address: string }) => this.balances.get(token.address) ?? 0n;
  ownsNft = async (token: { address: string }, id: bigint) => this.nfts.has(`${token.address}:${id}`);
  signTransfer = async (t: OutgoingTransfer): Promise<SignedTransfer> => {
    if (this.signError) throw this.signError;
    this.signed.push(t);
    return {
      txHash: `0x${this.signed.length}`,
      raw: JSON.stringify(t, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
      nonce: t.nonce,
    };
  };
  broadcast = async (raw: string) => {
    const t = this.signed.find(
      (s) => JSON.stringify(s, (_k, v) => (typeof v === 'bigint' ? String(v) : v)) === raw,
    )!;
    this.pending.push(t);
  };
  /** Mines what is pending: balances and NFTs leave the retired address. */
  mine() {
    for (const t of this.pending) {
      if (t.token.standard === 'NFT') this.nfts.delete(`${t.token.address}:${t.amount}`);
      else this.balances.set(t.token.address, (this.balances.get(t.token.address) ?? 0n) - t.amount);
      this.mined += 1n;
    }
    this.pending = [];
  }
}

function setup(opts: { heldNfts?: string[]; queuedNfts?: string[]; alive?: boolean } = {}) {
  const retired = new FakeRetired();
  const current = { chain: 'ERC20', escrowAddress: ESCROW } as unknown as ChainAdapter;
  const registry = {
    retired: () => [retired as unknown as ChainAdapter],
    tokens: async () => TOKENS,
  } as unknown as ChainRegistry;
  const deposits = {
    heldNfts: async () => (opts.heldNfts ?? []).map((tokenId) => ({ tokenAddress: NFT, tokenId })),
  } as unknown as DepositsRepository;
  const payouts = {
    inStatus: async () =>
      (opts.queuedNfts ?? []).map((tokenId) => ({ tokenAddress: NFT, tokenId, value: null })),
  } as unknown as PayoutsRepository;
  const writer = { alive: async () => opts.alive ?? true } as unknown as ChainWriterLock;
  const sut = new EscrowDrainService(registry, deposits, payouts);
  return { retired, sut, round: () => sut.round(current, writer) };
}

describe('small/escrow/drain', () => {
  it('moves every fungible balance in full and the NFTs escrow holds or owes, to the current address with consecutive nonces', async () => {
    const t = setup({ heldNfts: ['7'], queuedNfts: ['9', '7'] });
    t.retired.balances.set(USDT, 40_000_000n);
    t.retired.balances.set(MEC, 15n);
    t.retired.nfts.add(`${NFT}:7`).add(`${NFT}:9`).add(`${NFT}:11`); // 11: neither held nor owed
    t.retired.mined = 5n;
    expect(await t.round()).toEqual({ sent: 4, draining: true });
    expect(t.retired.signed.map((s) => [s.token.address, s.amount, s.to, s.nonce])).toEqual([
      [USDT, 40_000_000n, ESCROW, 5n],
      [MEC, 15n, ESCROW, 6n],
      [NFT, 7n, ESCROW, 7n],
      [NFT, 9n, ESCROW, 8n],
    ]);
  });

  it('waits while a drain is not mined, signing nothing twice, and stops draining once it is', async () => {
    const t = setup();
    t.retired.balances.set(USDT, 3n);
    expect(await t.round()).toEqual({ sent: 1, draining: true });
    expect(await t.round()).toEqual({ sent: 0, draining: true });
    expect(t.retired.signed).toHaveLength(1);
    t.retired.mine();
    expect(await t.round()).toEqual({ sent: 0, draining: false });
  });

  it('is not draining when the retired address holds nothing', async () => {
    expect(await setup().round()).toEqual({ sent: 0, draining: false });
  });

  it('keeps payouts waiting when the drain cannot be signed (no gas, the signer down), and retries next round', async () => {
    const t = setup();
    t.retired.balances.set(USDT, 3n);
    t.retired.signError = new Error('insufficient funds for gas');
    expect(await t.round()).toEqual({ sent: 0, draining: true });
    t.retired.signError = null;
    expect(await t.round()).toEqual({ sent: 1, draining: true });
  });

  it('signs nothing once the writer role is lost', async () => {
    const t = setup({ alive: false });
    t.retired.balances.set(USDT, 3n);
    await expect(t.round()).rejects.toThrow(WriterLostError);
    expect(t.retired.signed).toHaveLength(0);
  });
});
