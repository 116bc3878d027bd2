import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A file picker for one PDF without a visible control: `pick()` opens the browser's file dialog,
 * `input` is the element to render. The input carries `hidden` (display: none), so it has no
 * box at all: an off-screen input with a width could widen the page (the dashboard once
 * scrolled sideways to 2,166 px because of one). After a choice the input is cleared, so the
 * same file can be picked again.
 */
export function usePdfPicker(onFile: (file: File) => void, label?: string): { input: ReactElement; pick(): void } {
  const { t } = useTranslation('workspace');
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      accept="application/pdf,.pdf"
      hidden
      aria-label={label ?? t('create.pdfFile')}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
  return { input, pick: () => ref.current?.click() };
}
