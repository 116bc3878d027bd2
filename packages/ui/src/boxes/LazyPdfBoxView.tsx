import { Suspense, lazy } from 'react';
import type { PdfBoxViewProps } from './PdfBoxView.js';

// The only way into PdfBoxView from outside this folder: a dynamic import, so the pdf.js viewer
// (pdfjs-dist, ~400 kB) lands in its own chunk and loads only when a PDF section is drawn. A static
// import of PdfBoxView anywhere (the package index included) would pull it into the importer's chunk.
const PdfBoxView = lazy(() => import('./PdfBoxView.js').then((m) => ({ default: m.PdfBoxView })));

/**
 * The PDF section view (§3 Box type 3, content `{ asset_id }`), loaded on first render: renders
 * nothing until its chunk has arrived, then PdfBoxView with the same props.
 */
export function LazyPdfBoxView(props: PdfBoxViewProps) {
  return (
    <Suspense fallback={null}>
      <PdfBoxView {...props} />
    </Suspense>
  );
}
