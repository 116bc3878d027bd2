import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets `document.title` to the product name plus the page title (spec §2 Page title). The
 * product is called Devflow on the dev server.
 */
export function usePageTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const product = import.meta.env.DEV ? t('app:title.devProductName') : t('common:productName');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${product}` : product;
  }, [pageTitle, product]);
}
