import { useTranslation } from 'react-i18next';

/**
 * The banner over a preview (§4: the guest token `preview` triggers preview mode): says that this
 * is how participants will see the contract and that nothing can be signed here.
 */
export function PreviewBanner() {
  const { t } = useTranslation('embed');
  return (
    <div className="ink-notice ink-preview-banner" role="note">
      <p className="ink-notice__title">{t('preview.title')}</p>
      <p>{t('preview.body')}</p>
    </div>
  );
}
