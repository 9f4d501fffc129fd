import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The API (NestJS) serves `/api`; the staff API lives under `/api/admin`.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

function proxy(): Record<string, ProxyOptions> {
  return {
    '/api': { target: apiUrl, changeOrigin: true },
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
    port: Number(process.env.ADMIN_PORT ?? 5174),
    strictPort: true,
    proxy: proxy(),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
});
