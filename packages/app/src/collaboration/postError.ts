import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';

/**
 * A function showing a failed message call (post, reply, resolve, accept, reject) as an error
 * toast with its §8 message (e.g. 4999 "Document is locked", 99 "Access denied"); the generic
 * failure when the code has no text.
 */
export function useMessageErrorToast(): (error: unknown) => void {
  const { t } = useTranslation('app');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => showToast({ type: 'error', title: t('collab.error.title'), description: errorText(error) || t('errors:generic') }),
    [t, errorText],
  );
}
