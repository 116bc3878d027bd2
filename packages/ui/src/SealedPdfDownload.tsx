import type { Agreement, ApiClient } from '@inkflow/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of SealedPdfDownload. `api` carries the caller's credentials (session or guest token). */
export interface SealedPdfDownloadProps {
  api: ApiClient;
  agreement: Pick<Agreement, 'id' | 'name'>;
}

/** `<name>-signed.pdf`, with characters file systems dislike replaced. */
function filenameOf(name: string): string {
  return `${name.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'contract'}-signed.pdf`;
}

/**
 * "Download signed PDF" for a concluded agreement (issue #5). The PDF is fetched with the
 * API client, so a guest token travels in its header, and saved through a blob URL: a plain
 * link would need `?access_token=` in the URL, where it leaks into referrers, history and logs.
 * While the seal is still being made the server answers 404; the button then says so and can be
 * clicked again.
 */
export function SealedPdfDownload({ api, agreement }: SealedPdfDownloadProps) {
  const { t } = useTranslation('sign');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const blob = await api.sealedPdf(agreement.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filenameOf(agreement.name);
      document.body.append(link);
      link.click();
      link.remove();
      // The click has started the download; the URL only has to outlive this task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ink-sealed-download">
      <button type="button" className="ink-button" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? t('seal.downloading') : t('seal.download')}
      </button>
      {failed && (
        <p role="alert" className="ink-sealed-download__error">
          {t('seal.downloadFailed')}
        </p>
      )}
    </div>
  );
}
