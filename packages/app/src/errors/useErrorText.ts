import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from './describeError.js';

/**
 * Returns a function giving the translated message of a failure (see describeError, spec §8):
 * the empty string for an unknown code ("Unknown codes show nothing").
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const description = describeError(error);
      if ('nothing' in description) return '';
      return 'text' in description ? description.text : t(description.key);
    },
    [t],
  );
}
