import { useCallback, useState } from 'react';

/** A settings form's save: its state for SettingsSaveFooter, and the two ways to change it. */
export interface SettingsSave {
  saving: boolean;
  /** True after a save succeeded, until `reset` (an edit) or the next save. */
  saved: boolean;
  /** The failed save's error (an ApiError shows its §8 message in the footer), or null. */
  saveError: unknown;
  /** Forgets the last outcome ("Saved" or the error): call when a field changes or a check fails. */
  reset(): void;
  /** Runs `work` as the save: saving while it runs, then saved, or its error; never rejects. */
  run(work: () => Promise<void>): Promise<void>;
}

/**
 * The save state every settings form shares (embedding, single sign-on, company profile,
 * retention, My settings): what SettingsSaveFooter shows while saving, after it, or on failure.
 */
export function useSettingsSave(): SettingsSave {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const reset = useCallback(() => {
    setSaved(false);
    setSaveError(null);
  }, []);
  const run = useCallback(async (work: () => Promise<void>) => {
    setSaving(true);
    setSaved(false);
    setSaveError(null);
    try {
      await work();
      setSaved(true);
    } catch (error) {
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, saved, saveError, reset, run };
}
