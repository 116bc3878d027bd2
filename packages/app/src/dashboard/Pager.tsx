import { useTranslation } from 'react-i18next';

/** Previous/next paging for a list of `count` items, `pageSize` per page; `page` counts from 0. */
export function Pager({ page, count, pageSize, onPage }: { page: number; count: number; pageSize: number; onPage(page: number): void }) {
  const { t } = useTranslation('app');
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="pager" aria-label={t('dashboard.page', { page: page + 1, pages })}>
      <button type="button" className="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('dashboard.previous')}
      </button>
      <span>{t('dashboard.page', { page: page + 1, pages })}</span>
      <button type="button" className="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('dashboard.next')}
      </button>
    </nav>
  );
}
