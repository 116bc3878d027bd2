import { ApiError, StringErrorCode, type Agreement, type ApiClient } from '@inkflow/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Props of SealedPdfDownload. `api` carries the caller's credentials (session or guest token);
 * `retryMs` is how long to wait, in milliseconds, before asking again while the seal is being
 * made (default 2000).
 */
export interface SealedPdfDownloadProps {
  api: ApiClient;
  agreement: Pick<Agreement, 'id' | 'name'>;
  retryMs?: number;
}

/** `<name>-signed.pdf`, with characters file systems dislike replaced. */
function filenameOf(name: string): string {
  return `${name.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'contract'}-signed.pdf`;
}

/** The server's 409 ASSET_PROCESSING (§8): the seal job has not finished yet. */
const isSealing = (error: unknown) => error instanceof ApiError && error.code === StringErrorCode.AssetProcessing;

/**
 * "Download signed PDF" for a concluded agreement (issue #5). The PDF is fetched with the
 * API client, so a guest token travels in its header, and saved through a blob URL: a plain
 * link would need `?access_token=` in the URL, where it leaks into referrers, history and logs.
 * The seal is made by a job right after the last signature; while it runs the server answers
 * 409 ASSET_PROCESSING, and the button says "Sealing…" and asks again every `retryMs` until the
 * PDF is there, then downloads it. Any other failure says so; the button can be clicked again.
 */
export function SealedPdfDownload({ api, agreement, retryMs = 2000 }: SealedPdfDownloadProps) {
  const { t } = useTranslation('sign');
  const [status, setStatus] = useState<'idle' | 'busy' | 'sealing' | 'failed'>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = async () => {
    setStatus('busy');
    for (;;) {
      try {
        const blob = await api.sealedPdf(agreement.id);
        if (!mounted.current) return;
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = filenameOf(agreement.name);
        document.body.append(link);
        link.click();
        link.remove();
        // The click has started the download; the URL only has to outlive this task.
        setTimeout(() => URL.revokeObjectURL(url), 0);
        setStatus('idle');
        return;
      } catch (error) {
        if (!mounted.current) return;
        if (!isSealing(error)) {
          setStatus('failed');
          return;
        }
        setStatus('sealing');
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        if (!mounted.current) return;
      }
    }
  };

  const working = status === 'busy' || status === 'sealing';
  return (
    <div className="ink-sealed-download">
      <button type="button" className="ink-button" onClick={() => void download()} disabled={working} aria-busy={working}>
        {status === 'sealing' ? t('seal.sealing') : status === 'busy' ? t('seal.downloading') : t('seal.download')}
      </button>
      {status === 'sealing' && (
        <p role="status" className="ink-sealed-download__status">
          {t('seal.sealingHint')}
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="ink-sealed-download__error">
          {t('seal.downloadFailed')}
        </p>
      )}
    </div>
  );
}
