// `p2p-wallet fund`: MEC, USDT and NFTs for a development wallet, minted by the local chain's deployer.
// Development chain only (chain id 31337); kept apart from index.ts so only this command loads
// @p2p/devchain.
import { DEV_CHAIN_ID, fundWallet, probeChain, readChainFile } from '@p2p/devchain';
import { toWallet } from './keys.js';

export interface FundOptions {
  key: string;
  chainFile: string;
  /** Defaults to the chain file's URL. */
  rpcUrl?: string;
  mec?: string;
  usdt?: string;
  nft?: number;
}

export interface FundResult {
  address: string;
  mec: string;
  usdt: string;
  nftTokenIds: string[];
  /** ETH (wei) sent so that the wallet can pay its transfers' gas ('0' when it had enough). */
  gasWei: string;
}

export async function fundDevWallet(opts: FundOptions): Promise<FundResult> {
  const address = toWallet(opts.key).address;
  const deployment = readChainFile(opts.chainFile);
  const url = opts.rpcUrl ?? deployment.url;
  const chainId = await probeChain(url);
  if (chainId === null) throw new Error(`no chain answers at ${url}`);
  if (chainId !== DEV_CHAIN_ID)
    throw new Error(`refused: chain ${chainId} is not the development chain (${DEV_CHAIN_ID})`);
  const funded = await fundWallet(url, deployment, address, {
    mec: opts.mec ?? '1000',
    usdt: opts.usdt ?? '1000',
    nft: opts.nft ?? 1,
  });
  return {
    address,
    mec: funded.mec.toString(),
    usdt: funded.usdt.toString(),
    nftTokenIds: funded.nftTokenIds.map(String),
    gasWei: funded.gas.toString(),
  };
}
