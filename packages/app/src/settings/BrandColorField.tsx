import { brandPalette, normalizeBrandColor } from '@inkflow/core';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** The product's own primary colour (ui tokens.css), shown while the account has none. */
const productColor = '#2450d6';

/** Props of BrandColorField. */
export interface BrandColorFieldProps {
  /** The field's text: `#rrggbb` as typed, or '' for the product's colours. */
  value: string;
  onChange: (value: string) => void;
  /** The validation message to show (tied to the field), or null. */
  error: string | null;
}

/**
 * The brand colour of the account settings page: a hex field beside a colour picker, "Use the
 * standard colours" to clear it, and a preview of the button counterparties will see. When
 * white text on the chosen colour fails WCAG AA (4.5:1), the preview uses the darkened shade the
 * guest page, the embed and the emails will use (core brandPalette) and says so.
 */
export function BrandColorField({ value, onChange, error }: BrandColorFieldProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const color = normalizeBrandColor(value);
  const palette = brandPalette(color ?? productColor);
  const darkened = color !== null && palette.primary !== palette.brand;
  const preview = { '--preview-bg': palette.primary, '--preview-fg': palette.primaryText, '--preview-accent': palette.brand } as CSSProperties;
  const describedBy = [`${id}-help`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field brand-color">
      <label htmlFor={`${id}-hex`}>{t('accountSettings.colorLabel')}</label>
      <div className="brand-color__row">
        <input
          id={`${id}-picker`}
          type="color"
          className="brand-color__picker"
          aria-label={t('accountSettings.colorPicker')}
          value={color ?? productColor}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <input
          id={`${id}-hex`}
          type="text"
          className="brand-color__hex"
          value={value}
          placeholder={productColor}
          spellCheck={false}
          autoCapitalize="off"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        {value !== '' && (
          <button type="button" className="button" onClick={() => onChange('')}>
            {t('accountSettings.colorReset')}
          </button>
        )}
      </div>
      <p id={`${id}-help`} className="hint">
        {t('accountSettings.colorHelp')}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="brand-color__preview" style={preview}>
        <span className="brand-color__preview-label">{t('accountSettings.colorPreview')}</span>
        <span className="brand-color__sample" aria-hidden="true">
          {t('accountSettings.colorSample')}
        </span>
        {darkened && <p className="hint">{t('accountSettings.colorDarkened', { shade: palette.primary })}</p>}
      </div>
    </div>
  );
}
