/**
 * pdfjs-dist, loaded on first use. pdfjs (~130 KB gzip, plus a ~350 KB worker) must never be in
 * the embed's initial JS (budget 51,200 B gzip), so it is only reached through this dynamic
 * import(), which both bundlers split into its own chunk.
 *
 * The worker URL is a `new URL(<package file>, import.meta.url)` expression: Vite (the app)
 * resolves the bare name and emits the file as a hashed asset; the embed's rollup build does the
 * same through the small `importMetaAsset` plugin in rollup.config.mjs. One promise is cached; a
 * failed load is forgotten so the next PDF box can try again.
 */
export type Pdfjs = typeof import('pdfjs-dist');

let loading: Promise<Pdfjs> | undefined;

/** Resolves to the pdfjs module with its worker configured; rejects when the chunk cannot be fetched. */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import('pdfjs-dist').then(
    (pdfjs) => {
      if (!pdfjs.GlobalWorkerOptions.workerSrc && !pdfjs.GlobalWorkerOptions.workerPort) {
        pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;
      }
      return pdfjs;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
