import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The React host example (issue #6). `vite build` writes examples/react-host/dist, which the
 * Inkflow server serves outside production on its examples origin at /react-host/ (and at
 * /examples/react-host/ on its own origin), with `%INKFLOW_ORIGIN%` in index.html filled in.
 * Relative asset URLs (`base: './'`) make it work under either prefix.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
});
