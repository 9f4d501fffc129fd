// The escrow addresses a rotation retired (issue 27): the watcher still credits deposits sent to them, the
// reserves count what they hold, and the chain's writer drains them into the current escrow address,
// signed by their own keys. With a remote signer the signer holds the retired keys too
// (EVM_RETIRED_ESCROW_ADDRESSES); without one this process does (EVM_RETIRED_ESCROW_PRIVATE_KEYS, on the
// development chain or outside production only, as the current key).
import { computeAddress } from 'ethers';
import { isEvmAddress, normalizeAddress, ChainKind } from '@p2p/chain';

/** More retired addresses than this is a configuration mistake: one rotation at a time drains. */
export const MAX_RETIRED_ESCROWS = 4;

export interface RetiredEscrowSettings {
  /** The retired addresses, in the chain's canonical form, in the order given. */
  addresses: string[];
  /** Their keys when this process signs (same order; empty with a remote signer). Never logged. */
  keys: string[];
}

export class RetiredEscrowConfigError extends Error {}

function invalid(name: string, why: string): RetiredEscrowConfigError {
  return new RetiredEscrowConfigError(`Invalid configuration:\n  ${name}: ${why}`);
}

const list = (raw: string | undefined): string[] =>
  raw === undefined || raw.trim() === '' ? [] : raw.split(',').map((s) => s.trim());

/**
 * Reads the retired escrow addresses of the EVM chain. `current`: the escrow address in use (the key's or
 * EVM_ESCROW_ADDRESS); `signer`: whether a remote signer holds the keys; `keyAllowed`: whether a key may
 * be in this process (the rule of the current key); `checkKey` validates one key as the current one is.
 */
export function loadRetiredEscrows(
  env: Record<string, string | undefined>,
  opts: {
    current: string;
    signer: boolean;
    keyAllowed: boolean;
    checkKey: (name: string, key: string) => string;
  },
): RetiredEscrowSettings {
  const addressesRaw = list(env.EVM_RETIRED_ESCROW_ADDRESSES);
  const keysRaw = list(env.EVM_RETIRED_ESCROW_PRIVATE_KEYS);
  let addresses: string[];
  let keys: string[] = [];
  if (opts.signer) {
    if (keysRaw.length > 0)
      throw invalid(
        'EVM_RETIRED_ESCROW_PRIVATE_KEYS',
        'is not set with EVM_SIGNER_URL: the signer holds the retired keys (EVM_RETIRED_ESCROW_ADDRESSES)',
      );
    for (const a of addressesRaw)
      if (!isEvmAddress(a))
        throw invalid(
          'EVM_RETIRED_ESCROW_ADDRESSES',
          'must list EVM addresses (0x and 40 hex digits), comma-separated',
        );
    addresses = addressesRaw.map((a) => normalizeAddress(ChainKind.ERC20, a));
  } else {
    if (addressesRaw.length > 0)
      throw invalid(
        'EVM_RETIRED_ESCROW_ADDRESSES',
        'is set only with EVM_SIGNER_URL; without a signer name the keys (EVM_RETIRED_ESCROW_PRIVATE_KEYS)',
      );
    if (keysRaw.length > 0 && !opts.keyAllowed)
      throw invalid(
        'EVM_RETIRED_ESCROW_PRIVATE_KEYS',
        'is refused in production off the development chain: the remote signer holds the retired keys',
      );
    keys = keysRaw.map((k) => opts.checkKey('EVM_RETIRED_ESCROW_PRIVATE_KEYS', k));
    addresses = keys.map((k) => normalizeAddress(ChainKind.ERC20, computeAddress(k)));
  }
  const name = opts.signer ? 'EVM_RETIRED_ESCROW_ADDRESSES' : 'EVM_RETIRED_ESCROW_PRIVATE_KEYS';
  if (addresses.length > MAX_RETIRED_ESCROWS)
    throw invalid(name, `names at most ${MAX_RETIRED_ESCROWS} retired escrow addresses`);
  if (new Set(addresses).size !== addresses.length) throw invalid(name, 'names an address twice');
  if (addresses.includes(normalizeAddress(ChainKind.ERC20, opts.current)))
    throw invalid(name, 'names the current escrow address: a retired address is an earlier one');
  return { addresses, keys };
}
