// The security headers of the web apps' served pages (hardening item 7), shared by the trader app's and
// the console's Vite configs. No inline script runs in either app. The dev server gets the headers but
// not the CSP: Vite's hot reload injects inline scripts and styles.

/**
 * The Content-Security-Policy of an app. `inlineStyles` allows `<style>` elements: the console needs it
 * (antd 6 writes its styles into them at run time, CSS-in-JS); the trader app does not (its styles are
 * built CSS files, and the values React and antd-mobile's animations set go through the CSSOM, which a CSP
 * does not govern). `'self'` covers the socket.io websocket of the same origin (CSP level 3).
 */
export function contentSecurityPolicy(opts: { inlineStyles: boolean }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    opts.inlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers of every page, the dev server's included. */
export const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
