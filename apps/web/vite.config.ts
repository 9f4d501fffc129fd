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

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: proxy(),
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: proxy(),
  },
  build: {
    target: 'es2022',
  },
});
