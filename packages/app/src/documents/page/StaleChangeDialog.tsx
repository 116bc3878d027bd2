import type { Agreement, AgreementEvent } from '@inkflow/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../design/index.js';
import { api } from '../../session/services.js';
import { staleChanges } from './staleChanges.js';

/** Props of StaleChangeDialog. Each choice receives the current version as GET answers it. */
export interface StaleChangeDialogProps {
  agreementId: number;
  /** The version this page was editing, to say what the newer one changed (staleChanges). */
  base?: Agreement;
  /** Drop the local edits and continue from their version (after a confirmation). */
  onReload(fresh: Agreement): void;
  /** Save the local edits on top of their version (explicit overwrite). */
  onKeepMine(fresh: Agreement): void;
  /** Close; the edits stay and stay unsaved. */
  onKeepEditing(): void;
}

/**
 * A guess at who made the current version from the audit trail, for versions saved before the
 * server recorded it (`updatedBy` null): the person of the newest audit event, but only when that
 * event is the change itself (within two seconds of `updated`). Otherwise nobody is named rather
 * than the wrong person.
 */
export function lastEditor(events: AgreementEvent[], updated: string): string | null {
  const flat: AgreementEvent[] = [];
  const walk = (list: AgreementEvent[]) => list.forEach((e) => (flat.push(e), walk(e.children)));
  walk(events);
  flat.sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  const newest = flat.find((e) => e.actor.kind === 'position' && e.actor.name);
  if (!newest || Math.abs(Date.parse(updated) - Date.parse(newest.created)) > 2_000) return null;
  return newest.actor.name;
}

/**
 * Who saved `fresh` (the current version as GET answers it): the name the server recorded with
 * that version (`updatedBy`, owner view), else the audit trail's guess (lastEditor, only called
 * then: `events` loads the trail on demand), else null (the dialog then names nobody).
 */
export async function staleEditor(fresh: Agreement, events: () => Promise<AgreementEvent[]>): Promise<string | null> {
  if (fresh.updatedBy) return fresh.updatedBy;
  return lastEditor(await events().catch(() => []), fresh.updated);
}

/**
 * Shown when an autosave was refused as stale (§8 4002): someone saved the contract after this
 * page loaded it. Says when (the agreement's `updated`) and who, when known (staleEditor: the
 * name saved with the version, else the audit trail's guess), what changed (staleChanges: the name, sections added, edited or removed, the
 * order, data fields, details), and offers: "Reload their version" (drops the local edits, after a second
 * confirmation), "Keep my version" (saves these edits over theirs, on the fresh checksum) and
 * "Keep editing" (nothing is saved or lost).
 */
export function StaleChangeDialog({ agreementId, base, onReload, onKeepMine, onKeepEditing }: StaleChangeDialogProps) {
  const { t, i18n } = useTranslation('app');
  const [fresh, setFresh] = useState<Agreement | null>(null);
  const [editor, setEditor] = useState<string | null>(null);
  const [confirmReload, setConfirmReload] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const agreement = await api.getAgreement(agreementId);
      const name = await staleEditor(agreement, () => api.agreementEvents(agreementId));
      if (!live) return;
      setFresh(agreement);
      setEditor(name);
    })();
    return () => {
      live = false;
    };
  }, [agreementId]);

  const when = fresh ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(fresh.updated)) : '';
  const description = !fresh ? t('docPage.stale.loading') : editor ? t('docPage.stale.byWhom', { name: editor, when }) : t('docPage.stale.bySomeone', { when });

  const changes = fresh && base ? staleChanges(base, fresh) : [];
  const changeList =
    changes.length > 0
      ? new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(changes.map((c) => t(`docPage.stale.what.${c.key}`, c.values ?? {})))
      : '';

  return (
    <Modal
      title={confirmReload ? t('docPage.stale.confirmTitle') : t('docPage.stale.title')}
      description={confirmReload ? t('docPage.stale.confirmText') : description}
      onClose={onKeepEditing}
      footer={
        confirmReload ? (
          <>
            <button type="button" className="button" onClick={() => setConfirmReload(false)}>
              {t('docPage.stale.back')}
            </button>
            <button type="button" className="button danger" disabled={!fresh} onClick={() => fresh && onReload(fresh)}>
              {t('docPage.stale.confirmReload')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button" disabled={!fresh} onClick={() => setConfirmReload(true)}>
              {t('docPage.stale.reload')}
            </button>
            <button type="button" className="button" disabled={!fresh} onClick={() => fresh && onKeepMine(fresh)}>
              {t('docPage.stale.keepMine')}
            </button>
            <button type="button" className="button primary" onClick={onKeepEditing}>
              {t('docPage.stale.keepEditing')}
            </button>
          </>
        )
      }
    >
      {!confirmReload && changeList && <p className="doc-stale__changes">{t('docPage.stale.what.intro', { list: changeList })}</p>}
      {!confirmReload && <p className="doc-stale__hint">{t('docPage.stale.hint')}</p>}
    </Modal>
  );
}
