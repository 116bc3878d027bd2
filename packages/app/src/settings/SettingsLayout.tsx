import type { ReactNode } from 'react';
import { useErrorText } from '../errors/useErrorText.js';
import { Loading } from '../layout/Loading.js';
import type { SettingsLoadStatus } from './useSettingsLoad.js';
import './settings.css';

/** Props of SettingsLayout. */
export interface SettingsLayoutProps {
  /** The id of the page's h1 (the section is labelled by it). */
  titleId: string;
  title: string;
  /** One or two sentences under the title: what the setting does. */
  intro: ReactNode;
  /** A status line above the card (e.g. "Two-step authentication is on"), with its tone. */
  status?: { text: ReactNode; tone: 'on' | 'off' };
  children: ReactNode;
}

/**
 * The frame every settings page shares (two-step, single sign-on, embedding): the title and intro
 * above, then the page's cards (`SettingsCard`), 720 px wide at most, full width on phones.
 */
export function SettingsLayout({ titleId, title, intro, status, children }: SettingsLayoutProps) {
  return (
    <section className="settings-page" aria-labelledby={titleId}>
      <header className="settings-page__head">
        <h1 id={titleId}>{title}</h1>
        <p className="settings-page__intro">{intro}</p>
        {status && <p className={`settings-status settings-status--${status.tone}`}>{status.text}</p>}
      </header>
      {children}
    </section>
  );
}

/** Props of SettingsCard. */
export interface SettingsCardProps {
  /** A heading for the card (h2), when the page has more than one group. */
  title?: string;
  children: ReactNode;
  /** The card's action row (Save, Turn on…), separated from the fields by a rule. */
  footer?: ReactNode;
}

/** A white card of settings fields with an optional heading and an action row at the bottom. */
export function SettingsCard({ title, children, footer }: SettingsCardProps) {
  return (
    <div className="settings-card">
      {title && <h2 className="settings-card__title">{title}</h2>}
      <div className="settings-card__body">{children}</div>
      {footer && <div className="settings-card__footer">{footer}</div>}
    </div>
  );
}

/** Props of SettingsLoadState. */
export interface SettingsLoadStateProps {
  status: SettingsLoadStatus;
  /** What the page shows once loaded. */
  children: ReactNode;
}

/**
 * The three states of a settings page's first load (useSettingsLoad): the loading indicator, the
 * failure's §8 message in an alert, or the page's content once it is ready.
 */
export function SettingsLoadState({ status, children }: SettingsLoadStateProps) {
  const errorText = useErrorText();
  if (status.kind === 'loading') return <Loading />;
  if (status.kind === 'failed') {
    return (
      <p className="field-error" role="alert">
        {errorText(status.error)}
      </p>
    );
  }
  return <>{children}</>;
}
