import { errorMessageKey } from '@inkflow/core';
import { eidReturnMessage } from '@inkflow/core/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { consumeEidReturnPath } from './eidReturnPath.js';

/**
 * `/eid/return` (issue #5): the eID broker's callback redirects here with `eid=signed` or
 * `eid_error={§8 code}`. Goes back to the remembered guest page with the outcome in its query;
 * without one (another browser), shows the outcome here. As the embed's eID popup (it has an
 * opener), posts the outcome to the opener on this origin instead (EidReturnMessage).
 */
export function EidReturnPage() {
  const { t } = useTranslation(['sign', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [stay, setStay] = useState(false);
  const error = params.get('eid_error');

  const [popup, setPopup] = useState(false);

  useEffect(() => {
    const path = consumeEidReturnPath();
    // Opened as the embed's eID popup (issue #6; no remembered guest page): tell the opener, an
    // iframe on this origin only (targetOrigin), which then closes this window and reloads.
    if (!path && window.opener) {
      (window.opener as Window).postMessage(eidReturnMessage(params), window.location.origin);
      setPopup(true);
      return;
    }
    if (!path) {
      setStay(true);
      return;
    }
    void navigate(error ? `${path}?eid_error=${encodeURIComponent(error)}` : path, { replace: true });
  }, [error, navigate, params]);

  if (popup) {
    return (
      <main className="guest-page">
        <p role="status" className="ink-notice">
          {t('eid.popupDone')}
        </p>
      </main>
    );
  }

  if (!stay) {
    return (
      <p className="ink-loading" role="status">
        {t('eid.returning')}
      </p>
    );
  }
  return (
    <main className="guest-page">
      {error ? (
        <p role="alert" className="ink-notice ink-notice--error">
          {t(errorMessageKey(error) ?? 'errors.generic', { ns: 'common' })}
        </p>
      ) : (
        <p role="status" className="ink-notice ink-notice--success">
          {t('eid.signed')}
        </p>
      )}
    </main>
  );
}
