import { useTranslation } from 'react-i18next';
import type { SigningProgress } from './signingProgress.js';

/** Props of SignBar. */
export interface SignBarProps {
  /** The signer's required inputs (signingProgress). */
  progress: SigningProgress;
  /** Moves to and focuses the next empty required input. */
  onNext: () => void;
  /** Moves to the signing area (the consent and Sign button). */
  onSign: () => void;
}

/**
 * The sticky sign bar at the bottom of the guest page: a progress bar "2 of 5 required fields
 * left" (or "All required fields are filled in"), "Next required field" while any is empty, and
 * "Sign" that leads to the signing area. Sticky, so on a long document it stays in view.
 */
export function SignBar({ progress, onNext, onSign }: SignBarProps) {
  const { t } = useTranslation('sign');
  const { total, empty } = progress;
  const done = total - empty.length;
  return (
    <div className="ink-sign-bar" role="region" aria-label={t('guest.barLabel')}>
      {total > 0 && (
        <div className="ink-sign-bar__progress">
          <p className="ink-sign-bar__text" aria-live="polite">
            {empty.length > 0 ? t('guest.fieldsLeft', { left: empty.length, total }) : t('guest.fieldsDone')}
          </p>
          <progress className="ink-sign-bar__meter" max={total} value={done} aria-label={t('guest.progressLabel')} />
        </div>
      )}
      <div className="ink-sign-bar__actions">
        {empty.length > 0 && (
          <button type="button" className="ink-button" onClick={onNext}>
            {t('guest.nextField')}
          </button>
        )}
        <button type="button" className="ink-button ink-button--primary" onClick={onSign}>
          {t('guest.goToSign')}
        </button>
      </div>
    </div>
  );
}
