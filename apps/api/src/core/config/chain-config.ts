// The chains section of the API's configuration: where each chain is read, the escrow wallet's key
// (never logged: the config's `toString` hides it), the confirmations that make a transfer final, and
// the token contracts. Token addresses come from CHAIN_FILE (`.data/chain.json`, written by the dev
// chain's deploy) or from each coin chain's contract address in the reference data.
import fs from 'node:fs';
import { isEvmAddress, isTronAddress } from '@p2p/chain';
import { computeAddress } from 'ethers';
import {
  loadRetiredEscrows,
  RetiredEscrowConfigError,
  type RetiredEscrowSettings,
} from './retired-escrow-config.js';

export class ChainConfigError extends Error {}

/** Hardhat's well-known development accounts #0-#4: refused as escrow keys on any chain but the dev chain. */
const WELL_KNOWN_DEV_KEY_PREFIXES = ['0xac0974be', '0x59c6995e', '0x5de4111a', '0x7c852118', '0x47e179ec'];

export interface EvmChainSettings {
  rpcUrl: string;
  chainId: number;
  /**
   * The escrow wallet's private key (0x + 64 hex digits) when this process signs; null when a remote
   * signer holds it (`signer`). Exactly one of the two is set.
   */
  escrowKey: string | null;
  /** The remote signer (EVM_SIGNER_URL): `eth_signTransaction` for the escrow address it holds the key of. */
  signer: RemoteSignerSettings | null;
  /** Token contracts by coin symbol (`MEC`, `USDT`) and the NFT collection, when known from CHAIN_FILE. */
  tokens: Record<string, string>;
  nftContract: string | null;
  /** Who deployed that collection (CHAIN_FILE's deployer): its album's creator address. */
  nftCreator: string | null;
  /** The first block to index when no cursor exists yet. */
  startBlock: bigint;
  /** Escrow addresses a key rotation retired: watched, counted and drained into the current one. */
  retired: RetiredEscrowSettings;
}

export interface RemoteSignerSettings {
  url: string;
  /** The escrow address (EVM_ESCROW_ADDRESS): the signer must hold its key. */
  address: string;
  /** EVM_SIGNER_TOKEN: a bearer token for a signer behind a proxy that asks for one (never logged). */
  token: string | null;
}

export interface TronChainSettings {
  gridUrl: string;
  apiKey: string | null;
  escrowKey: string;
  tokens: Record<string, string>;
  startBlock: bigint;
}

export interface ChainSettings {
  evm: EvmChainSettings | null;
  tron: TronChainSettings | null;
  /** Blocks on top of a transfer's block before it is final (CHAIN_CONFIRMATIONS). */
  confirmations: number;
  /** How often the watcher looks at each chain. */
  pollMs: number;
  /**
   * How long after a deposit deadline it waits at most for the watcher to read the chain up to it
   * (DEPOSIT_WATCH_GRACE_MS; default three poll intervals and 30 s): a transfer mined before the deadline
   * but not read yet is not missed, and an idle chain that mines no block still times deposits out.
   */
  depositWatchGraceMs: number;
  /** How long a deposit intent stays open by default. */
  depositTtlMinutes: number;
  /** A temporary balance untouched this long, with no ad or order under way, goes back to its owner. */
  leftoverReturnHours: number;
  /**
   * A chain explorer's transaction page per chain (EVM_EXPLORER_TX_URL, TRON_EXPLORER_TX_URL: an http(s)
   * URL with `{hash}`), linked from a completed order's release (issue 26); none on the local chain.
   */
  explorerTxUrls: { ERC20: string | null; TRC20: string | null };
  /** Whether the worker polls the chains by itself (CHAIN_WATCH_LOOP; tests that drive rounds turn it off). */
  watchLoop: boolean;
}

function invalid(name: string, why: string): ChainConfigError {
  return new ChainConfigError(`Invalid configuration:\n  ${name}: ${why}`);
}

interface ChainFile {
  chainId?: number;
  tokens?: { MEC?: { address?: string }; USDT?: { address?: string }; NFT?: { address?: string } };
  deployer?: string;
  escrow?: { privateKey?: string };
  startBlock?: number;
}

function readChainFile(path: string): ChainFile {
  try {
    return JSON.parse(fs.readFileSync(path, 'utf8')) as ChainFile;
  } catch (err) {
    throw invalid('CHAIN_FILE', `cannot read ${path}: ${(err as Error).message}`);
  }
}

/** The local development chain's id (Hardhat): the only chain its well-known keys may be used on. */
export const DEV_CHAIN_ID = 31337;

function privateKey(name: string, value: string, devChain: boolean): string {
  if (!/^0x[0-9a-fA-F]{64}$/.test(value)) throw invalid(name, 'must be 0x and 64 hex digits');
  if (!devChain && WELL_KNOWN_DEV_KEY_PREFIXES.some((p) => value.toLowerCase().startsWith(p))) {
    throw invalid(name, 'is a well-known development key; use it on the development chain only');
  }
  return value;
}

function intSetting(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw invalid(name, `must be a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

/** Reads the chains section; no EVM_RPC_URL and no TRON_GRID_URL leaves escrow idle (no chain to watch). */
export function loadChainSettings(
  env: Record<string, string | undefined>,
  production: boolean,
): ChainSettings {
  const file = env.CHAIN_FILE ? readChainFile(env.CHAIN_FILE) : null;
  const confirmations = intSetting('CHAIN_CONFIRMATIONS', env.CHAIN_CONFIRMATIONS, 3, 1, 1000);
  const pollMs = intSetting('CHAIN_POLL_MS', env.CHAIN_POLL_MS, 1000, 50, 600_000);
  const depositWatchGraceMs = intSetting(
    'DEPOSIT_WATCH_GRACE_MS',
    env.DEPOSIT_WATCH_GRACE_MS,
    3 * pollMs + 30_000,
    0,
    24 * 3600_000,
  );
  const depositTtlMinutes = intSetting('DEPOSIT_TTL_MINUTES', env.DEPOSIT_TTL_MINUTES, 30, 1, 7 * 24 * 60);
  if (env.CHAIN_WATCH_LOOP !== undefined && !['true', 'false'].includes(env.CHAIN_WATCH_LOOP)) {
    throw invalid('CHAIN_WATCH_LOOP', 'must be true or false');
  }
  const watchLoop = env.CHAIN_WATCH_LOOP !== 'false';
  const leftoverReturnHours = intSetting('LEFTOVER_RETURN_HOURS', env.LEFTOVER_RETURN_HOURS, 24, 1, 24 * 365);
  let evm: EvmChainSettings | null = null;
  if (env.EVM_RPC_URL) {
    if (!/^https?:\/\//.test(env.EVM_RPC_URL)) throw invalid('EVM_RPC_URL', 'must be an http(s) URL');
    const chainId = intSetting('EVM_CHAIN_ID', env.EVM_CHAIN_ID, file?.chainId ?? DEV_CHAIN_ID, 1, 2 ** 40);
    const devChain = chainId === DEV_CHAIN_ID;
    const signer = remoteSigner(env);
    // The dev chain's escrow key may come from its chain file: in development, or on the dev chain.
    const fileKey = !production || devChain ? file?.escrow?.privateKey : undefined;
    let escrowKey: string | null = null;
    if (signer) {
      if (env.EVM_ESCROW_PRIVATE_KEY)
        throw invalid('EVM_ESCROW_PRIVATE_KEY', 'is not set with EVM_SIGNER_URL: the signer holds the key');
    } else {
      const rawKey = env.EVM_ESCROW_PRIVATE_KEY || fileKey;
      if (!rawKey) throw invalid('EVM_ESCROW_PRIVATE_KEY', 'is required with EVM_RPC_URL');
      // Production keeps a real chain's key out of the API: in the remote signer (issue 27).
      if (production && !devChain)
        throw invalid(
          'EVM_ESCROW_PRIVATE_KEY',
          'is refused in production off the development chain: set EVM_SIGNER_URL and EVM_ESCROW_ADDRESS (a remote signer holds the key)',
        );
      escrowKey = privateKey('EVM_ESCROW_PRIVATE_KEY', rawKey, devChain);
    }
    const tokens: Record<string, string> = {};
    for (const symbol of ['MEC', 'USDT'] as const) {
      const address = file?.tokens?.[symbol]?.address;
      if (address !== undefined) {
        if (!isEvmAddress(address)) throw invalid('CHAIN_FILE', `${symbol} is not an EVM address`);
        tokens[symbol] = address;
      }
    }
    const retired = retiredEscrows(env, {
      current: signer ? signer.address : computeAddress(escrowKey!),
      signer: signer !== null,
      keyAllowed: !production || devChain,
      checkKey: (name, key) => privateKey(name, key, devChain),
    });
    const nft = file?.tokens?.NFT?.address ?? null;
    if (nft !== null && !isEvmAddress(nft)) throw invalid('CHAIN_FILE', 'NFT is not an EVM address');
    const deployer = file?.deployer ?? null;
    if (deployer !== null && !isEvmAddress(deployer))
      throw invalid('CHAIN_FILE', 'deployer is not an EVM address');
    evm = {
      rpcUrl: env.EVM_RPC_URL,
      chainId,
      escrowKey,
      signer,
      tokens,
      nftContract: nft,
      nftCreator: nft !== null ? deployer : null,
      startBlock: BigInt(
        intSetting('EVM_START_BLOCK', env.EVM_START_BLOCK, file?.startBlock ?? 0, 0, 2 ** 40),
      ),
      retired,
    };
  }
  let tron: TronChainSettings | null = null;
  if (env.TRON_GRID_URL) {
    if (!/^https?:\/\//.test(env.TRON_GRID_URL)) throw invalid('TRON_GRID_URL', 'must be an http(s) URL');
    if (!env.TRON_ESCROW_PRIVATE_KEY)
      throw invalid('TRON_ESCROW_PRIVATE_KEY', 'is required with TRON_GRID_URL');
    const usdt = env.TRON_USDT_CONTRACT ?? '';
    if (!isTronAddress(usdt)) throw invalid('TRON_USDT_CONTRACT', 'must be a TRON address');
    tron = {
      gridUrl: env.TRON_GRID_URL,
      apiKey: env.TRON_API_KEY || null,
      escrowKey: privateKey('TRON_ESCROW_PRIVATE_KEY', env.TRON_ESCROW_PRIVATE_KEY, !production),
      tokens: { USDT: usdt },
      startBlock: BigInt(intSetting('TRON_START_BLOCK', env.TRON_START_BLOCK, 0, 0, 2 ** 40)),
    };
  }
  return hideKeys({
    evm,
    tron,
    explorerTxUrls: {
      ERC20: explorerUrl('EVM_EXPLORER_TX_URL', env.EVM_EXPLORER_TX_URL),
      TRC20: explorerUrl('TRON_EXPLORER_TX_URL', env.TRON_EXPLORER_TX_URL),
    },
    confirmations,
    pollMs,
    depositWatchGraceMs,
    depositTtlMinutes,
    leftoverReturnHours,
    watchLoop,
  });
}

/** EVM_SIGNER_URL, EVM_ESCROW_ADDRESS and EVM_SIGNER_TOKEN: the remote signer, or null when none is named. */
function remoteSigner(env: Record<string, string | undefined>): RemoteSignerSettings | null {
  const url = env.EVM_SIGNER_URL;
  if (url === undefined || url === '') {
    for (const name of ['EVM_ESCROW_ADDRESS', 'EVM_SIGNER_TOKEN'])
      if (env[name]) throw invalid(name, 'is set only with EVM_SIGNER_URL');
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('EVM_SIGNER_URL', 'must be an http(s) URL');
  }
  if (!['http:', 'https:'].includes(parsed.protocol))
    throw invalid('EVM_SIGNER_URL', 'must be an http(s) URL');
  if (parsed.username || parsed.password)
    throw invalid('EVM_SIGNER_URL', 'must not hold credentials: set EVM_SIGNER_TOKEN');
  const address = env.EVM_ESCROW_ADDRESS ?? '';
  if (!isEvmAddress(address))
    throw invalid('EVM_ESCROW_ADDRESS', 'must be the escrow address (0x and 40 hex digits) the signer holds');
  const token = env.EVM_SIGNER_TOKEN || null;
  if (token !== null && (token.length < 24 || /\s/.test(token)))
    throw invalid('EVM_SIGNER_TOKEN', 'must be at least 24 characters, without spaces');
  return { url, address, token };
}

/** The retired escrow addresses (retired-escrow-config.ts), its refusals reported as this section's. */
function retiredEscrows(
  env: Record<string, string | undefined>,
  opts: Parameters<typeof loadRetiredEscrows>[1],
): RetiredEscrowSettings {
  try {
    return loadRetiredEscrows(env, opts);
  } catch (err) {
    if (err instanceof RetiredEscrowConfigError) throw new ChainConfigError(err.message);
    throw err;
  }
}

/** An explorer's transaction page template: an http(s) URL naming `{hash}` once; unset gives null. */
function explorerUrl(name: string, raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw.replace('{hash}', '0'));
  } catch {
    throw invalid(name, 'must be an http(s) URL with {hash}');
  }
  if (!['http:', 'https:'].includes(url.protocol) || raw.split('{hash}').length !== 2)
    throw invalid(name, 'must be an http(s) URL with {hash}');
  return raw;
}

/** Keys and the signer's token stay readable by the code but out of JSON and inspection (logs, reports). */
function hideKeys(settings: ChainSettings): ChainSettings {
  for (const chain of [settings.evm, settings.tron]) {
    if (!chain) continue;
    const key = chain.escrowKey;
    Object.defineProperty(chain, 'escrowKey', { value: key, enumerable: false });
  }
  const retired = settings.evm?.retired;
  if (retired) Object.defineProperty(retired, 'keys', { value: retired.keys, enumerable: false });
  const signer = settings.evm?.signer;
  if (signer) Object.defineProperty(signer, 'token', { value: signer.token, enumerable: false });
  return settings;
}
