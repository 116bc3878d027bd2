import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.INKFLOW_BACKEND ?? 'http://localhost:3000';

/**
 * The full Inkflow web app. `vite build` writes packages/app/dist, which the server serves as
 * the SPA fallback (docs/foundation-contract.md). `vite` (dev) proxies the server's own paths.
 */
export default defineConfig({
  root,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': backend,
      '/embed': backend,
      '/dev': backend,
    },
  },
});
