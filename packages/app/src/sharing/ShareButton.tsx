import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareDialog } from './ShareDialog.js';
import type { ShareResource } from './sharingApi.js';

/** A "Share" button opening the ShareDialog of `resource` (the contract page's header places it when the caller holds agreement:acl:update). */
export function ShareButton({ resource }: { resource: ShareResource }) {
  const { t } = useTranslation('members');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('share.open')}
      </button>
      {open && <ShareDialog resource={resource} onClose={() => setOpen(false)} />}
    </>
  );
}
