// document.cookie, read and written by name (path `/`, SameSite=Lax, and Secure when the page is served
// over https). The token cookie stays readable by scripts: the client sends it as the bearer token.

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      const value = item.slice(prefix.length);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** The page's protocol (`https:`, `http:`), or '' outside a browser. */
function pageProtocol(): string {
  return typeof location === 'undefined' ? '' : location.protocol;
}

/** The text written to document.cookie: `Secure` is added when `protocol` is `https:`. */
export function cookieText(
  name: string,
  value: string,
  opts: { maxAgeSeconds?: number; protocol?: string } = {},
): string {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (opts.maxAgeSeconds !== undefined) cookie += `; max-age=${opts.maxAgeSeconds}`;
  if ((opts.protocol ?? pageProtocol()) === 'https:') cookie += '; Secure';
  return cookie;
}

export function setCookie(name: string, value: string, days?: number): void {
  const maxAgeSeconds = days === undefined ? undefined : Math.round(days * 86_400);
  document.cookie = cookieText(name, value, { maxAgeSeconds });
}

export function removeCookie(name: string): void {
  document.cookie = cookieText(name, '', { maxAgeSeconds: 0 });
}
