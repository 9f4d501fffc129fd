import { Inject, Injectable } from '@nestjs/common';
import {
  type ChainAdapter,
  ChainKind,
  EvmChainAdapter,
  evmTokenPaymentLink,
  normalizeAddress,
  RemoteJsonRpcSigner,
  TronChainAdapter,
  tronPaymentLink,
  type WatchedToken,
} from '@p2p/chain';
import type { EvmChainSettings } from '../../core/config/chain-config.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { Db } from '../../core/infra/db/sql.service.js';
import { CatalogService, type CoinChainInfo } from '../catalog/catalog.service.js';
import { NftCollections } from './nft-collections.js';

/** A token escrow knows: a coin on a chain, or the NFT collection. */
export interface KnownToken {
  chain: ChainKind;
  address: string;
  standard: 'FUNGIBLE' | 'NFT';
  /** The coin (fungible), null for the NFT collection. */
  coin: CoinChainInfo | null;
  /** The label of the reserves line (`MEC`, `USDT`, `NFT`). */
  label: string;
}

/**
 * An EVM adapter for one escrow address: the key stays in the remote signer where one is configured
 * (issue 27; `address` names which of its accounts signs), else this process signs with `key`.
 */
function evmAdapter(evm: EvmChainSettings, address: string | null, key: string | null): EvmChainAdapter {
  return new EvmChainAdapter({
    rpcUrl: evm.rpcUrl,
    chainId: evm.chainId,
    ...(evm.signer && address
      ? {
          signer: new RemoteJsonRpcSigner({
            url: evm.signer.url,
            address,
            ...(evm.signer.token ? { token: evm.signer.token } : {}),
          }),
        }
      : { escrowPrivateKey: key! }),
  });
}

/**
 * The chains escrow works on: one adapter each (built from validated configuration), the escrow address,
 * and the tokens watched, with the coin each one is. A chain with no configuration has no adapter.
 */
@Injectable()
export class ChainRegistry {
  private readonly adapters = new Map<ChainKind, ChainAdapter>();
  /** The adapters of the retired escrow addresses (issue 27), built on first use. */
  private readonly retiredAdapters = new Map<ChainKind, ChainAdapter[]>();
  /** The tokens per chain, made once per version of the cached reference data (checksums cost a keccak). */
  private readonly tokenLists = new WeakMap<readonly CoinChainInfo[], Map<ChainKind, KnownToken[]>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly collections: NftCollections,
  ) {}

  get confirmations(): number {
    return this.config.chains.confirmations;
  }

  /** The explorer's page of a transaction on `chain`, when one is configured for it (issue 26). */
  explorerTxUrl(chain: ChainKind, txHash: string | null): string | null {
    const template = this.config.chains.explorerTxUrls[chain];
    return template && txHash ? template.replace('{hash}', encodeURIComponent(txHash)) : null;
  }

  /** The chains with a configured node, in a fixed order. */
  configured(): ChainKind[] {
    const chains: ChainKind[] = [];
    if (this.config.chains.evm) chains.push(ChainKind.ERC20);
    if (this.config.chains.tron) chains.push(ChainKind.TRC20);
    return chains;
  }

  /** The adapter of a chain, built on first use; null when the chain is not configured. */
  adapter(chain: ChainKind): ChainAdapter | null {
    const built = this.adapters.get(chain);
    if (built) return built;
    const { evm, tron } = this.config.chains;
    let adapter: ChainAdapter | null = null;
    if (chain === ChainKind.ERC20 && evm) {
      adapter = evmAdapter(evm, evm.signer?.address ?? null, evm.escrowKey);
    } else if (chain === ChainKind.TRC20 && tron) {
      adapter = new TronChainAdapter({
        baseUrl: tron.gridUrl,
        ...(tron.apiKey ? { apiKey: tron.apiKey } : {}),
        privateKey: tron.escrowKey,
        tokens: Object.values(tron.tokens).map((address) => ({ address, standard: 'FUNGIBLE' as const })),
      });
    }
    if (adapter) this.adapters.set(chain, adapter);
    return adapter;
  }

  /**
   * One adapter per escrow address a key rotation retired on `chain` (issue 27), signing with the retired
   * key (in the remote signer, or in this process): what the writer drains them with. TRON: none (its
   * rotation is not built: docs/operations.md).
   */
  retired(chain: ChainKind): ChainAdapter[] {
    const built = this.retiredAdapters.get(chain);
    if (built) return built;
    const evm = this.config.chains.evm;
    const list: ChainAdapter[] = [];
    if (chain === ChainKind.ERC20 && evm) {
      const { addresses, keys } = evm.retired;
      addresses.forEach((address, i) =>
        list.push(evmAdapter(evm, evm.signer ? address : null, evm.signer ? null : keys[i]!)),
      );
    }
    this.retiredAdapters.set(chain, list);
    return list;
  }

  /** Every escrow address of `chain`: the current one first, then the retired ones (none when not configured). */
  escrowAddresses(chain: ChainKind): string[] {
    const current = this.adapter(chain);
    if (!current) return [];
    return [current.escrowAddress, ...this.retired(chain).map((a) => a.escrowAddress)];
  }

  /** Test seam for a chain whose node the test started: replaces the configured adapter. */
  useAdapter(adapter: ChainAdapter): void {
    this.adapters.set(adapter.chain, adapter);
  }

  /** The tokens of a chain: each coin's contract (reference data first, then the chain file) and the NFTs. */
  async tokens(chain: ChainKind): Promise<KnownToken[]> {
    const coins = await this.catalog.coinChains();
    let byChain = this.tokenLists.get(coins);
    if (!byChain) this.tokenLists.set(coins, (byChain = new Map()));
    let list = byChain.get(chain);
    if (!list) byChain.set(chain, (list = this.buildTokens(chain, coins)));
    return list;
  }

  private buildTokens(chain: ChainKind, coins: readonly CoinChainInfo[]): KnownToken[] {
    const fromFile =
      chain === ChainKind.ERC20
        ? (this.config.chains.evm?.tokens ?? {})
        : (this.config.chains.tron?.tokens ?? {});
    const out: KnownToken[] = [];
    for (const coin of coins) {
      if (coin.chain !== chain) continue;
      const address = coin.contractAddress ?? fromFile[coin.symbol];
      if (!address) continue;
      out.push({
        chain,
        address: normalizeAddress(chain, address),
        standard: 'FUNGIBLE',
        coin,
        label: coin.symbol,
      });
    }
    const nft = chain === ChainKind.ERC20 ? this.config.chains.evm?.nftContract : null;
    if (nft)
      out.push({ chain, address: normalizeAddress(chain, nft), standard: 'NFT', coin: null, label: 'NFT' });
    return out;
  }

  /** Every enabled coin on every chain, configured or not (names and bounds for the balance). */
  allCoinChains(): Promise<readonly CoinChainInfo[]> {
    return this.catalog.coinChains();
  }

  /** What a scan reads: the chain's tokens and every album's collection (issue 23). */
  async watched(chain: ChainKind): Promise<WatchedToken[]> {
    const tokens = await this.tokens(chain);
    const albums = (await this.collections.contracts(chain)).filter(
      (a) => !tokens.some((t) => t.address === a),
    );
    return [
      ...tokens.map((t) => ({ address: t.address, standard: t.standard })),
      ...albums.map((address) => ({ address, standard: 'NFT' as const })),
    ];
  }

  /**
   * A token of the chain, or an album's collection (an NFT); null when escrow does not know it. `db`: the
   * caller's transaction, if it holds one (the albums are read in it, never on the pool from inside it).
   */
  async tokenByAddress(chain: ChainKind, address: string, db?: Db): Promise<KnownToken | null> {
    const known = (await this.tokens(chain)).find((t) => t.address === address);
    if (known) return known;
    if (!(await this.collections.contracts(chain, db)).includes(address)) return null;
    return { chain, address, standard: 'NFT', coin: null, label: 'NFT' };
  }

  async tokenOfCoin(chain: ChainKind, coinId: number): Promise<KnownToken | null> {
    return (await this.tokens(chain)).find((t) => t.coin?.coinId === coinId) ?? null;
  }

  async coinBySymbol(chain: ChainKind, symbol: string): Promise<KnownToken | null> {
    return (await this.tokens(chain)).find((t) => t.coin?.symbol === symbol) ?? null;
  }

  /** The wallet link of a deposit: EIP-681 on the EVM chain, the `tron:` form on TRON. */
  paymentLink(token: KnownToken, to: string, amount: bigint, nftFrom?: string): string {
    if (token.chain === ChainKind.ERC20) {
      const chainId = this.config.chains.evm?.chainId ?? 0;
      return evmTokenPaymentLink({
        chainId,
        token: token.address,
        to,
        amount,
        ...(token.standard === 'NFT' ? { nft: nftFrom ? { from: nftFrom } : {} } : {}),
      });
    }
    return tronPaymentLink({ token: token.address, to, amount });
  }

  startBlock(chain: ChainKind): bigint {
    return (
      (chain === ChainKind.ERC20
        ? this.config.chains.evm?.startBlock
        : this.config.chains.tron?.startBlock) ?? 0n
    );
  }
}
