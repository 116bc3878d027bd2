import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxViewProps } from './BoxViewProps.js';
import { PdfPageCanvas } from './PdfPageCanvas.js';
import { pdfErrorText } from './pdfErrorText.js';
import { usePdfDocument } from './usePdfDocument.js';

/** Props of PdfBoxView: a section view's, plus a hook for measuring (bench/pdf.ts). */
export interface PdfBoxViewProps extends BoxViewProps {
  /** Called once, when page 1 is painted; `ms` is performance.now() at that moment. */
  onFirstPagePainted?(ms: number): void;
}

/**
 * Read-only PDF section (§3 Box type 3, content `{ asset_id }`): the uploaded file's pages,
 * drawn with pdfjs-dist (loaded only when such a box is shown) into one canvas per page, and
 * only for pages near the viewport (PdfPageCanvas). While the file and pdfjs load it says so;
 * a failure shows its §8 text (ASSET_PROCESSING, ASSET_PROCESSING_FAILED, network) with "Try
 * again" where that may help. Nothing is shown for a box without a file, or without `api`.
 *
 * Once page 1 is painted the section carries `data-first-page-painted` (performance.now() in
 * ms, from the page's navigation start) for benchmarks and tests.
 */
export function PdfBoxView({ box, api, onFirstPagePainted }: PdfBoxViewProps) {
  const assetId = (box.content as { asset_id?: unknown }).asset_id;
  if (!api || typeof assetId !== 'number') return null;
  return <PdfDocumentView api={api} assetId={assetId} onFirstPagePainted={onFirstPagePainted} />;
}

function PdfDocumentView({ api, assetId, onFirstPagePainted }: { api: NonNullable<BoxViewProps['api']>; assetId: number; onFirstPagePainted?(ms: number): void }) {
  const { t } = useTranslation('pdf');
  const [attempt, setAttempt] = useState(0);
  const [firstPainted, setFirstPainted] = useState<number>();
  const state = usePdfDocument(api, assetId, attempt);

  const onPainted = useCallback(
    (pageNumber: number) => {
      if (pageNumber !== 1) return;
      const ms = Math.round(performance.now());
      setFirstPainted((was) => was ?? ms);
      onFirstPagePainted?.(ms);
    },
    [onFirstPagePainted],
  );

  if (state.status === 'loading') {
    return (
      <section className="ink-pdf" aria-busy="true">
        <p className="ink-pdf__status" role="status">
          {t('view.loading')}
        </p>
      </section>
    );
  }
  if (state.status === 'error') {
    const { key, retry } = pdfErrorText(state.error);
    return (
      <section className="ink-pdf">
        <p className="ink-pdf__error" role="alert">
          {t(key)}
        </p>
        {retry && (
          <button type="button" className="ink-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('view.retry')}
          </button>
        )}
      </section>
    );
  }
  const { doc, pageSize } = state;
  return (
    <section className="ink-pdf" aria-label={t('view.pages', { count: doc.numPages })} data-first-page-painted={firstPainted}>
      {Array.from({ length: doc.numPages }, (_, i) => (
        <PdfPageCanvas key={`${assetId}-${attempt}-${i}`} doc={doc} pageNumber={i + 1} size={pageSize} onPainted={onPainted} />
      ))}
    </section>
  );
}
