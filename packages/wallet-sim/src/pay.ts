// The wallet simulator pays a deposit link on an EVM chain: it reads the EIP-681 link, checks the chain,
// the holder and the balance, sends the ERC-20 transfer or the ERC-721 safeTransferFrom from its own key
// and waits for the receipt.
import { readFileSync } from 'node:fs';
import { Contract, Interface, JsonRpcProvider, Network, formatUnits } from 'ethers';
import { parseEvmPaymentLink, type EvmPaymentLink } from '@p2p/chain';
import { toWallet } from './keys.js';

const ABI = new Interface([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
]);

export interface PayOptions {
  link: string;
  /** The paying wallet's private key. */
  key: string;
  rpcUrl: string;
  /** How long to wait for the receipt (default 30 s); PENDING after that. */
  waitMs?: number;
}

export interface PayResult {
  txHash: string;
  status: 'SUCCESS' | 'REVERTED' | 'PENDING';
  blockNumber: number | null;
  from: string;
  to: string;
  token: string;
  function: EvmPaymentLink['function'];
  /** Base units (ERC-20) or the token id (ERC-721), as a decimal string. */
  amount: string;
}

/** The RPC URL in a chain file written by @p2p/devchain (`.data/chain.json`). */
export function rpcUrlFromChainFile(file: string): string {
  let url: unknown;
  try {
    url = (JSON.parse(readFileSync(file, 'utf8')) as { url?: unknown }).url;
  } catch {
    throw new Error(`no chain file at ${file}: start the local chain (npm start) or pass --rpc`);
  }
  if (typeof url !== 'string') throw new Error(`${file} has no url`);
  return url;
}

export function evmProvider(rpcUrl: string, chainId: number): JsonRpcProvider {
  return new JsonRpcProvider(rpcUrl, Network.from(chainId), { staticNetwork: true, cacheTimeout: -1 });
}

async function waitForReceipt(provider: JsonRpcProvider, hash: string, waitMs: number) {
  const until = Date.now() + waitMs;
  for (;;) {
    const r = (await provider.send('eth_getTransactionReceipt', [hash])) as {
      status: string;
      blockNumber: string;
    } | null;
    if (r) return r;
    if (Date.now() >= until) return null;
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** Pays `link` from `key`'s wallet; throws (without sending) on another chain, a wrong holder or too small a balance. */
export async function payLink(opts: PayOptions): Promise<PayResult> {
  const link = parseEvmPaymentLink(opts.link);
  const provider = evmProvider(opts.rpcUrl, link.chainId);
  try {
    const nodeChainId = Number(await provider.send('eth_chainId', []));
    if (nodeChainId !== link.chainId)
      throw new Error(
        `the link is for chain ${link.chainId} but the node at ${opts.rpcUrl} is chain ${nodeChainId}`,
      );
    const wallet = toWallet(opts.key).connect(provider);
    const token = new Contract(link.token, ABI, wallet);
    if (((await provider.getCode(link.token)) as string) === '0x')
      throw new Error(`no contract at ${link.token}`);
    let tx: { hash: string };
    if (link.function === 'transfer') {
      const balance = (await token.balanceOf(wallet.address)) as bigint;
      if (balance < link.amount) {
        const [decimals, symbol] = await Promise.all([token.decimals(), token.symbol()]);
        throw new Error(
          `insufficient ${symbol} balance: ${formatUnits(balance, decimals)} held, the link asks for ${formatUnits(link.amount, decimals)}`,
        );
      }
      tx = await token.transfer(link.to, link.amount);
    } else {
      if (link.from && link.from !== wallet.address)
        throw new Error(`the link asks for the NFT from ${link.from}, not from this wallet`);
      const owner = (await token.ownerOf(link.amount).catch(() => null)) as string | null;
      if (owner !== wallet.address)
        throw new Error(`this wallet does not hold NFT #${link.amount} of ${link.token}`);
      tx = await token.safeTransferFrom(wallet.address, link.to, link.amount);
    }
    const r = await waitForReceipt(provider, tx.hash, opts.waitMs ?? 30_000);
    return {
      txHash: tx.hash,
      status: !r ? 'PENDING' : BigInt(r.status) === 1n ? 'SUCCESS' : 'REVERTED',
      blockNumber: r ? Number(r.blockNumber) : null,
      from: wallet.address,
      to: link.to,
      token: link.token,
      function: link.function,
      amount: link.amount.toString(),
    };
  } finally {
    provider.destroy();
  }
}
