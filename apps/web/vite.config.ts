import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { BASE_HEADERS, contentSecurityPolicy } from '../../infra/web/security-headers';

// The API (NestJS) serves `/api` and the socket.io gateway (`/socket.io`, namespace `/fiat`).
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

function proxy(): Record<string, ProxyOptions> {
  return {
    '/api': { target: apiUrl, changeOrigin: true },
    '/socket.io': { target: apiUrl, changeOrigin: true, ws: true },
  };
}

/** The trader app's styles are built CSS files: no inline style sheet (see infra/web/security-headers.ts). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ inlineStyles: false });

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
