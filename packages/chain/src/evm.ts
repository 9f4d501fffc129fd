// The ChainAdapter of an EVM chain with ethers v6: Transfer logs by eth_getLogs, transfers out of the
// escrow wallet signed (explicit nonce, chain id, gas limit and EIP-1559 fees) before they are broadcast,
// receipts and confirmations. The signer is passed in by the caller: a remote signer, or a local key from
// configuration (evm-signer.ts).
import {
  FetchRequest,
  Interface,
  JsonRpcProvider,
  isError,
  Network,
  Transaction,
  getAddress,
  toBeHex,
  zeroPadValue,
} from 'ethers';
import { ChainKind, normalizeAddress } from './address.js';
import { fetchGetUrl } from './evm-fetch.js';
import { LocalKeySigner, type EvmTransactionSigner } from './evm-signer.js';
import type {
  BlockRef,
  BlockStamp,
  ChainAdapter,
  NftChainReader,
  OutgoingTransfer,
  SignedTransfer,
  TokenTransferLog,
  TransferReceipt,
  WatchedToken,
} from './adapter.js';

export { fetchGetUrl } from './evm-fetch.js';

/** keccak256("Transfer(address,address,uint256)"): the same topic0 for ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const ABI = new Interface([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
]);

/** The ERC-165 interface id of ERC-721. */
const ERC721_INTERFACE_ID = '0x80ac58cd';

export interface EvmAdapterOptions {
  rpcUrl: string;
  chainId: number;
  /**
   * Who signs the escrow wallet's transactions: a remote signer (production), or a local key from
   * validated configuration (`escrowPrivateKey`, development and tests). One of the two.
   */
  signer?: EvmTransactionSigner;
  escrowPrivateKey?: string;
  /** Added to the node's gas estimate, in percent (default 20). */
  gasMarginPercent?: number;
}

export interface SignOverrides {
  /** Skips the estimate (which throws on a call that would revert): tests use it to put a failing transfer on chain. */
  gasLimit?: bigint;
}

interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
  logIndex: string;
  removed?: boolean;
  /** Newer nodes stamp each log with its block's time (seconds, hex); others need a block read. */
  blockTimestamp?: string;
}

interface RpcBlock {
  number: string;
  hash: string;
  timestamp: string;
}

/** Block reads sent side by side while stamping logs with their blocks' times. */
const BLOCK_READS_AT_ONCE = 16;

interface RpcReceipt {
  status: string;
  blockNumber: string;
  blockHash: string;
}

const evm = (a: string): string => normalizeAddress(ChainKind.ERC20, a);
const hex = (n: bigint): string => toBeHex(n);

export class EvmChainAdapter implements ChainAdapter, NftChainReader {
  readonly chain = ChainKind.ERC20;
  readonly escrowAddress: string;
  readonly chainId: number;
  private readonly provider: JsonRpcProvider;
  private readonly signer: EvmTransactionSigner;
  private readonly gasMargin: bigint;

  constructor(opts: EvmAdapterOptions) {
    this.chainId = opts.chainId;
    // A static network and no cache: every call asks the node (ethers would otherwise cache the block number).
    const request = new FetchRequest(opts.rpcUrl);
    request.getUrlFunc = fetchGetUrl;
    this.provider = new JsonRpcProvider(request, Network.from(opts.chainId), {
      staticNetwork: true,
      cacheTimeout: -1,
      batchMaxCount: 1,
    });
    if ((opts.signer === undefined) === (opts.escrowPrivateKey === undefined)) {
      throw new TypeError('EvmChainAdapter takes a signer or an escrow key, one of the two');
    }
    this.signer = opts.signer ?? new LocalKeySigner(opts.escrowPrivateKey!);
    this.escrowAddress = this.signer.address;
    this.gasMargin = BigInt(opts.gasMarginPercent ?? 20);
  }

  /** Closes the provider. */
  destroy(): void {
    this.provider.destroy();
    this.signer.destroy();
  }

  private send<T>(method: string, params: unknown[]): Promise<T> {
    return this.provider.send(method, params) as Promise<T>;
  }

  async head(): Promise<BlockRef> {
    const b = await this.send<RpcBlock>('eth_getBlockByNumber', ['latest', false]);
    return { number: BigInt(b.number), hash: b.hash.toLowerCase() };
  }

  async blockHash(number: bigint): Promise<string | null> {
    const b = await this.send<RpcBlock | null>('eth_getBlockByNumber', [hex(number), false]);
    return b ? b.hash.toLowerCase() : null;
  }

  async blockAt(number: bigint): Promise<BlockStamp | null> {
    const b = await this.send<RpcBlock | null>('eth_getBlockByNumber', [hex(number), false]);
    return b ? { hash: b.hash.toLowerCase(), time: new Date(Number(BigInt(b.timestamp)) * 1000) } : null;
  }

  async transfersTo(
    to: string,
    tokens: readonly WatchedToken[],
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<TokenTransferLog[]> {
    if (tokens.length === 0 || toBlock < fromBlock) return [];
    const standards = new Map(tokens.map((t) => [evm(t.address).toLowerCase(), t.standard]));
    const logs = await this.send<RpcLog[]>('eth_getLogs', [
      {
        fromBlock: hex(fromBlock),
        toBlock: hex(toBlock),
        address: [...standards.keys()],
        topics: [TRANSFER_TOPIC, null, zeroPadValue(evm(to), 32)],
      },
    ]);
    return this.parseTransfers(logs, standards);
  }

  async nftTransfers(
    contracts: readonly string[],
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<TokenTransferLog[]> {
    if (contracts.length === 0 || toBlock < fromBlock) return [];
    const standards = new Map(contracts.map((c) => [evm(c).toLowerCase(), 'NFT' as const]));
    const logs = await this.send<RpcLog[]>('eth_getLogs', [
      {
        fromBlock: hex(fromBlock),
        toBlock: hex(toBlock),
        address: [...standards.keys()],
        topics: [TRANSFER_TOPIC],
      },
    ]);
    return this.parseTransfers(logs, standards);
  }

  async tokenUri(contract: string, tokenId: bigint): Promise<string> {
    const out = await this.call(contract, ABI.encodeFunctionData('tokenURI', [tokenId]));
    return ABI.decodeFunctionResult('tokenURI', out)[0] as string;
  }

  async isErc721(contract: string): Promise<boolean> {
    const code = await this.send<string>('eth_getCode', [evm(contract), 'latest']);
    if (code === '0x') return false;
    try {
      const out = await this.call(
        contract,
        ABI.encodeFunctionData('supportsInterface', [ERC721_INTERFACE_ID]),
      );
      return ABI.decodeFunctionResult('supportsInterface', out)[0] as boolean;
    } catch (err) {
      // A contract without ERC-165 reverts (or answers nothing decodable): not a collection we can read.
      if (
        isError(err, 'CALL_EXCEPTION') ||
        isError(err, 'BAD_DATA') ||
        /revert/i.test(err instanceof Error ? err.message : '')
      )
        return false;
      throw err;
    }
  }

  /** Transfer logs of known contracts in chain order; a log whose topics do not fit its standard is skipped. */
  private async parseTransfers(
    logs: readonly RpcLog[],
    standards: ReadonlyMap<string, WatchedToken['standard']>,
  ): Promise<TokenTransferLog[]> {
    // EIP-55 checksums cost a keccak each: a catch-up of 10,000 logs names a few hundred addresses.
    const checksummed = new Map<string, string>();
    const canonical = (lower: string): string => {
      let a = checksummed.get(lower);
      if (a === undefined) checksummed.set(lower, (a = getAddress(lower)));
      return a;
    };
    const out: TokenTransferLog[] = [];
    const times = await this.blockTimes(logs.filter((l) => !l.removed));
    for (const log of logs) {
      const standard = standards.get(log.address.toLowerCase());
      if (!standard || log.removed) continue;
      // ERC-20: Transfer(from, to, value) with 3 topics, the value in data; ERC-721: 4 topics, the id in topic 3.
      const nft = log.topics.length === 4;
      if (nft !== (standard === 'NFT') || (!nft && log.topics.length !== 3)) continue;
      out.push({
        txHash: log.transactionHash.toLowerCase(),
        logIndex: Number(log.logIndex),
        blockNumber: BigInt(log.blockNumber),
        blockHash: log.blockHash.toLowerCase(),
        tokenAddress: canonical(log.address.toLowerCase()),
        standard,
        from: canonical(`0x${log.topics[1]!.slice(26)}`.toLowerCase()),
        to: canonical(`0x${log.topics[2]!.slice(26)}`.toLowerCase()),
        value: nft ? null : BigInt(log.data === '0x' ? 0 : log.data),
        tokenId: nft ? BigInt(log.topics[3]!) : null,
        blockTime: times.get(log.blockHash.toLowerCase())!,
      });
    }
    return out.sort((a, b) =>
      a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
    );
  }

  /**
   * The time of each block the logs were mined in, by block hash: from the logs where the node stamps
   * them, else one block read per block (a few side by side). A block that is no longer the one the log
   * named (a reorganisation between the two reads) fails the read: the next round reads it again.
   */
  private async blockTimes(logs: readonly RpcLog[]): Promise<Map<string, Date>> {
    const times = new Map<string, Date>();
    const unread = new Map<string, string>();
    for (const log of logs) {
      const hash = log.blockHash.toLowerCase();
      if (log.blockTimestamp) times.set(hash, new Date(Number(BigInt(log.blockTimestamp)) * 1000));
      else if (!times.has(hash)) unread.set(hash, log.blockNumber);
    }
    const pending = [...unread].filter(([hash]) => !times.has(hash));
    for (let i = 0; i < pending.length; i += BLOCK_READS_AT_ONCE) {
      const blocks = await Promise.all(
        pending
          .slice(i, i + BLOCK_READS_AT_ONCE)
          .map(([, number]) => this.send<RpcBlock | null>('eth_getBlockByNumber', [number, false])),
      );
      for (const [j, block] of blocks.entries()) {
        const hash = pending[i + j]![0];
        if (!block || block.hash.toLowerCase() !== hash)
          throw new Error(`block ${BigInt(pending[i + j]![1])} changed while its logs were read`);
        times.set(hash, new Date(Number(BigInt(block.timestamp)) * 1000));
      }
    }
    return times;
  }

  async nextNonce(): Promise<bigint> {
    return BigInt(await this.send<string>('eth_getTransactionCount', [this.escrowAddress, 'pending']));
  }

  async minedNonce(): Promise<bigint> {
    return BigInt(await this.send<string>('eth_getTransactionCount', [this.escrowAddress, 'latest']));
  }

  async chainTime(): Promise<number> {
    const block = await this.send<{ timestamp: string } | null>('eth_getBlockByNumber', ['latest', false]);
    if (!block) throw new Error('the node answered no latest block');
    return Number(BigInt(block.timestamp)) * 1000;
  }

  /** An EVM transaction never expires: it stays valid until its nonce is used. */
  expiration(): null {
    return null;
  }

  private callData(transfer: OutgoingTransfer): string {
    const to = evm(transfer.to);
    return transfer.token.standard === 'NFT'
      ? ABI.encodeFunctionData('safeTransferFrom', [this.escrowAddress, to, transfer.amount])
      : ABI.encodeFunctionData('transfer', [to, transfer.amount]);
  }

  async signTransfer(transfer: OutgoingTransfer, overrides: SignOverrides = {}): Promise<SignedTransfer> {
    const token = evm(transfer.token.address);
    const data = this.callData(transfer);
    let gasLimit = overrides.gasLimit;
    if (gasLimit === undefined) {
      const estimate = BigInt(
        await this.send<string>('eth_estimateGas', [{ from: this.escrowAddress, to: token, data }]),
      );
      gasLimit = (estimate * (100n + this.gasMargin)) / 100n;
    }
    const fees = await this.fees();
    const tx = Transaction.from({
      type: 2,
      chainId: BigInt(this.chainId),
      nonce: Number(transfer.nonce),
      to: token,
      data,
      value: 0n,
      gasLimit,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    });
    const raw = await this.signer.sign(tx);
    return { txHash: Transaction.from(raw).hash!.toLowerCase(), raw, nonce: transfer.nonce };
  }

  /** EIP-1559 fees from the node: twice the latest base fee plus the suggested tip. */
  private async fees(): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
    const [block, tip] = await Promise.all([
      this.send<{ baseFeePerGas?: string }>('eth_getBlockByNumber', ['latest', false]),
      this.send<string>('eth_maxPriorityFeePerGas', []).then(BigInt, () => 1_000_000_000n),
    ]);
    const base = BigInt(block.baseFeePerGas ?? 0);
    return { maxFeePerGas: base * 2n + tip, maxPriorityFeePerGas: tip };
  }

  async broadcast(raw: string): Promise<void> {
    try {
      await this.send<string>('eth_sendRawTransaction', [raw]);
    } catch (err) {
      // "already known", "known transaction", or "nonce too low" for this very transaction: it is on the
      // node already (pending or mined), which is what broadcasting wanted.
      const hash = Transaction.from(raw).hash!;
      const known = await this.send<unknown>('eth_getTransactionByHash', [hash]).catch(() => null);
      if (known) return;
      throw err;
    }
  }

  async receipt(txHash: string): Promise<TransferReceipt> {
    const r = await this.send<RpcReceipt | null>('eth_getTransactionReceipt', [txHash]);
    if (!r) {
      const pending = await this.send<unknown>('eth_getTransactionByHash', [txHash]);
      return {
        status: pending ? 'PENDING' : 'UNKNOWN',
        blockNumber: null,
        blockHash: null,
        confirmations: 0,
      };
    }
    const head = BigInt(await this.send<string>('eth_blockNumber', []));
    const blockNumber = BigInt(r.blockNumber);
    return {
      status: BigInt(r.status) === 1n ? 'SUCCESS' : 'REVERTED',
      blockNumber,
      blockHash: r.blockHash.toLowerCase(),
      confirmations: head >= blockNumber ? Number(head - blockNumber + 1n) : 0,
    };
  }

  private call(token: string, data: string): Promise<string> {
    return this.send<string>('eth_call', [{ to: evm(token), data }, 'latest']);
  }

  async balanceOf(token: WatchedToken, owner: string): Promise<bigint> {
    const out = await this.call(token.address, ABI.encodeFunctionData('balanceOf', [evm(owner)]));
    return ABI.decodeFunctionResult('balanceOf', out)[0] as bigint;
  }

  async ownsNft(token: WatchedToken, tokenId: bigint, owner: string): Promise<boolean> {
    if (token.standard !== 'NFT') throw new TypeError('ownsNft takes an NFT token');
    try {
      const out = await this.call(token.address, ABI.encodeFunctionData('ownerOf', [tokenId]));
      return (ABI.decodeFunctionResult('ownerOf', out)[0] as string) === evm(owner);
    } catch (err) {
      // ownerOf reverts for a token that does not exist; anything else (the node down) is an error.
      if (isError(err, 'CALL_EXCEPTION') || /revert/i.test(err instanceof Error ? err.message : ''))
        return false;
      throw err;
    }
  }
}
