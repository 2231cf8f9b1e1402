import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkStats } from './scripts/chunkStatsPlugin.ts';

export default defineConfig({
  plugins: [react(), chunkStats()],
  resolve: {
    alias: {
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev` runs the demo API beside Vite (scripts/dev.mjs).
    proxy: { '/api': { target: 'http://127.0.0.1:5174', ws: true } },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['mocks/**/*.contract.test.ts', 'src/**/*.contract.test.tsx', 'node_modules/**'],
    pool: 'threads',
  },
});
