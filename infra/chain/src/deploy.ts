// Deploys MEC, USDT and the NFT collection on the development chain from Hardhat's account #0 and funds
// the demo wallets. The keys here are Hardhat's well-known development keys, for the local chain only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ContractFactory,
  Contract,
  HDNodeWallet,
  JsonRpcProvider,
  Mnemonic,
  Network,
  Wallet,
  getAddress,
  parseUnits,
} from 'ethers';
import { loadArtifacts, type ContractName } from './compile.js';
import { tokenUri } from './nft-art.js';

/** The only chain id these keys and `fundWallet` are allowed on. */
export const DEV_CHAIN_ID = 31337;
const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk';

export interface DevKey {
  address: string;
  privateKey: string;
}

export interface DevDeployment {
  chainId: number;
  url: string;
  deployer: string;
  escrow: DevKey;
  tokens: {
    MEC: { address: string; decimals: 18 };
    USDT: { address: string; decimals: 6 };
    NFT: { address: string };
  };
  demoWallets: DevKey[];
  /** The block the contracts were deployed in: a watcher need not look earlier. */
  startBlock: number;
}

export interface DeployOptions {
  /** How many demo wallets (accounts #2..) to fund; default 4. */
  demoWallets?: number;
  /** Whole MEC / USDT each demo wallet gets (decimal strings); default 10000 each. */
  mec?: string;
  usdt?: string;
}

/** Hardhat's development account `index` (0 deployer, 1 escrow, 2.. demo wallets). */
const accounts = new Map<number, DevKey>();
export function devAccount(index: number): DevKey {
  const known = accounts.get(index);
  if (known) return { ...known };
  const w = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(HARDHAT_MNEMONIC), `m/44'/60'/0'/0/${index}`);
  accounts.set(index, { address: w.address, privateKey: w.privateKey });
  return { address: w.address, privateKey: w.privateKey };
}

export function devProvider(url: string, chainId = DEV_CHAIN_ID): JsonRpcProvider {
  return new JsonRpcProvider(url, Network.from(chainId), { staticNetwork: true, cacheTimeout: -1 });
}

async function checkDevChain(provider: JsonRpcProvider): Promise<void> {
  const id = Number(await provider.send('eth_chainId', []));
  if (id !== DEV_CHAIN_ID)
    throw new Error(`refused: chain id ${id} is not the development chain (${DEV_CHAIN_ID})`);
}

function contract(name: ContractName, address: string, signer: Wallet): Contract {
  return new Contract(address, loadArtifacts()[name].abi as never, signer);
}

async function deployOne(name: ContractName, signer: Wallet, nonce: number): Promise<string> {
  const a = loadArtifacts()[name];
  const factory = new ContractFactory(a.abi as never, a.bytecode, signer);
  const c = await factory.deploy(signer.address, { nonce });
  await c.waitForDeployment();
  return getAddress(await c.getAddress());
}

export interface FundAmounts {
  /** Whole MEC (decimal string), e.g. '1000'; '0' or absent: none. */
  mec?: string;
  usdt?: string;
  /** How many NFTs to mint to the wallet. */
  nft?: number;
}

export interface Funded {
  mec: bigint;
  usdt: bigint;
  nftTokenIds: bigint[];
  /** ETH (wei) sent for gas: a wallet with less than GAS_FLOOR gets topped up to GAS_TOP_UP. */
  gas: bigint;
}

/** A funded wallet must also be able to pay its transfers' gas. */
const GAS_FLOOR = parseUnits('0.1', 18);
const GAS_TOP_UP = parseUnits('1', 18);

/** Mints MEC, USDT and NFTs to `address` from the deployer, with ETH for gas (development chain only). */
export async function fundWallet(
  url: string,
  deployment: DevDeployment,
  address: string,
  amounts: FundAmounts,
): Promise<Funded> {
  const provider = devProvider(url);
  try {
    await checkDevChain(provider);
    const to = getAddress(address);
    const deployer = new Wallet(devAccount(0).privateKey, provider);
    let nonce = await provider.getTransactionCount(deployer.address, 'pending');
    const mec = parseUnits(amounts.mec ?? '0', 18);
    const usdt = parseUnits(amounts.usdt ?? '0', 6);
    if (mec > 0n)
      await (
        await contract('MecToken', deployment.tokens.MEC.address, deployer).mint(to, mec, { nonce: nonce++ })
      ).wait();
    if (usdt > 0n)
      await (
        await contract('TetherUSD', deployment.tokens.USDT.address, deployer).mint(to, usdt, {
          nonce: nonce++,
        })
      ).wait();
    const nft = contract('MarketNft', deployment.tokens.NFT.address, deployer);
    const nftTokenIds: bigint[] = [];
    for (let i = 0; i < (amounts.nft ?? 0); i += 1) {
      const id = (await nft.nextTokenId()) as bigint;
      await (await nft.mint(to, tokenUri(id), { nonce: nonce++ })).wait();
      nftTokenIds.push(id);
    }
    const balance = await provider.getBalance(to);
    const gas = balance < GAS_FLOOR ? GAS_TOP_UP - balance : 0n;
    if (gas > 0n) await (await deployer.sendTransaction({ to, value: gas, nonce: nonce++ })).wait();
    return { mec, usdt, nftTokenIds, gas };
  } finally {
    provider.destroy();
  }
}

/** Deploys the three contracts and funds the demo wallets; the node must mine automatically. */
export async function deployDevContracts(url: string, opts: DeployOptions = {}): Promise<DevDeployment> {
  const provider = devProvider(url);
  let deployment: DevDeployment;
  try {
    await checkDevChain(provider);
    const deployer = new Wallet(devAccount(0).privateKey, provider);
    let nonce = await provider.getTransactionCount(deployer.address, 'pending');
    const startBlock = (await provider.getBlockNumber()) + 1;
    const mec = await deployOne('MecToken', deployer, nonce++);
    const usdt = await deployOne('TetherUSD', deployer, nonce++);
    const nft = await deployOne('MarketNft', deployer, nonce++);
    const demoWallets = Array.from({ length: opts.demoWallets ?? 4 }, (_, i) => devAccount(2 + i));
    deployment = {
      chainId: DEV_CHAIN_ID,
      url,
      deployer: deployer.address,
      escrow: devAccount(1),
      tokens: {
        MEC: { address: mec, decimals: 18 },
        USDT: { address: usdt, decimals: 6 },
        NFT: { address: nft },
      },
      demoWallets,
      startBlock,
    };
  } finally {
    provider.destroy();
  }
  for (const w of deployment.demoWallets) {
    await fundWallet(url, deployment, w.address, {
      mec: opts.mec ?? '10000',
      usdt: opts.usdt ?? '10000',
      nft: 1,
    });
  }
  return deployment;
}

/** Writes the deployment where the apps read it (`.data/chain.json`). */
export function writeChainFile(deployment: DevDeployment, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);
}

export function readChainFile(file: string): DevDeployment {
  const d = JSON.parse(readFileSync(file, 'utf8')) as DevDeployment;
  if (typeof d.url !== 'string' || !d.tokens?.MEC?.address || !d.escrow?.address)
    throw new Error(`${file} is not a chain file`);
  return d;
}
