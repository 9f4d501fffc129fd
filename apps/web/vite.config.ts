import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The API (NestJS) serves `/api` and the socket.io gateway (`/socket.io`, namespace `/fiat`).
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

function proxy(): Record<string, ProxyOptions> {
  return {
    '/api': { target: apiUrl, changeOrigin: true },
    '/socket.io': { target: apiUrl, changeOrigin: true, ws: true },
  };
}

/**
 * The security headers of the served pages (hardening item 7). No inline script and no inline style
 * sheet: the styles are built CSS files, and the style values React and antd-mobile's animations set go
 * through the CSSOM (element.style), which a CSP does not govern. `'self'` covers the socket.io websocket
 * of the same origin (CSP level 3). The dev server gets the headers but not the CSP: Vite's hot reload
 * injects inline scripts and styles.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: proxy(),
    headers: BASE_HEADERS,
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: proxy(),
    headers: { ...BASE_HEADERS, 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The locale tables of `@p2p/i18n` have no side effects: without this, its index (read for the
      // language list) kept a locale in the first load although the app fetches each when chosen.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]i18n[\\/]dist[\\/]locales[\\/]/.test(id),
      },
    },
  },
});
