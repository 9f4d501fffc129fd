// The address rate limits are keyed on. Express's `req.ip` already honours TRUSTED_PROXIES (the
// right-most address not among the trusted proxies); this only normalizes it.
import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Eight hextets of an IPv6 address (an embedded dotted quad counts as two). */
function hextets(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (s: string): string[] =>
    s === ''
      ? []
      : s.split(':').flatMap((h) => {
          if (!h.includes('.')) return [h];
          const [a = 0, b = 0, c = 0, d = 0] = h.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((h) => parseInt(h, 16).toString(16));
}

/**
 * The key of a client address for rate limits: an IPv4 address as is (also when it arrives IPv4-mapped,
 * `::ffff:1.2.3.4`), an IPv6 address by its /64 network, since one subscriber is usually handed a whole
 * /64 and could otherwise take a new bucket per address.
 */
export function rateLimitKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.split('%')[0] ?? address;
  const mapped = IPV4_MAPPED.exec(bare);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(bare)) return bare;
  if (isIPv6(bare)) return `${hextets(bare).slice(0, 4).join(':')}::/64`;
  return 'unknown';
}

/** The requesting client's rate-limit key (see rateLimitKey). */
export function clientRateLimitKey(req: Request): string {
  return rateLimitKey(req.ip);
}
