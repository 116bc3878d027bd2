import { neutralizeBidi } from '@inkflow/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxViewProps } from './BoxViewProps.js';
import { attachmentFiles, type AttachmentFile } from './attachmentFiles.js';
import { formatFileSize } from './formatFileSize.js';

/** Saves `blob` as `name` through a temporary object URL (revoked right after the click). */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Read-only attachments section (§3 Box type 4): each file's name and size, with a Download
 * button that fetches the file with `api.asset` (the caller's session or guest token) and saves
 * it. Without `api` the buttons are left out. A failed download shows an alert under the list.
 */
export function AttachmentsBoxView({ box, api }: BoxViewProps) {
  const { t, i18n } = useTranslation('boxes');
  const [failed, setFailed] = useState<string | null>(null);
  const files = attachmentFiles(box.content);
  if (files.length === 0) return null;
  const download = async (file: AttachmentFile, name: string) => {
    setFailed(null);
    try {
      saveBlob(await api!.asset(file.asset_id), name);
    } catch {
      setFailed(name);
    }
  };
  return (
    <section className="ink-box ink-box--attachments" aria-label={t('attachments.title')}>
      <ul className="ink-box__files" aria-label={t('attachments.files')}>
        {files.map((file) => {
          // Shown and saved without bidi controls: "fdp.exe" must not read "exe.pdf".
          const name = neutralizeBidi(file.name ?? '') || `#${file.asset_id}`;
          return (
            <li key={file.asset_id}>
              <span>{t('attachments.item', { name, size: formatFileSize(file.size, i18n.language) })}</span>
              {api && (
                <button type="button" className="ink-button ink-button--ghost" onClick={() => void download(file, name)}>
                  {t('attachments.download', { name })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {failed && <p role="alert">{t('attachments.downloadFailed', { name: failed })}</p>}
    </section>
  );
}
