// TRON (TRC-20) implementation of ChainAdapter over the TronGrid HTTP API. Reads use the java-tron wallet
// API (/wallet/*) and TronGrid's v1 lists; transfers are built and signed offline (./tx.ts) and only the
// broadcast goes to the node.
//
// Idempotent sending without a nonce: TRON accounts have no nonce. A transaction is identified by its txID
// = sha256(raw_data), known before broadcast, and is only valid until raw_data.expiration (reference block
// time + `expirationMs`; the reference block is the latest solidified one). So the sender records the txID
// and the raw signed JSON first; after a restart it re-broadcasts the same raw (DUP_TRANSACTION_ERROR counts
// as success) and asks `receipt(txHash)`; only when the recorded transaction is UNKNOWN and past its
// expiration (`expiration(raw)`) by the chain's own clock (`chainTime()`, the solidified head block's time, plus
// a margin; issue 20) may it sign that payout anew.
// `nextNonce()` answers 0n, and `signTransfer` echoes the caller's nonce unchanged. Two payouts with the same
// recipient and amount still get different txIDs: raw_data.timestamp is the signing time in ms, strictly
// increasing within an adapter (the watcher is the single sender per chain).
import type {
  BlockRef,
  BlockStamp,
  ChainAdapter,
  OutgoingTransfer,
  SignedTransfer,
  TokenTransferLog,
  TransferReceipt,
  WatchedToken,
} from '../adapter.js';
import { normalizeAddress, tronToHex } from '../address.js';
import { resolveTronConfig, type ResolvedTronConfig, type TronAdapterConfig } from './config.js';
import {
  TronGridClient,
  TronGridError,
  toTronBase58,
  type Trc20AccountTransfer,
  type TronBlock,
  type TronBroadcastResult,
  type TronConstantResult,
  type TronEvent,
  type TronTransactionInfo,
} from './trongrid.js';
import {
  buildTrc20Transfer,
  encodeAddressArg,
  parseSignedTx,
  signTronTx,
  tronTxExpiration,
  type RefBlock,
} from './tx.js';

export class TronUnsupportedError extends Error {
  override readonly name = 'TronUnsupportedError';
}

export class TronBroadcastError extends Error {
  override readonly name = 'TronBroadcastError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function hexToUtf8(hex: string | undefined): string {
  if (!hex || !/^([0-9a-fA-F]{2})+$/.test(hex)) return hex ?? '';
  return Buffer.from(hex, 'hex').toString('utf8');
}

function strip0x(hash: string): string {
  const clean = hash.replace(/^0x/, '').toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(clean)) throw new TypeError('a TRON transaction id is 32 bytes of hex');
  return clean;
}

export class TronChainAdapter implements ChainAdapter {
  readonly chain = 'TRC20' as const;
  readonly escrowAddress: string;
  readonly #config: ResolvedTronConfig;
  readonly #grid: TronGridClient;
  #lastTimestamp = 0;

  constructor(config: TronAdapterConfig) {
    this.#config = resolveTronConfig(config);
    this.escrowAddress = this.#config.escrowAddress;
    this.#grid = new TronGridClient(this.#config.baseUrl, this.#config.apiKey, this.#config.requestTimeoutMs);
  }

  /** The watched TRC-20 contracts. */
  get tokens(): readonly WatchedToken[] {
    return this.#config.tokens;
  }

  private static blockRef(block: TronBlock): RefBlock | null {
    const raw = block.block_header?.raw_data;
    if (!block.blockID || !raw) return null;
    return { number: BigInt(raw.number ?? 0), blockID: block.blockID, timestamp: raw.timestamp ?? 0 };
  }

  private async nowBlock(path: '/wallet/getnowblock' | '/walletsolidity/getnowblock'): Promise<RefBlock> {
    const ref = TronChainAdapter.blockRef(await this.#grid.post<TronBlock>(path, {}));
    if (!ref) throw new TronGridError(`TronGrid ${path} answered no block`);
    return ref;
  }

  private async blockByNumber(number: bigint): Promise<RefBlock | null> {
    if (number < 0n) return null;
    const ref = TronChainAdapter.blockRef(
      await this.#grid.post<TronBlock>('/wallet/getblockbynum', { num: Number(number) }),
    );
    return ref && ref.number === number ? ref : null;
  }

  async head(): Promise<BlockRef> {
    const ref = await this.nowBlock('/wallet/getnowblock');
    return { number: ref.number, hash: `0x${ref.blockID.toLowerCase()}` };
  }

  async blockHash(number: bigint): Promise<string | null> {
    const ref = await this.blockByNumber(number);
    return ref ? `0x${ref.blockID.toLowerCase()}` : null;
  }

  async blockAt(number: bigint): Promise<BlockStamp | null> {
    const ref = await this.blockByNumber(number);
    return ref ? { hash: `0x${ref.blockID.toLowerCase()}`, time: new Date(ref.timestamp) } : null;
  }

  private fungible(token: WatchedToken): string {
    if (token.standard !== 'FUNGIBLE')
      throw new TronUnsupportedError('TRON NFTs (TRC-721) are not supported');
    return normalizeAddress('TRC20', token.address);
  }

  /**
   * Transfers of the watched TRC-20 tokens to `to` in blocks [fromBlock, toBlock]. TronGrid filters by
   * recipient only in GET /v1/accounts/{to}/transactions/trc20 (only_to, contract_address, block
   * timestamps), which has neither block numbers nor event indexes; each transaction found is then read
   * with GET /v1/transactions/{id}/events for its Transfer events (block_number, event_index), and the
   * block range is applied on those block numbers.
   */
  async transfersTo(
    to: string,
    tokens: readonly WatchedToken[],
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<TokenTransferLog[]> {
    const recipient = normalizeAddress('TRC20', to);
    const contracts = tokens.map((t) => this.fungible(t));
    if (fromBlock < 0n || fromBlock > toBlock || contracts.length === 0) return [];
    const first = await this.blockByNumber(fromBlock);
    if (!first) return [];
    const last = (await this.blockByNumber(toBlock)) ?? (await this.nowBlock('/wallet/getnowblock'));
    const hashes = new Map<bigint, string>([
      [first.number, `0x${first.blockID.toLowerCase()}`],
      [last.number, `0x${last.blockID.toLowerCase()}`],
    ]);
    const upper = last.number < toBlock ? last.number : toBlock;

    const txIds: string[] = [];
    for (const contract of contracts) {
      const rows = await this.#grid.getAllPages<Trc20AccountTransfer>(
        `/v1/accounts/${recipient}/transactions/trc20`,
        {
          only_to: 'true',
          contract_address: contract,
          min_timestamp: String(first.timestamp),
          max_timestamp: String(last.timestamp),
          order_by: 'block_timestamp,asc',
          limit: String(this.#config.pageSize),
        },
      );
      for (const row of rows) {
        if (toTronBase58(row.to) !== recipient || toTronBase58(row.token_info.address) !== contract) continue;
        if (!txIds.includes(row.transaction_id)) txIds.push(row.transaction_id);
      }
    }

    const logs: TokenTransferLog[] = [];
    for (const txId of txIds) {
      const events = await this.#grid.getAllPages<TronEvent>(`/v1/transactions/${strip0x(txId)}/events`, {});
      for (const event of events.sort((a, b) => a.event_index - b.event_index)) {
        const log = this.transferLog(event, recipient, contracts);
        if (!log || log.blockNumber < first.number || log.blockNumber > upper) continue;
        let hash = hashes.get(log.blockNumber) ?? null;
        if (!hash) {
          hash = await this.blockHash(log.blockNumber);
          if (!hash) throw new TronGridError(`block ${log.blockNumber} of a transfer is not readable`);
          hashes.set(log.blockNumber, hash);
        }
        logs.push({ ...log, blockHash: hash });
      }
    }
    return logs.sort((a, b) =>
      a.blockNumber === b.blockNumber ? 0 : a.blockNumber < b.blockNumber ? -1 : 1,
    );
  }

  private transferLog(event: TronEvent, recipient: string, contracts: string[]): TokenTransferLog | null {
    if (event.event_name !== 'Transfer') return null;
    const token = toTronBase58(event.contract_address);
    if (!contracts.includes(token)) return null;
    const r = event.result;
    const from = r['0'] ?? r.from ?? r._from;
    const to = r['1'] ?? r.to ?? r._to;
    const value = r['2'] ?? r.value ?? r._value;
    if (from === undefined || to === undefined || value === undefined || !/^\d+$/.test(value)) {
      throw new TronGridError(`malformed Transfer event in ${event.transaction_id}`);
    }
    if (toTronBase58(to) !== recipient) return null;
    return {
      txHash: `0x${strip0x(event.transaction_id)}`,
      logIndex: event.event_index,
      blockNumber: BigInt(event.block_number),
      blockHash: '',
      tokenAddress: token,
      standard: 'FUNGIBLE',
      from: toTronBase58(from),
      to: recipient,
      value: BigInt(value),
      tokenId: null,
      blockTime: new Date(event.block_timestamp),
    };
  }

  /** TRON has no account nonce (see the top of this file): always 0n. */
  async nextNonce(): Promise<bigint> {
    return 0n;
  }

  /** TRON has no account nonce: always 0n. */
  async minedNonce(): Promise<bigint> {
    return 0n;
  }

  /**
   * The solidified head block's time (ms): the chain's clock for deciding that a transaction expired
   * (issue 20). A solidified block is final, so a transaction past its expiration by this clock can no
   * longer be mined.
   */
  async chainTime(): Promise<number> {
    return (await this.nowBlock('/walletsolidity/getnowblock')).timestamp;
  }

  /** raw_data.expiration of a signed transaction (ms, chain time). */
  expiration(raw: string): number {
    return tronTxExpiration(raw);
  }

  async signTransfer(transfer: OutgoingTransfer): Promise<SignedTransfer> {
    const token = this.fungible(transfer.token);
    if (!this.#config.tokens.some((t) => t.address === token)) throw new TypeError('token is not watched');
    const to = normalizeAddress('TRC20', transfer.to);
    if (transfer.amount <= 0n) throw new RangeError('amount must be greater than 0');
    const refBlock = await this.nowBlock('/walletsolidity/getnowblock');
    const timestamp = Math.max(Date.now(), this.#lastTimestamp + 1);
    this.#lastTimestamp = timestamp;
    const tx = buildTrc20Transfer({
      owner: this.escrowAddress,
      token,
      to,
      amount: transfer.amount,
      feeLimitSun: this.#config.feeLimitSun,
      refBlock,
      expirationMs: this.#config.expirationMs,
      timestamp,
    });
    const signed = signTronTx(tx, this.#config.privateKey);
    return { txHash: `0x${signed.txID}`, raw: JSON.stringify(signed), nonce: transfer.nonce };
  }

  async broadcast(raw: string): Promise<void> {
    const tx = parseSignedTx(raw);
    const answer = await this.#grid.post<TronBroadcastResult>('/wallet/broadcasttransaction', tx);
    if (answer.result === true || answer.code === 'DUP_TRANSACTION_ERROR') return;
    const code = answer.code ?? 'UNKNOWN';
    throw new TronBroadcastError(code, `TRON broadcast refused (${code}): ${hexToUtf8(answer.message)}`);
  }

  async receipt(txHash: string): Promise<TransferReceipt> {
    const id = strip0x(txHash);
    const info = await this.#grid.post<TronTransactionInfo>('/wallet/gettransactioninfobyid', { value: id });
    if (info.blockNumber === undefined) {
      const known = await this.#grid.post<{ txID?: string }>('/wallet/gettransactionbyid', { value: id });
      const status = known.txID ? 'PENDING' : 'UNKNOWN';
      return { status, blockNumber: null, blockHash: null, confirmations: 0 };
    }
    const blockNumber = BigInt(info.blockNumber);
    const [head, blockHash] = await Promise.all([this.head(), this.blockHash(blockNumber)]);
    const failed =
      info.result === 'FAILED' || (info.receipt?.result !== undefined && info.receipt.result !== 'SUCCESS');
    const depth = head.number - blockNumber + 1n;
    return {
      status: failed ? 'REVERTED' : 'SUCCESS',
      blockNumber,
      blockHash,
      confirmations: depth > 0n ? Number(depth) : 0,
    };
  }

  /** TRC-20 `balanceOf(owner)` through POST /wallet/triggerconstantcontract (a read, nothing signed). */
  async balanceOf(token: WatchedToken, owner: string): Promise<bigint> {
    const contract = this.fungible(token);
    const who = normalizeAddress('TRC20', owner);
    const answer = await this.#grid.post<TronConstantResult>('/wallet/triggerconstantcontract', {
      owner_address: tronToHex(who),
      contract_address: tronToHex(contract),
      function_selector: 'balanceOf(address)',
      parameter: encodeAddressArg(who),
      visible: false,
    });
    const word = answer.constant_result?.[0];
    if (answer.result?.result !== true || !word || !/^[0-9a-fA-F]{1,64}$/.test(word)) {
      throw new TronGridError(`balanceOf on ${contract} failed: ${hexToUtf8(answer.result?.message)}`);
    }
    return BigInt(`0x${word}`);
  }

  /** TRON NFTs (TRC-721) are not supported by the platform: always throws. */
  async ownsNft(): Promise<boolean> {
    throw new TronUnsupportedError('TRON NFTs (TRC-721) are not supported');
  }
}
