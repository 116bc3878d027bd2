import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of MethodChoice. */
export interface MethodChoiceProps {
  /** The product name for "Log in with {product} password". */
  product: string;
  persistent: boolean;
  onPersistentChange(persistent: boolean): void;
  onPassword(): void;
  /** Starts single sign-on (a browser redirect). */
  onSso(): void;
  onBack(): void;
}

/**
 * The method step of spec §2 Login (/login/method, the lookup answered `multiple`): "Log in with
 * {product} password" or "Log in with Single Sign-on (SSO)", Remember me (sent to SSO as
 * persistent) and Back to login.
 */
export function MethodChoice({ product, persistent, onPersistentChange, onPassword, onSso, onBack }: MethodChoiceProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('login.title')}</h1>
      <p className="hint">{t('login.methodChoice')}</p>
      <div className="method-choice">
        <button type="button" className="button primary" onClick={onPassword}>
          {t('login.methodPassword', { product })}
        </button>
        <button type="button" className="button" onClick={onSso}>
          {t('login.methodSso')}
        </button>
        <div className="field field-inline">
          <input id={`${id}-persistent`} type="checkbox" checked={persistent} onChange={(e) => onPersistentChange(e.target.checked)} />
          <label htmlFor={`${id}-persistent`}>{t('login.rememberMe')}</label>
        </div>
      </div>
      <a
        href="/login"
        className="back-link"
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
      >
        {t('login.backToLogin')}
      </a>
    </section>
  );
}
