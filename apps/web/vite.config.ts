import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { forwardClientAddress } from '../../infra/web/dev-proxy';
import { BASE_HEADERS, contentSecurityPolicy } from '../../infra/web/security-headers';

// The API (NestJS) serves `/api` and the socket.io gateway (`/socket.io`, namespace `/fiat`).
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Each proxied request, the socket's too, names the browser's own address (see infra/web/dev-proxy.ts). */
const configure: ProxyOptions['configure'] = (proxy) => {
  proxy.on('proxyReq', (proxyReq, req) => forwardClientAddress(proxyReq, req));
  proxy.on('proxyReqWs', (proxyReq, req) => forwardClientAddress(proxyReq, req));
};

function proxy(): Record<string, ProxyOptions> {
  return {
    '/api': { target: apiUrl, changeOrigin: true, configure },
    '/socket.io': { target: apiUrl, changeOrigin: true, ws: true, configure },
  };
}

/** The trader app's styles are built CSS files: no inline style sheet (see infra/web/security-headers.ts). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ inlineStyles: false });

/**
 * `/` is served the prerendered home (dist/home.html of scripts/prerender.mjs); `/login` and the other
 * prerendered pages are found as `<path>.html` by vite preview itself, the other routes get index.html.
 */
function prerenderedHome(): Plugin {
  return {
    name: 'p2p-prerendered-home',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname, query] = (req.url ?? '').split('?');
        if (pathname === '/' && (req.method === 'GET' || req.method === 'HEAD'))
          req.url = `/home.html${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), prerenderedHome()],
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
    // The budgets test follows the first load's chunks (boot entry, then the app) in the manifest.
    manifest: true,
    modulePreload: {
      // The app's code that boot.ts (the HTML's entry, built as assets/index-*.js) fetches after the
      // first paint is not announced with <link rel="modulepreload"> elements: inserting one per chunk
      // (two dozen) made a long task of its own right after the first paint; the browser fetches each
      // import's chunks itself. The pages' chunks keep theirs.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /^assets\/index-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
    rolldownOptions: {
      // The locale tables of `@p2p/i18n` have no side effects: without this, its index (read for the
      // language list) kept a locale in the first load although the app fetches each when chosen.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]i18n[\\/]dist[\\/]locales[\\/]/.test(id),
      },
    },
  },
});
