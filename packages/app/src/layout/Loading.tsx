import { useTranslation } from 'react-i18next';

/** A full-page "Loading…" placeholder with role="status". */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('common:loading')}
    </p>
  );
}
