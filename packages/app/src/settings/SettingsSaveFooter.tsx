import { useErrorText } from '../errors/useErrorText.js';

/** Props of SettingsSaveFooter: the save request's state and the page's own texts. */
export interface SettingsSaveFooterProps {
  saving: boolean;
  saved: boolean;
  /** The failed save's error (an ApiError shows its §8 message), or null. */
  saveError: unknown;
  labels: { save: string; saving: string; saved: string };
}

/**
 * The end of a settings form: the failed save's message (role="alert"), the saved notice
 * (role="status") and the submit button, disabled while saving. Shared by the settings pages.
 */
export function SettingsSaveFooter({ saving, saved, saveError, labels }: SettingsSaveFooterProps) {
  const errorText = useErrorText();
  return (
    <>
      {saveError !== null && (
        <p className="field-error" role="alert">
          {errorText(saveError)}
        </p>
      )}
      {saved && (
        <p role="status" className="hint">
          {labels.saved}
        </p>
      )}
      <button type="submit" className="button primary" disabled={saving}>
        {saving ? labels.saving : labels.save}
      </button>
    </>
  );
}
