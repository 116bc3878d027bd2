import { LanguagePicker } from '@inkflow/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../i18n/useChangeLanguage.js';
import { Link, useLocation } from 'react-router';
import { productName } from './productName.js';
import { publicBackground } from './publicBackground.js';
import './signedOut.css';

/** Props of PublicLayout. */
export interface PublicLayoutProps {
  children: ReactNode;
  /** Shows the product logo (a link to `/`) above the card. Default true. */
  logo?: boolean;
  /** The footer under the card: `signup` shows "Don't have an account? Sign up", `none` nothing. Default `none`. */
  footer?: 'signup' | 'none';
}

/**
 * The public wrapper of the signed-out pages (spec §2 Login): a background that rotates hourly
 * among 6 variants (class `public-bg-N`), an optional logo, the language picker (§1: it loads the
 * language and remembers it in the flow-preferred-language cookie), the page's card in one `<main>`, and
 * an optional "Don't have an account?" link to /signup keeping the query string. Under 840 px
 * the narrow layout applies (signedOut.css).
 */
export function PublicLayout({ children, logo = true, footer = 'none' }: PublicLayoutProps) {
  const { t, i18n } = useTranslation('auth');
  const changeLanguage = useChangeLanguage();
  const { search } = useLocation();
  const product = productName();
  return (
    <div className={`public-wrapper public-bg-${publicBackground()}`}>
      <header className={`public-header${logo ? '' : ' public-header--bare'}`}>
        {logo && (
          <Link to="/" className="public-logo" aria-label={t('wrapper.logo', { product })}>
            <span aria-hidden="true" className="public-logo-mark">
              ✒
            </span>
            {product}
          </Link>
        )}
        <LanguagePicker className="public-language" value={i18n.language} onChange={(language) => void changeLanguage(language)} />
      </header>
      <main className="public-main">
        <div className="public-card">{children}</div>
        {footer === 'signup' && (
          <p className="public-footer">
            {t('login.noAccount')} <Link to={{ pathname: '/signup', search }}>{t('login.signUp')}</Link>
          </p>
        )}
      </main>
    </div>
  );
}
