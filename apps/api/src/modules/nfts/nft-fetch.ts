// Fetching an NFT's metadata and image from the URI its contract names (issue 23): data:, https:// and
// ipfs:// (through the configured gateway). Whatever the URI says, the fetch is bounded: at most
// `maxBytes`, at most `timeoutMs` from start to last byte, no redirect followed, and never to a private,
// loopback, link-local or otherwise special address (every address the name resolves to is checked, and
// the connection goes to the checked address, so a second resolution cannot point elsewhere), unless the
// host is one the development setting names. Plain http:// is only for those development hosts.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Why a URI was not read: recorded on the item (the job does not retry it). */
export class FetchRefused extends Error {}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Host names allowed to resolve to special addresses (development only). */
  privateHosts: readonly string[];
  /** `https://gateway/ipfs/` (ends in `/`). */
  ipfsGateway: string;
}

export interface Fetched {
  bytes: Buffer;
  /** The declared media type (data: URIs and Content-Type), lower case, without parameters. */
  mime: string | null;
}

/** The addresses no fetch may reach (RFC 6890 special-purpose ranges, IPv4 and IPv6). */
const SPECIAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  SPECIAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  SPECIAL.addSubnet(net, bits, 'ipv6');

/**
 * Whether `address` (an IP) is private, loopback, link-local or otherwise not a public host. An
 * IPv4-mapped IPv6 address is judged by its IPv4 address (BlockList would match every IPv4 address
 * against a `::ffff:0:0/96` rule, so there is none).
 */
export function isSpecialAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return SPECIAL.check(mapped[1]!, 'ipv4');
  return SPECIAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** What a token URI names: bytes already in hand (data:), or a URL to read. */
export type ResolvedUri = { kind: 'data'; bytes: Buffer; mime: string | null } | { kind: 'url'; url: URL };

/** Resolves `uri` (data:, https://, ipfs://, http:// for development hosts); anything else is refused. */
export function resolveUri(
  uri: string,
  limits: Pick<FetchLimits, 'ipfsGateway' | 'maxBytes' | 'privateHosts'>,
): ResolvedUri {
  const text = uri.trim();
  if (/^data:/i.test(text)) return { kind: 'data', ...decodeDataUri(text, limits.maxBytes) };
  if (/^ipfs:\/\//i.test(text)) {
    const path = text.slice('ipfs://'.length).replace(/^ipfs\//i, '');
    if (!/^[A-Za-z0-9]+(\/[^\s?#]*)?$/.test(path)) throw new FetchRefused('not an IPFS path');
    return { kind: 'url', url: new URL(path, limits.ipfsGateway) };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchRefused('not a URL');
  }
  if (url.username || url.password) throw new FetchRefused('credentials in the URL');
  const host = hostOf(url);
  if (url.protocol === 'https:') return { kind: 'url', url };
  if (url.protocol === 'http:' && limits.privateHosts.includes(host)) return { kind: 'url', url };
  throw new FetchRefused(`scheme ${url.protocol} refused`);
}

const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** `data:[<media type>][;base64],<data>`, decoded within `maxBytes`. */
function decodeDataUri(uri: string, maxBytes: number): { bytes: Buffer; mime: string | null } {
  const comma = uri.indexOf(',');
  if (comma < 0) throw new FetchRefused('malformed data URI');
  const meta = uri.slice(5, comma).split(';');
  const base64 = meta.at(-1)?.toLowerCase() === 'base64';
  const payload = uri.slice(comma + 1);
  // Base64 is 4 characters per 3 bytes; percent-encoding at least 1 character per byte.
  if ((base64 ? Math.floor((payload.length * 3) / 4) : payload.length / 3) > maxBytes)
    throw new FetchRefused('too large');
  let bytes: Buffer;
  try {
    bytes = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    throw new FetchRefused('malformed data URI');
  }
  if (bytes.length > maxBytes) throw new FetchRefused('too large');
  const mime = meta[0] ? meta[0].toLowerCase() : null;
  return { bytes, mime };
}

/** The checked address a host name connects to: every resolved address must be public (or the host allowed). */
async function checkedAddress(host: string, allowed: boolean): Promise<{ address: string; family: number }> {
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: false });
    } catch {
      throw new FetchRefused('host not found');
    }
  }
  if (addresses.length === 0) throw new FetchRefused('host not found');
  if (!allowed && addresses.some((a) => isSpecialAddress(a.address)))
    throw new FetchRefused('private, loopback or link-local address refused');
  return addresses[0]!;
}

/** Reads `uri` within the limits; refusals and failures of the remote side are FetchRefused. */
export async function fetchBounded(uri: string, limits: FetchLimits): Promise<Fetched> {
  const resolved = resolveUri(uri, limits);
  if (resolved.kind === 'data') return { bytes: resolved.bytes, mime: resolved.mime };
  const { url } = resolved;
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const host = hostOf(url);
  const target = await Promise.race([
    checkedAddress(host, limits.privateHosts.includes(host)),
    new Promise<never>((_, reject) =>
      deadline.addEventListener('abort', () => reject(new FetchRefused('too slow'))),
    ),
  ]);
  // The connection goes to the address checked above, whatever a later resolution would say.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [target] as never);
    else callback(null, target.address, target.family);
  };
  return new Promise<Fetched>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      { method: 'GET', lookup, signal: deadline, headers: { accept: '*/*' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          reject(new FetchRefused('redirect refused'));
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(new FetchRefused(`answered ${status}`));
          return;
        }
        const declared = Number(res.headers['content-length'] ?? NaN);
        if (Number.isFinite(declared) && declared > limits.maxBytes) {
          req.destroy();
          reject(new FetchRefused('too large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            req.destroy();
            reject(new FetchRefused('too large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          const type = res.headers['content-type'];
          resolve({
            bytes: Buffer.concat(chunks),
            mime: type ? type.split(';')[0]!.trim().toLowerCase() : null,
          });
        });
        res.on('error', (err) => reject(refusal(err, deadline)));
      },
    );
    req.on('error', (err) => reject(refusal(err, deadline)));
    req.end();
  });
}

function refusal(err: Error, deadline: AbortSignal): FetchRefused {
  if (err instanceof FetchRefused) return err;
  if (deadline.aborted) return new FetchRefused('too slow');
  return new FetchRefused(`unreachable (${(err as NodeJS.ErrnoException).code ?? err.name})`);
}
