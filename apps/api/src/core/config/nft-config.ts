// The NFT section of the API's configuration (issue 23): where ipfs:// metadata is read, the bounds of a
// metadata or image fetch, and the development setting that lets the fetcher reach named local hosts.
export class NftConfigError extends Error {}

export interface NftSettings {
  /** `ipfs://<cid>/<path>` is read as `<gateway><cid>/<path>` (NFT_IPFS_GATEWAY, https, ends in `/`). */
  ipfsGateway: string;
  /** The most bytes a metadata document or an image may have (NFT_METADATA_MAX_BYTES). */
  maxBytes: number;
  /** The most time one fetch may take, connection to last byte (NFT_METADATA_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * Host names the fetcher may reach although they resolve to private, loopback or link-local addresses
   * (NFT_METADATA_PRIVATE_HOSTS, comma-separated; refused in production): the local chain's host in
   * development. Empty: every such address is refused.
   */
  privateHosts: readonly string[];
}

function invalid(name: string, why: string): NftConfigError {
  return new NftConfigError(`Invalid configuration:\n  ${name}: ${why}`);
}

function intSetting(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw invalid(name, `must be a whole number from ${min} to ${max}`);
  return Number(raw);
}

export function loadNftSettings(env: Record<string, string | undefined>, production: boolean): NftSettings {
  const gateway = env.NFT_IPFS_GATEWAY || 'https://ipfs.io/ipfs/';
  if (!/^https:\/\/[^\s/]+(\/[^\s]*)?\/$/.test(gateway))
    throw invalid('NFT_IPFS_GATEWAY', 'must be an https URL ending in /');
  const privateHosts = (env.NFT_METADATA_PRIVATE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (production && privateHosts.length > 0)
    throw invalid('NFT_METADATA_PRIVATE_HOSTS', 'is a development setting: refused in production');
  return {
    ipfsGateway: gateway,
    maxBytes: intSetting(
      'NFT_METADATA_MAX_BYTES',
      env.NFT_METADATA_MAX_BYTES,
      1024 * 1024,
      1024,
      16 * 1024 * 1024,
    ),
    timeoutMs: intSetting('NFT_METADATA_TIMEOUT_MS', env.NFT_METADATA_TIMEOUT_MS, 5000, 100, 60_000),
    privateHosts: Object.freeze(privateHosts),
  };
}
