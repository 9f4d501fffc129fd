// Offline building and signing of a TRC-20 `transfer(address,uint256)` TriggerSmartContract transaction.
// tronweb's protobuf utilities serialize raw_data (txJsonToPb / txPbToRawDataHex); the txID is
// sha256(raw_data bytes) and the signature is secp256k1 over the txID, all without a node. The only
// chain input is a recent block (number, blockID, timestamp) for ref_block_bytes / ref_block_hash.
import { utils } from 'tronweb';
import { tronToHex } from '../address.js';

/** `transfer(address,uint256)` selector: the first 4 bytes of keccak256 of the signature. */
export const TRC20_TRANSFER_SELECTOR = 'a9059cbb';
/** `balanceOf(address)` selector. */
export const TRC20_BALANCE_OF_SELECTOR = '70a08231';
const UINT256_MAX = (1n << 256n) - 1n;

export interface RefBlock {
  number: bigint;
  /** The block's 32-byte id, 64 hex digits (no 0x), as TronGrid returns it. */
  blockID: string;
  /** The block's timestamp in milliseconds. */
  timestamp: number;
}

export interface TronTransferTx {
  visible: false;
  txID: string;
  raw_data: {
    contract: {
      parameter: {
        value: { data: string; owner_address: string; contract_address: string };
        type_url: 'type.googleapis.com/protocol.TriggerSmartContract';
      };
      type: 'TriggerSmartContract';
    }[];
    ref_block_bytes: string;
    ref_block_hash: string;
    expiration: number;
    timestamp: number;
    fee_limit: number;
  };
  raw_data_hex: string;
  signature?: string[];
}

export interface BuildTransferInput {
  owner: string;
  token: string;
  to: string;
  amount: bigint;
  feeLimitSun: bigint;
  refBlock: RefBlock;
  expirationMs: number;
  /** The transaction's own timestamp (ms); defaults to the reference block's. */
  timestamp?: number;
}

function word(hex: string): string {
  return hex.padStart(64, '0');
}

/** ABI-encoded call data (no 0x) of `transfer(to, amount)`; TRON addresses drop their 0x41 byte in the ABI. */
export function encodeTransferCall(to: string, amount: bigint): string {
  if (amount <= 0n || amount > UINT256_MAX) throw new RangeError('amount must be in 1..2^256-1');
  return TRC20_TRANSFER_SELECTOR + word(tronToHex(to).slice(2)) + word(amount.toString(16));
}

/** ABI-encoded argument (no selector) of `balanceOf(owner)`. */
export function encodeAddressArg(owner: string): string {
  return word(tronToHex(owner).slice(2));
}

/** ref_block_bytes: bytes 6..7 of the block number; ref_block_hash: bytes 8..15 of the block id. */
export function refBlockFields(block: RefBlock): { ref_block_bytes: string; ref_block_hash: string } {
  if (!/^[0-9a-f]{64}$/i.test(block.blockID)) throw new TypeError('blockID must be 64 hex digits');
  return {
    ref_block_bytes: (block.number & 0xffffn).toString(16).padStart(4, '0'),
    ref_block_hash: block.blockID.slice(16, 32).toLowerCase(),
  };
}

/** Builds the unsigned transaction; txID and raw_data_hex come from tronweb's protobuf serializer. */
export function buildTrc20Transfer(input: BuildTransferInput): TronTransferTx {
  if (input.feeLimitSun > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('fee limit too large');
  const tx: TronTransferTx = {
    visible: false,
    txID: '',
    raw_data: {
      contract: [
        {
          parameter: {
            value: {
              data: encodeTransferCall(input.to, input.amount),
              owner_address: tronToHex(input.owner),
              contract_address: tronToHex(input.token),
            },
            type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
          },
          type: 'TriggerSmartContract',
        },
      ],
      ...refBlockFields(input.refBlock),
      expiration: input.refBlock.timestamp + input.expirationMs,
      timestamp: input.timestamp ?? input.refBlock.timestamp,
      fee_limit: Number(input.feeLimitSun),
    },
    raw_data_hex: '',
  };
  const pb = utils.transaction.txJsonToPb(tx);
  tx.txID = utils.transaction.txPbToTxID(pb).replace(/^0x/, '').toLowerCase();
  tx.raw_data_hex = utils.transaction.txPbToRawDataHex(pb).toLowerCase();
  return tx;
}

/** Signs offline with the escrow key: secp256k1 over the txID, appended to `signature`. */
export function signTronTx(tx: TronTransferTx, privateKey: string): TronTransferTx {
  const copy: TronTransferTx = JSON.parse(JSON.stringify(tx)) as TronTransferTx;
  delete copy.signature;
  const signed = utils.crypto.signTransaction(privateKey, copy) as TronTransferTx;
  return signed;
}

/** sha256 of raw_data_hex, the TRON transaction id (no 0x). */
export function txIdOfRawData(rawDataHex: string): string {
  return utils.ethersUtils.sha256(`0x${rawDataHex}`).slice(2).toLowerCase();
}

/** Parses the `raw` string kept for a signed transfer (the signed transaction JSON). */
export function parseSignedTx(raw: string): TronTransferTx {
  let tx: TronTransferTx;
  try {
    tx = JSON.parse(raw) as TronTransferTx;
  } catch {
    throw new TypeError('not a signed TRON transaction');
  }
  if (
    !tx ||
    typeof tx.txID !== 'string' ||
    typeof tx.raw_data_hex !== 'string' ||
    !tx.raw_data ||
    !Array.isArray(tx.signature) ||
    tx.signature.length === 0
  ) {
    throw new TypeError('not a signed TRON transaction');
  }
  if (txIdOfRawData(tx.raw_data_hex) !== tx.txID.toLowerCase())
    throw new TypeError('txID does not match raw_data');
  return tx;
}

/**
 * When a signed transaction stops being valid (ms). Past it, a transaction that no node knows can never
 * be mined, so the sender may sign the payout anew (the TRON replacement for "the nonce was not used").
 */
export function tronTxExpiration(raw: string): number {
  return parseSignedTx(raw).raw_data.expiration;
}
