import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../title/usePageTitle.js';
import { PublicLayout } from './PublicLayout.js';
import { productName } from './productName.js';
import { publicBackgroundCount } from './publicBackground.js';

/**
 * `/{product}-icons` (spec §2 Signed-out area): the development icon list. The app draws no
 * icon set of its own yet, so it lists the visual assets it has: the logo mark and the 6
 * backgrounds of the public wrapper.
 */
export function IconsPage() {
  const { t } = useTranslation('auth');
  const product = productName();
  usePageTitle(t('icons.title', { product }));
  return (
    <PublicLayout>
      <h1>{t('icons.title', { product })}</h1>
      <h2>{t('icons.backgrounds')}</h2>
      <ul className="icon-list">
        {Array.from({ length: publicBackgroundCount }, (_, n) => (
          <li key={n}>
            <span className={`icon-swatch public-bg-${n}`} aria-hidden="true" /> {t('icons.background', { n: n + 1 })}
          </li>
        ))}
      </ul>
    </PublicLayout>
  );
}
