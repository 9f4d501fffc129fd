// What the platform needs of a chain, one interface for the EVM chain (ethers v6) and TRON (tronweb).
// Amounts and token ids are bigint base units; addresses are in the chain's canonical form
// (`normalizeAddress`); hashes are 0x-prefixed lower-case hex on EVM and TRON alike.
import type { ChainKind } from './address.js';

export type TokenStandard = 'FUNGIBLE' | 'NFT';

/** A token contract the platform watches and pays in. */
export interface WatchedToken {
  address: string;
  standard: TokenStandard;
}

/** One Transfer log (ERC-20 / TRC-20 `Transfer(from, to, value)`, ERC-721 `Transfer(from, to, tokenId)`). */
export interface TokenTransferLog {
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  tokenAddress: string;
  standard: TokenStandard;
  from: string;
  to: string;
  /** Fungible: the amount in base units. */
  value: bigint | null;
  /** NFT: the token id. */
  tokenId: bigint | null;
  /** The time stamped on its block (the chain's evidence of when it was paid: issue 20). */
  blockTime: Date;
}

export interface BlockRef {
  number: bigint;
  hash: string;
}

/** A canonical block's hash and the time stamped on it. */
export interface BlockStamp {
  hash: string;
  time: Date;
}

/** A transfer out of the escrow wallet, signed before it is broadcast so its hash can be recorded first. */
export interface OutgoingTransfer {
  token: WatchedToken;
  to: string;
  /** Fungible amount in base units, or the NFT's token id. */
  amount: bigint;
  nonce: bigint;
}

export interface SignedTransfer {
  /** The transaction hash, known before broadcast. */
  txHash: string;
  /** The raw signed transaction, kept so a restart can re-broadcast the same bytes. */
  raw: string;
  nonce: bigint;
}

export type ReceiptStatus = 'PENDING' | 'SUCCESS' | 'REVERTED' | 'UNKNOWN';

export interface TransferReceipt {
  status: ReceiptStatus;
  blockNumber: bigint | null;
  blockHash: string | null;
  /** Head - blockNumber + 1 when mined, else 0. */
  confirmations: number;
}

export interface ChainAdapter {
  readonly chain: ChainKind;
  /** The latest block. */
  head(): Promise<BlockRef>;
  /** The hash of the canonical block at `number`, or null past the head. */
  blockHash(number: bigint): Promise<string | null>;
  /**
   * The hash and time of the canonical block at `number`, or null past the head: the watcher records how
   * far in chain time it has read (a deposit deadline waits until it has read up to it: issue 20).
   */
  blockAt(number: bigint): Promise<BlockStamp | null>;
  /** Transfer logs of the watched tokens to `to`, in blocks [fromBlock, toBlock], in chain order. */
  transfersTo(
    to: string,
    tokens: readonly WatchedToken[],
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<TokenTransferLog[]>;
  /** The escrow wallet's next nonce as the chain sees it (pending included). */
  nextNonce(): Promise<bigint>;
  /**
   * The escrow wallet's count of mined transactions (its `latest` nonce): a nonce below it is used, by
   * whichever transaction was mined with it (issue 20). TRON has no nonce: 0n.
   */
  minedNonce(): Promise<bigint>;
  /**
   * The chain's own clock in ms: the time of its newest final block (TRON: the solidified head; EVM: the
   * latest block). Whether a signed transaction has expired is decided by it, never by the local clock.
   */
  chainTime(): Promise<number>;
  /** When a signed transaction stops being valid (ms, chain time), or null if it never expires (EVM). */
  expiration(raw: string): number | null;
  /** Builds and signs a transfer from the escrow wallet; nothing is sent. */
  signTransfer(transfer: OutgoingTransfer): Promise<SignedTransfer>;
  /** Broadcasts a signed transaction; a duplicate of one already known is not an error. */
  broadcast(raw: string): Promise<void>;
  /** The receipt of a transaction and its confirmations. */
  receipt(txHash: string): Promise<TransferReceipt>;
  /** The escrow wallet's balance of a token (fungible: base units; NFT: count held). */
  balanceOf(token: WatchedToken, owner: string): Promise<bigint>;
  /** Whether `owner` holds the NFT `tokenId` (NFT tokens only). */
  ownsNft(token: WatchedToken, tokenId: bigint, owner: string): Promise<boolean>;
  /** The escrow wallet's address. */
  readonly escrowAddress: string;
}

/**
 * What the NFT index reads of a chain with ERC-721 collections (the EVM chain): every Transfer log of the
 * collections, whoever sends or receives (mints from the zero address too), and a token's URI.
 */
export interface NftChainReader {
  /** ERC-721 Transfer logs of `contracts` in blocks [fromBlock, toBlock], in chain order. */
  nftTransfers(contracts: readonly string[], fromBlock: bigint, toBlock: bigint): Promise<TokenTransferLog[]>;
  /** `tokenURI(tokenId)` of the contract (throws when the call reverts: no such token). */
  tokenUri(contract: string, tokenId: bigint): Promise<string>;
  /** Whether a contract answers ERC-165 `supportsInterface` true for ERC-721 (false: none, or not one). */
  isErc721(contract: string): Promise<boolean>;
}

/** Whether `adapter` reads ERC-721 collections. */
export function readsNfts<A extends object>(adapter: A): adapter is A & NftChainReader {
  return (
    typeof (adapter as Partial<NftChainReader>).nftTransfers === 'function' &&
    typeof (adapter as Partial<NftChainReader>).tokenUri === 'function' &&
    typeof (adapter as Partial<NftChainReader>).isErc721 === 'function'
  );
}
