import { errorMessageKey } from '@inkflow/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { consumeEidReturnPath } from './eidReturnPath.js';

/**
 * `/eid/return` (issue #5): the eID broker's callback redirects here with `eid=signed` or
 * `eid_error={§8 code}`. Goes back to the remembered guest page with the outcome in its query;
 * without one (another browser), shows the outcome here.
 */
export function EidReturnPage() {
  const { t } = useTranslation(['sign', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [stay, setStay] = useState(false);
  const error = params.get('eid_error');

  useEffect(() => {
    const path = consumeEidReturnPath();
    if (!path) {
      setStay(true);
      return;
    }
    void navigate(error ? `${path}?eid_error=${encodeURIComponent(error)}` : path, { replace: true });
  }, [error, navigate]);

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
