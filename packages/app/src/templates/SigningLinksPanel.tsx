import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { createSigningLink, listSigningLinks, revokeSigningLink, signingLinkEmbedCode, type CreatedSigningLink, type SigningLink } from './signingLinksApi.js';

/** Props of SigningLinksPanel. */
export interface SigningLinksPanelProps {
  /** The template (agreement state 6) the links sign. */
  templateId: number;
}

/**
 * The template owner's direct signing links (issue #6 "Template signing"): creates a link and
 * shows its URL and embed code once (the server keeps only the token's hash), lists the links
 * that are not revoked, and revokes one at once. Copy buttons use the clipboard and say so in a
 * status message; failures are shown as the §8 message in an alert.
 */
export function SigningLinksPanel({ templateId }: SigningLinksPanelProps) {
  const { t, i18n } = useTranslation('embed');
  const errorText = useErrorText();
  const id = useId();
  const [links, setLinks] = useState<SigningLink[] | null>(null);
  const [created, setCreated] = useState<CreatedSigningLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [copied, setCopied] = useState<'url' | 'code' | null>(null);

  useEffect(() => {
    let live = true;
    listSigningLinks(templateId).then(
      (list) => live && setLinks(list),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [templateId]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setCopied(null);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const create = () =>
    run(async () => {
      const link = await createSigningLink(templateId);
      setCreated(link);
      setLinks((list) => [...(list ?? []), { id: link.id, created: new Date().toISOString() }]);
    });

  const revoke = (linkId: number) =>
    run(async () => {
      await revokeSigningLink(templateId, linkId);
      setLinks((list) => (list ?? []).filter((l) => l.id !== linkId));
      if (created?.id === linkId) setCreated(null);
    });

  const copy = (what: 'url' | 'code', text: string) =>
    run(async () => {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    });

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="signing-links" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('signingLinks.title')}</h2>
      <p>{t('signingLinks.intro')}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void create()}>
        {t('signingLinks.create')}
      </button>
      {created && (
        <div className="signing-links__created">
          <p>{t('signingLinks.shownOnce')}</p>
          <div className="field">
            <label htmlFor={`${id}-url`}>{t('signingLinks.url')}</label>
            <input id={`${id}-url`} readOnly value={created.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="button" onClick={() => void copy('url', created.url)}>
              {t('signingLinks.copyUrl')}
            </button>
          </div>
          <div className="field">
            <label htmlFor={`${id}-code`}>{t('signingLinks.embedCode')}</label>
            <textarea id={`${id}-code`} readOnly rows={3} spellCheck={false} value={signingLinkEmbedCode(created, templateId)} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="button" onClick={() => void copy('code', signingLinkEmbedCode(created, templateId))}>
              {t('signingLinks.copyCode')}
            </button>
          </div>
        </div>
      )}
      <p role="status">{copied ? t(copied === 'url' ? 'signingLinks.copiedUrl' : 'signingLinks.copiedCode') : ''}</p>
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {links && links.length === 0 && <p>{t('signingLinks.none')}</p>}
      {links && links.length > 0 && (
        <ul aria-label={t('signingLinks.listLabel')}>
          {links.map((link) => {
            const name = t('signingLinks.linkName', { id: link.id, created: dateFormat.format(new Date(link.created)) });
            return (
              <li key={link.id}>
                <span>{name}</span>{' '}
                <button type="button" className="button" disabled={busy} aria-label={t('signingLinks.revokeNamed', { name })} onClick={() => void revoke(link.id)}>
                  {t('signingLinks.revoke')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
