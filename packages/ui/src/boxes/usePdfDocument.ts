import type { ApiClient } from '@inkflow/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { loadPdfjs } from './loadPdfjs.js';

/** Where loading a PDF box's file stands. `ready.pageSize`: page 1 at scale 1, in CSS pixels (the placeholder size of every page until it is rendered). */
export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; doc: PDFDocumentProxy; pageSize: { width: number; height: number } };

/**
 * Fetches asset `assetId` through `api.asset` (GET /assets/{id} with the caller's session or
 * guest token) and opens it with pdfjs (loaded on first use). Bump `attempt` to try again. The
 * document is destroyed (its worker side freed) when the asset changes or the view unmounts.
 */
export function usePdfDocument(api: Pick<ApiClient, 'asset'>, assetId: number, attempt: number): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });
  // A caller that builds a new client object on every render must not restart the load.
  const apiRef = useRef(api);
  apiRef.current = api;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState({ status: 'loading' });
    // The file and pdfjs arrive in parallel: neither waits for the other.
    Promise.all([apiRef.current.asset(assetId).then((blob) => blob.arrayBuffer()), loadPdfjs()])
      .then(async ([bytes, pdfjs]) => {
        if (cancelled) return;
        const task = pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
        destroy = () => void task.destroy();
        const doc = await task.promise;
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        if (!cancelled) setState({ status: 'ready', doc, pageSize: { width: first.width, height: first.height } });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'error', error });
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [assetId, attempt]);

  return state;
}
