import { ApiErrorCode, boxLimits, errorMessageKey, neutralizeBidi } from '@inkflow/core';
import { attachmentFiles, describeError, formatFileSize, type AttachmentFile } from '@inkflow/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxEditorProps } from './BoxEditorProps.js';
import { uploadAttachment } from './attachmentsApi.js';
import './sectionEditors.css';

/**
 * Attachments section editor (§3 Box type 4): a Required checkbox (`config.required`, §5: a
 * required attachments box needs at least one file to sign), Add files (uploaded one by one as
 * attachments of the agreement, each becoming a `{ key: 'file', value: { asset_id, name, size } }`
 * item), and the files with their size and Remove. Upload errors show their §8 text in an alert:
 * 4502 unsupported type, 4506 too many files or too large (checked here first against §5's
 * limits, so an upload that must fail is not sent).
 */
export function AttachmentsBoxEditor({ box, onChange, agreement }: BoxEditorProps) {
  const { t, i18n } = useTranslation('boxes');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The box as last rendered or changed here: uploads finish one after another, each adding to the latest list.
  const latest = useRef(box);
  latest.current = box;
  const files = attachmentFiles(box.content);
  const setFiles = (next: AttachmentFile[]) => {
    // Set before the parent re-renders, so an upload finishing right after sees this one.
    latest.current = { ...latest.current, content: { ...latest.current.content, data: next.map((value) => ({ key: 'file', value })) } };
    onChange(latest.current);
  };

  const upload = async (chosen: File[]) => {
    setError(null);
    for (const file of chosen) {
      const current = attachmentFiles(latest.current.content);
      if (current.length + 1 > boxLimits.attachmentsMax || file.size > boxLimits.fileBytesMax) {
        setError(tc(errorMessageKey(ApiErrorCode.AttachmentLimit)!));
        break;
      }
      setUploading(neutralizeBidi(file.name));
      try {
        const asset = await uploadAttachment(agreement.id, file);
        setFiles([...attachmentFiles(latest.current.content), { asset_id: asset.id, name: asset.name, size: asset.size }]);
      } catch (e) {
        const { messageKey } = describeError(e);
        setError(messageKey ? tc(messageKey) : null);
        break;
      } finally {
        setUploading(null);
      }
    }
  };

  return (
    <div className="attachments-editor">
      <div className="field field-inline">
        <input
          id={`${id}-required`}
          type="checkbox"
          checked={box.config.required === true}
          onChange={(e) => onChange({ ...box, config: { ...box.config, required: e.target.checked } })}
        />
        <label htmlFor={`${id}-required`}>{t('attachments.required')}</label>
      </div>
      {files.length === 0 ? (
        <p className="empty">{t('attachments.none')}</p>
      ) : (
        <ul className="editor-list" aria-label={t('attachments.files')}>
          {files.map((file) => {
            const name = neutralizeBidi(file.name ?? '') || `#${file.asset_id}`;
            return (
              <li key={file.asset_id}>
                <span>{t('attachments.item', { name, size: formatFileSize(file.size, i18n.language) })}</span>
                <button type="button" className="button" onClick={() => setFiles(attachmentFiles(latest.current.content).filter((f) => f.asset_id !== file.asset_id))}>
                  {t('attachments.remove', { name })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="field">
        <label htmlFor={`${id}-add`}>{t('attachments.add')}</label>
        <input
          id={`${id}-add`}
          type="file"
          multiple
          disabled={uploading !== null}
          onChange={(e) => {
            const chosen = Array.from(e.target.files ?? []);
            e.target.value = '';
            void upload(chosen);
          }}
        />
      </div>
      {uploading && (
        <p className="hint" role="status">
          {t('attachments.uploading', { name: uploading })}
        </p>
      )}
      {error && (
        <p className="section-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
