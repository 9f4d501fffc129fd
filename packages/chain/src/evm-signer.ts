// Who signs the escrow wallet's transactions (issue 27: keep the key out of the app). A local key for
// development, or a remote signer over JSON-RPC `eth_signTransaction`, as web3signer and geth/clef serve
// it: the production key stays in the signer, and the API holds only its address. The API never sends
// what a remote signer answered without reading it back: a transaction other than the one asked for (or
// signed by another key) is refused, so a wrong or compromised signer cannot redirect a payout.
import { FetchRequest, getAddress, JsonRpcProvider, Network, Transaction, Wallet } from 'ethers';
import { fetchGetUrl } from './evm-fetch.js';

/** Signs the escrow wallet's transactions: `sign` answers the raw signed transaction (0x hex). */
export interface EvmTransactionSigner {
  /** The escrow wallet's address (checksummed). */
  readonly address: string;
  sign(tx: Transaction): Promise<string>;
  destroy(): void;
}

/**
 * The remote signer failed: unreachable, an error answer (an unknown account, a refusal), or an answer that
 * is not the transaction asked for. Never the payout's fault: the sender keeps the payout queued and
 * stops its round until the signer serves again (the payout-stuck alert tells the operator).
 */
export class SignerError extends Error {
  override readonly name = 'SignerError';
}

/** The key in this process: development and tests (a production deployment names a remote signer). */
export class LocalKeySigner implements EvmTransactionSigner {
  private readonly wallet: Wallet;
  readonly address: string;

  constructor(privateKey: string) {
    this.wallet = new Wallet(privateKey);
    this.address = this.wallet.address;
  }

  sign(tx: Transaction): Promise<string> {
    return this.wallet.signTransaction(tx);
  }

  destroy(): void {}
}

export interface RemoteSignerOptions {
  /** The signer's JSON-RPC endpoint (http or https). */
  url: string;
  /** The escrow address the signer holds the key of. */
  address: string;
  /** Sent as `Authorization: Bearer <token>` when the signer sits behind a proxy that asks for one. */
  token?: string;
  /** How long one signing request may take (default 10 s). */
  timeoutMs?: number;
}

const quantity = (n: bigint | number): string => `0x${BigInt(n).toString(16)}`;

/** A remote signer over JSON-RPC: `eth_signTransaction` with the whole transaction, EIP-1559 fields. */
export class RemoteJsonRpcSigner implements EvmTransactionSigner {
  readonly address: string;
  private readonly provider: JsonRpcProvider;

  constructor(opts: RemoteSignerOptions) {
    this.address = getAddress(opts.address);
    const request = new FetchRequest(opts.url);
    request.getUrlFunc = fetchGetUrl;
    request.timeout = opts.timeoutMs ?? 10_000;
    if (opts.token) request.setHeader('authorization', `Bearer ${opts.token}`);
    // The network is never asked for: the signer is not a node (chain ids travel in each transaction).
    this.provider = new JsonRpcProvider(request, Network.from(1), {
      staticNetwork: true,
      cacheTimeout: -1,
      batchMaxCount: 1,
    });
  }

  /** The addresses the signer holds keys for (`eth_accounts`): a start-up check that it holds ours. */
  async accounts(): Promise<string[]> {
    const list = (await this.provider.send('eth_accounts', [])) as unknown;
    if (!Array.isArray(list)) throw new SignerError('the signer answered eth_accounts without a list');
    return list.map((a) => getAddress(String(a)));
  }

  async sign(tx: Transaction): Promise<string> {
    if (tx.type !== 2 || tx.to === null || tx.maxFeePerGas === null || tx.maxPriorityFeePerGas === null) {
      throw new SignerError('only EIP-1559 calls to a contract are signed remotely');
    }
    const answer = await this.ask([
      {
        from: this.address,
        to: tx.to,
        data: tx.data,
        value: quantity(tx.value),
        gas: quantity(tx.gasLimit),
        nonce: quantity(tx.nonce),
        chainId: quantity(tx.chainId),
        type: '0x2',
        maxFeePerGas: quantity(tx.maxFeePerGas),
        maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
        accessList: [],
      },
    ]);
    // web3signer answers the raw transaction; geth and clef answer {raw, tx}.
    const raw =
      typeof answer === 'string'
        ? answer
        : typeof (answer as { raw?: unknown } | null)?.raw === 'string'
          ? (answer as { raw: string }).raw
          : null;
    if (raw === null || !/^0x[0-9a-fA-F]+$/.test(raw)) {
      throw new SignerError('the signer answered no raw transaction');
    }
    verifySigned(tx, raw, this.address);
    return raw;
  }

  private async ask(params: unknown[]): Promise<unknown> {
    try {
      return (await this.provider.send('eth_signTransaction', params)) as unknown;
    } catch (err) {
      const why = (err as { shortMessage?: string; message?: string }).shortMessage ?? String(err);
      throw new SignerError(`the signer did not sign: ${why}`);
    }
  }

  destroy(): void {
    this.provider.destroy();
  }
}

/**
 * Reads a signed transaction back and checks that it is exactly `asked`, signed by `address`: every field
 * that decides what it does, what it may cost and where it is valid.
 */
export function verifySigned(asked: Transaction, raw: string, address: string): void {
  let signed: Transaction;
  try {
    signed = Transaction.from(raw);
  } catch {
    throw new SignerError('the signer answered a transaction that cannot be read');
  }
  if (!signed.isSigned() || signed.from === null || getAddress(signed.from) !== getAddress(address)) {
    throw new SignerError('the signed transaction is not from the escrow address');
  }
  const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
  const differs: string[] = [];
  if (signed.type !== asked.type) differs.push('type');
  if (signed.chainId !== asked.chainId) differs.push('chainId');
  if (signed.nonce !== asked.nonce) differs.push('nonce');
  if (!same(signed.to, asked.to)) differs.push('to');
  if (!same(signed.data, asked.data)) differs.push('data');
  if (signed.value !== asked.value) differs.push('value');
  if (signed.gasLimit !== asked.gasLimit) differs.push('gasLimit');
  if (signed.maxFeePerGas !== asked.maxFeePerGas) differs.push('maxFeePerGas');
  if (signed.maxPriorityFeePerGas !== asked.maxPriorityFeePerGas) differs.push('maxPriorityFeePerGas');
  if (signed.accessList !== null && signed.accessList.length > 0) differs.push('accessList');
  if (differs.length > 0) {
    throw new SignerError(`the signer changed the transaction: ${differs.join(', ')}`);
  }
}
