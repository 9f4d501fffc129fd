// The client address through the web apps' dev and preview proxies (`npm start`; issue 22). Without it
// every browser reaches the API as 127.0.0.1, so all share one rate-limit bucket. The proxy states the
// address of the browser's own connection in X-Forwarded-For, replacing whatever the browser sent, and the
// API that `npm start` runs trusts loopback only as a proxy (TRUSTED_PROXIES=127.0.0.1,::1): each browser
// is then counted by its own address, and no browser can name another one.

/** The part of an outgoing proxied request (http.ClientRequest) this touches. */
export interface ProxiedRequest {
  setHeader(name: string, value: string): unknown;
  removeHeader(name: string): unknown;
}

/** The part of the browser's request (http.IncomingMessage) this reads. */
export interface BrowserRequest {
  socket: { remoteAddress?: string | undefined };
}

/** Sets X-Forwarded-For of `proxyReq` to the browser connection's address (removes it when unknown). */
export function forwardClientAddress(proxyReq: ProxiedRequest, req: BrowserRequest): void {
  const address = req.socket.remoteAddress;
  if (address) proxyReq.setHeader('X-Forwarded-For', address);
  else proxyReq.removeHeader('X-Forwarded-For');
}
