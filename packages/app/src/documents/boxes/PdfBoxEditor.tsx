import { BoxType, type Box } from '@inkflow/core';
import { LazyPdfBoxView } from '@inkflow/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../errors/useErrorText.js';
import { api } from '../../session/services.js';
import type { BoxEditorProps } from './BoxEditorProps.js';
import './pdfBoxEditor.css';
import { uploadPdfAsset, type UploadedPdfAsset } from './uploadPdfAsset.js';

/**
 * PDF section editor (§3 Box type 3, content `{ asset_id }`): "Upload PDF" sends the chosen file
 * to the agreement (uploadPdfAsset) and puts the new asset's id in the section; "Replace PDF"
 * does the same over it, "Remove PDF" empties it. A refused upload (4502 unsupported type, 4505
 * over 200 pages, ...) shows its §8 text in an alert and leaves the section as it was. Below, the
 * file's pages as readers will see them (LazyPdfBoxView: pdf.js loads on first use).
 */
export function PdfBoxEditor({ box, onChange, agreement, label }: BoxEditorProps) {
  const { t } = useTranslation('pdf');
  const errorText = useErrorText();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [uploaded, setUploaded] = useState<UploadedPdfAsset>();
  const assetId = typeof box.content.asset_id === 'number' ? box.content.asset_id : null;

  const upload = async (file: File) => {
    setBusy(true);
    setError(undefined);
    try {
      const asset = await uploadPdfAsset(agreement.id, file);
      setUploaded(asset);
      onChange({ ...box, content: { ...box.content, asset_id: asset.id } });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
      // The same file chosen again must fire `change` again.
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const remove = () => {
    setError(undefined);
    setUploaded(undefined);
    onChange({ ...box, content: { ...box.content, asset_id: null } });
  };

  const view: Box = { id: box.id ?? 0, type: BoxType.Pdf, content: { asset_id: assetId }, config: box.config } as Box;
  const fileInfo = uploaded && uploaded.id === assetId && uploaded.page_count !== null ? t('editor.file', { name: uploaded.name, count: uploaded.page_count }) : undefined;

  return (
    <div className="pdf-box-editor">
      <div className="pdf-box-editor__actions">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className="pdf-box-editor__input"
          aria-label={t('editor.chooseFile', { section: label })}
          disabled={busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => inputRef.current?.click()}>
          {busy ? t('editor.uploading') : assetId === null ? t('editor.upload') : t('editor.replace')}
        </button>
        {assetId !== null && (
          <button type="button" className="button" disabled={busy} onClick={remove}>
            {t('editor.remove')}
          </button>
        )}
        {fileInfo && <span className="pdf-box-editor__file">{fileInfo}</span>}
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      {assetId === null ? <p className="hint">{t('editor.empty')}</p> : <LazyPdfBoxView box={view} agreement={agreement} api={api} />}
    </div>
  );
}
