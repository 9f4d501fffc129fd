import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { forwardClientAddress } from '../../infra/web/dev-proxy';
import { BASE_HEADERS, contentSecurityPolicy } from '../../infra/web/security-headers';

// The API (NestJS) serves `/api`; the staff API lives under `/api/admin`.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Each proxied request names the browser's own address (see infra/web/dev-proxy.ts). */
const configure: ProxyOptions['configure'] = (proxy) => {
  proxy.on('proxyReq', (proxyReq, req) => forwardClientAddress(proxyReq, req));
};

function proxy(): Record<string, ProxyOptions> {
  return {
    '/api': { target: apiUrl, changeOrigin: true, configure },
  };
}

/**
 * A chunk group test: modules of the packages matching `name`, but not locale tables, which stay in the
 * chunks their dynamic imports make (antd's locales load on demand).
 */
function vendor(name: RegExp): (id: string) => boolean {
  return (id) => {
    const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*node_modules)/
      .exec(id)?.[1]
      ?.replace('\\', '/');
    return pkg !== undefined && name.test(pkg) && !/[\\/]locale[\\/]/.test(id);
  };
}

/** antd 6 writes the console's styles into `<style>` elements at run time: inline styles are allowed. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ inlineStyles: true });

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: proxy(),
    headers: BASE_HEADERS,
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.ADMIN_PORT ?? 5174),
    strictPort: true,
    proxy: proxy(),
    headers: { ...BASE_HEADERS, 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
  build: {
    target: 'es2022',
    // antd is ~800 kB minified on its own; vendor groups keep each chunk cacheable across releases.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'antd',
              test: vendor(/^(antd|@ant-design\/.+|@rc-component\/.+|rc-[\w-]+)$/),
              priority: 2,
            },
            {
              name: 'react',
              test: vendor(/^(react|react-dom|scheduler|react-router|react-router-dom)$/),
              priority: 2,
            },
            { name: 'vendor', test: vendor(/./), priority: 1 },
          ],
        },
      },
    },
  },
});
