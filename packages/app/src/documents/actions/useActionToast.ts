import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../design/index.js';
import { useErrorText } from '../../errors/useErrorText.js';

/**
 * Runs one after-sending action and says how it went with a toast (§9 toast types): the
 * `success` title when `work` resolves, else an error toast with the failure's §8 text (the
 * server's message for 400/429, the catalogue text for a numeric code, or the generic failure
 * when the code is unknown). Resolves true on success; never rejects.
 */
export function useActionToast(): (work: () => Promise<unknown>, success: string) => Promise<boolean> {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    async (work, success) => {
      try {
        await work();
        showToast({ type: 'success', title: success });
        return true;
      } catch (error) {
        showToast({ type: 'error', title: t('app:agreementActions.failed'), description: errorText(error) || t('errors:generic') });
        return false;
      }
    },
    [t, errorText],
  );
}
