// Builds the two browser bundles served by packages/server (docs/foundation-contract.md "URLs"):
// - packages/loader/dist/loader.js: the script-tag loader, one minified IIFE, no dependencies
//   (budget 1.5 KB gzip, issue #6);
// - packages/embed/dist/embed.js + embed.css: the iframe page, ESM, React aliased to
//   preact/compat (budget 50 KB gzip of initial JS), styles copied from @inkflow/ui.
// Run: npx rollup -c rollup.config.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const embedVersion = JSON.parse(readFileSync(new URL('./packages/embed/package.json', import.meta.url), 'utf8')).version;
// §7 X-Flow-Client-Version of the embed: its version, plus +BUILD_ID when the build sets one (core api/clientVersion.ts).
const buildId = (process.env.BUILD_ID ?? '').replace(/[^A-Za-z0-9.-]/g, '');
const clientVersion = buildId ? `${embedVersion}+${buildId}` : embedVersion;

const require = createRequire(import.meta.url);
const extensions = ['.mjs', '.js', '.json', '.ts', '.tsx'];

const typescript = () =>
  esbuild({
    include: /\.[cm]?[jt]sx?$/,
    // node_modules too, so `process.env.NODE_ENV` in dependencies is replaced as well.
    exclude: [],
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: 'react',
    define: { 'process.env.NODE_ENV': '"production"', __INKFLOW_CLIENT_VERSION__: JSON.stringify(clientVersion) },
    tsconfig: 'tsconfig.json',
  });

const minify = (compress = { passes: 2 }) => terser({ ecma: 2020, module: true, compress, format: { comments: false } });

/** Emits one file into the bundle's output directory: the files of `from`, concatenated. */
function copyAsset(fileName, ...from) {
  return {
    name: 'copy-asset',
    buildStart() {
      for (const file of from) this.addWatchFile(file);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: from.map((file) => readFileSync(file, 'utf8')).join('\n') });
    },
  };
}

/**
 * `new URL('<package>/<file>', import.meta.url)` in ui's sources (pdfjs's worker, loadPdfjs.ts):
 * the file is emitted beside the chunks and the URL points at it, as Vite does for the app.
 */
function importMetaAsset() {
  const pattern = /new URL\((['"])([^'"./][^'"]*)\1,\s*import\.meta\.url\)/g;
  return {
    name: 'import-meta-asset',
    transform(code, id) {
      if (!/[\\/]packages[\\/]ui[\\/]src[\\/]/.test(id) || !code.includes('import.meta.url')) return null;
      let changed = false;
      const out = code.replace(pattern, (_match, _quote, specifier) => {
        const file = require.resolve(specifier, { paths: [dirname(id)] });
        const ref = this.emitFile({ type: 'asset', name: basename(file), source: readFileSync(file) });
        changed = true;
        return `new URL(import.meta.ROLLUP_FILE_URL_${ref})`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

// Core re-exports zod schemas and other pieces the embed never calls; marking core and zod
// side-effect free lets rollup drop whole modules nobody imports from (zod alone is ~15 KB gzip).
// ui's components have no side effects either: marked so, a component used only by a lazily
// loaded part of the embed (template signing, preview) moves into that part's chunk.
const sideEffectFree = /[\\/](packages[\\/](core|ui)[\\/]|node_modules[\\/]zod[\\/])/;

export default [
  {
    input: 'packages/loader/src/loader.ts',
    // A hidden source map: the file is written, but loader.js does not point to it, which keeps
    // the sourceMappingURL comment out of the 1.5 KB budget.
    output: { file: 'packages/loader/dist/loader.js', format: 'iife', sourcemap: 'hidden' },
    plugins: [nodeResolve({ browser: true, extensions }), typescript(), minify({ passes: 3, unsafe_arrows: true, pure_getters: true })],
  },
  {
    input: { embed: 'packages/embed/src/main.tsx' },
    output: {
      dir: 'packages/embed/dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
    },
    treeshake: { moduleSideEffects: (id) => !sideEffectFree.test(id) },
    plugins: [
      alias({
        entries: [
          // preact/compat has useSyncExternalStore built in; the CJS shim would drag in React's.
          { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react$/, replacement: 'preact/compat' },
        ],
      }),
      nodeResolve({ browser: true, extensions, exportConditions: ['browser', 'module', 'import', 'default'] }),
      commonjs(),
      json({ preferConst: true, compact: true }),
      importMetaAsset(),
      typescript(),
      minify(),
      copyAsset('embed.css', require.resolve('@inkflow/ui/tokens.css'), require.resolve('@inkflow/ui/styles.css'), 'packages/embed/src/embed.css'),
    ],
  },
];
