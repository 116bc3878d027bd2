import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { clientVersionOf } from '../core/src/api/clientVersion.js';
import packageJson from './package.json' with { type: 'json' };
import { productNameFor } from './src/signedOut/productName.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.INKFLOW_BACKEND ?? 'http://localhost:3000';
// Spec §2 Page title: PRODUCT_NAME, or Devflow/Stageflow/Testflow for APP_ENV development/staging/test.
const productName = productNameFor(process.env);

/**
 * The full Inkflow web app. `vite build` writes packages/app/dist, which the server serves as
 * the SPA fallback (docs/foundation-contract.md). `vite` (dev) proxies the server's own paths.
 */
export default defineConfig({
  root,
  plugins: [react()],
  define: {
    'import.meta.env.VITE_PRODUCT_NAME': JSON.stringify(productName),
    // §7 X-Flow-Client-Version: the app's version, plus +BUILD_ID when the build sets one (core api/clientVersion.ts).
    __INKFLOW_CLIENT_VERSION__: JSON.stringify(clientVersionOf(packageJson.version, process.env.BUILD_ID)),
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': backend,
      '/embed': backend,
      '/dev': backend,
    },
  },
});
