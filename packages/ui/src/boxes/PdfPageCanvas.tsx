import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of PdfPageCanvas. `size`: the page's size at scale 1 (CSS px), used for the placeholder until the page itself is known. */
export interface PdfPageCanvasProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  size: { width: number; height: number };
  /** Called once, after this page's pixels are on its canvas. */
  onPainted?(pageNumber: number): void;
}

/** The most device pixels a page canvas gets per CSS pixel: sharp on retina, bounded memory on 200 pages. */
const maxPixelRatio = 2;

/**
 * One page of a PDF box (§3 Box type 3): a figure labelled "Page N of M" holding a canvas sized
 * to the page, drawn only once it comes within one screen of the viewport (an
 * IntersectionObserver; without one, at once) and then kept. Until then the figure is an empty
 * box of the page's proportions, so the scroll height is right from the start and pages far
 * down cost nothing. `data-rendered` says whether the page has been painted.
 */
export function PdfPageCanvas({ doc, pageNumber, size, onPainted }: PdfPageCanvasProps) {
  const { t } = useTranslation('pdf');
  const figureRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(false);
  const [pageSize, setPageSize] = useState(size);
  const [painted, setPainted] = useState(false);
  const onPaintedRef = useRef(onPainted);
  onPaintedRef.current = onPainted;

  useEffect(() => {
    const figure = figureRef.current;
    if (!figure || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: '100% 0px' });
    observer.observe(figure);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    void (async () => {
      try {
        const page = await doc.getPage(pageNumber);
        const natural = page.getViewport({ scale: 1 });
        const canvas = canvasRef.current;
        const figure = figureRef.current;
        if (cancelled || !canvas || !figure) return;
        setPageSize({ width: natural.width, height: natural.height });
        const cssWidth = figure.clientWidth || natural.width;
        const ratio = Math.min(globalThis.devicePixelRatio || 1, maxPixelRatio);
        const viewport = page.getViewport({ scale: (cssWidth * ratio) / natural.width });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        await task.promise;
        if (cancelled) return;
        setPainted(true);
        onPaintedRef.current?.(pageNumber);
      } catch {
        // A cancelled render (unmount) or a broken page: the page stays an empty box; the
        // document itself opened, so the other pages still show.
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [near, doc, pageNumber]);

  const label = t('view.page', { page: pageNumber, total: doc.numPages });
  return (
    <figure ref={figureRef} className="ink-pdf__page" aria-label={label} data-page={pageNumber} data-rendered={painted ? 'true' : 'false'}>
      <canvas ref={canvasRef} className="ink-pdf__canvas" style={{ aspectRatio: `${pageSize.width} / ${pageSize.height}` }} aria-hidden="true" />
      <figcaption className="ink-pdf__caption">{label}</figcaption>
    </figure>
  );
}
