import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../errors/useErrorText.js';
import { panelsApi, type AgreementLink } from './panelsApi.js';
import { PanelStatus, SidePanel } from './SidePanel.js';
import { usePanelLoad } from './usePanelLoad.js';

/** §9-style debounce of the search box, as the unique check (300 ms). */
const searchDebounceMs = 300;

/**
 * Linked contracts (§3 links; §7 GET /agreements/{id}/links/, limit 100): each opens its
 * /documents/{id}; a search (GET /agreements/?q=…&limit=10) picks one to link; links can be
 * removed. `onCountChange` reports the new link count.
 */
export function LinksPanel({ agreementId, onCountChange }: { agreementId: number; onCountChange?(count: number): void }) {
  const { t } = useTranslation('panels');
  const { t: tSign } = useTranslation('sign');
  const errorText = useErrorText();
  const [links, setLinks] = useState<AgreementLink[]>([]);
  const [actionError, setActionError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ id: number; name: string }[] | null>(null);
  const { loading, loadError, reload: load } = usePanelLoad(
    useCallback(async () => {
      setLinks((await panelsApi.listLinks(agreementId)).items);
    }, [agreementId]),
  );

  useEffect(() => {
    const q = query.trim();
    if (q === '') {
      setResults(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      panelsApi.searchAgreements(q, agreementId).then(
        (found) => current && setResults(found),
        (e: unknown) => current && setActionError(errorText(e)),
      );
    }, searchDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, agreementId, errorText]);

  const add = async (otherId: number) => {
    setActionError(null);
    try {
      const link = await panelsApi.addLink(agreementId, otherId);
      const next = [link, ...links.filter((l) => l.id !== link.id)];
      setLinks(next);
      onCountChange?.(next.length);
      setQuery('');
    } catch (e) {
      setActionError(errorText(e));
    }
  };
  const remove = async (link: AgreementLink) => {
    setActionError(null);
    try {
      await panelsApi.removeLink(agreementId, link.id);
      const next = links.filter((l) => l.id !== link.id);
      setLinks(next);
      onCountChange?.(next.length);
    } catch (e) {
      setActionError(errorText(e));
    }
  };

  const linkedIds = new Set(links.map((l) => l.agreement.id));
  return (
    <SidePanel title={t('links.title')}>
      <PanelStatus loading={loading} error={loadError} empty={links.length === 0} emptyText={t('links.empty')} onRetry={() => void load()} />
      {links.length > 0 && (
        <ul className="side-panel__list">
          {links.map((link) => (
            <li key={link.id} className="side-panel__item side-panel__item--row">
              <Link to={`/documents/${link.agreement.id}`}>{link.agreement.name}</Link>
              <span className="side-panel__muted">{tSign(`state.${link.agreement.state}`)}</span>
              <button type="button" aria-label={t('links.remove', { name: link.agreement.name })} onClick={() => void remove(link)}>
                {t('common.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {actionError && (
        <p className="side-panel__error" role="alert">
          {actionError}
        </p>
      )}
      <label className="side-panel__field">
        <span>{t('links.search')}</span>
        <input type="search" value={query} placeholder={t('links.searchHint')} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {results !== null &&
        (results.length === 0 ? (
          <p className="side-panel__muted">{t('links.noResults')}</p>
        ) : (
          <ul className="side-panel__list" aria-label={t('links.search')}>
            {results.map((r) => (
              <li key={r.id} className="side-panel__item side-panel__item--row">
                <span>{r.name}</span>
                <button type="button" disabled={linkedIds.has(r.id)} aria-label={t('links.link', { name: r.name })} onClick={() => void add(r.id)}>
                  {t('links.linkAction')}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </SidePanel>
  );
}
