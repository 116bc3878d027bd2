import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';
import { renderTypedSignature } from './renderTypedSignature.js';

/** How a handwritten signature was made: drawn on the pad, or a typed name rendered in the signature font (§7 `handwritten_signature_type`). */
export type SignatureType = 'drawn' | 'typed';

/** Props of SignatureCapture. */
export interface SignatureCaptureProps {
  /**
   * Called with the signature as a PNG data URL (`data:image/png;base64,...`), the §7 sign body's
   * `handwritten_signature`, and how it was made (`handwritten_signature_type`).
   */
  onConfirm: (pngDataUrl: string, type: SignatureType) => void;
  /** The signer's name, prefilled in the Type tab. */
  defaultName?: string;
  /** Called when the signer cancels; without it no Cancel button is shown. */
  onCancel?: () => void;
  /** Disables the buttons while the signature is being submitted. */
  busy?: boolean;
}

// Loaded on demand, once: only handwritten signers need it, and the embed's initial JS budget is tight.
let signaturePad: Promise<typeof import('signature_pad')> | undefined;
// A failed load (network) is forgotten so the next mount retries.
const loadSignaturePad = () =>
  (signaturePad ??= import('signature_pad').catch((error: unknown) => {
    signaturePad = undefined;
    throw error;
  }));

/**
 * Handwritten signature capture (§3 sign method 10), two ways chosen by a "Draw" | "Type" pair
 * of toggle buttons (Tab and Enter/Space reach both). Type: a labelled name input (prefilled
 * with `defaultName`) whose live preview shows the name in `--ink-font-signature`; Sign renders
 * it onto a canvas (renderTypedSignature) and confirms that PNG with type `typed`, or says
 * "type your name" when blank. Draw: a signature_pad canvas labelled "Signature drawing area". The canvas backing store follows `devicePixelRatio` so strokes stay
 * sharp, and is resized with the window (keeping what was drawn). Clear empties it; Sign confirms,
 * or shows the "draw first" message when nothing was drawn. signature_pad is imported on mount
 * (a separate chunk in the embed), so until it arrives Sign reports an empty drawing.
 */
export function SignatureCapture({ onConfirm, onCancel, busy = false, defaultName = '' }: SignatureCaptureProps) {
  const { t } = useTranslation('sign');
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typedName, setTypedName] = useState(defaultName);
  const nameId = useId();
  const previewRef = useRef<HTMLParagraphElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || mode !== 'draw') return;
    let stop = () => {};
    let cancelled = false;
    void loadSignaturePad().then(({ default: SignaturePad }) => {
      if (cancelled) return;
      const pad = new SignaturePad(canvas);
      padRef.current = pad;
      const onStroke = () => setEmpty(false);
      pad.addEventListener('beginStroke', onStroke);
      const resize = () => {
        // Drawing in CSS px on a backing store scaled by devicePixelRatio keeps high-DPI screens
        // crisp; resizing a canvas clears it, so the strokes are replayed from their data.
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const data = pad.toData();
        canvas.width = canvas.offsetWidth * ratio;
        canvas.height = canvas.offsetHeight * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad.clear();
        if (data.length) pad.fromData(data);
      };
      resize();
      window.addEventListener('resize', resize);
      stop = () => {
        window.removeEventListener('resize', resize);
        pad.removeEventListener('beginStroke', onStroke);
        pad.off();
        padRef.current = null;
      };
    }, () => {
      if (!cancelled) setLoadFailed(true);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [mode]);

  const clear = () => {
    padRef.current?.clear();
  };
  const confirm = () => {
    if (mode === 'type') {
      const element = previewRef.current;
      const font = (element && getComputedStyle(element).getPropertyValue('--ink-font-signature').trim()) || 'cursive';
      const png = renderTypedSignature(typedName, font);
      if (!png) {
        setEmpty(true);
        return;
      }
      onConfirm(png, 'typed');
      return;
    }
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      setEmpty(true);
      return;
    }
    onConfirm(pad.toDataURL('image/png'), 'drawn');
  };

  return (
    <div className="ink-signature">
      <div className="ink-segmented" role="group" aria-label={t('handwritten.modeLabel')}>
        {(['draw', 'type'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className="ink-segmented__option"
            aria-pressed={mode === m}
            disabled={busy}
            onClick={() => {
              setMode(m);
              setEmpty(false);
            }}
          >
            {t(m === 'draw' ? 'handwritten.modeDraw' : 'handwritten.modeType')}
          </button>
        ))}
      </div>
      {mode === 'draw' ? (
        <>
          <p id={hintId} className="ink-muted">
            {t('handwritten.hint')}
          </p>
          <canvas
            ref={canvasRef}
            className="ink-signature__canvas"
            aria-label={t('handwritten.canvasLabel')}
            aria-describedby={empty ? `${hintId} ${errorId}` : hintId}
            role="img"
          />
        </>
      ) : (
        <>
          <label className="ink-signature__name-label" htmlFor={nameId}>
            {t('handwritten.typeLabel')}
          </label>
          <input
            id={nameId}
            className="ink-input"
            type="text"
            autoComplete="name"
            maxLength={100}
            value={typedName}
            disabled={busy}
            aria-describedby={empty ? errorId : undefined}
            onChange={(event) => {
              setTypedName(event.currentTarget.value);
              setEmpty(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                confirm();
              }
            }}
          />
          <p ref={previewRef} className="ink-signature__typed" aria-live="polite">
            <span className="ink-visually-hidden">{t('handwritten.previewLabel')} </span>
            <span className="ink-signature__typed-name">{typedName.trim() || '\u00a0'}</span>
          </p>
        </>
      )}
      {loadFailed && (
        <p className="ink-field-error" role="alert">
          {t('common:errorScreen.loadFailure.title')}
        </p>
      )}
      {empty && (
        <p id={errorId} className="ink-field-error" role="alert">
          {t(mode === 'type' ? 'handwritten.typeEmpty' : 'handwritten.empty')}
        </p>
      )}
      <div className="ink-actions">
        {onCancel && (
          <button type="button" className="ink-button ink-button--ghost" onClick={onCancel} disabled={busy}>
            {t('handwritten.cancel')}
          </button>
        )}
        {mode === 'draw' && (
          <button type="button" className="ink-button ink-button--secondary" onClick={clear} disabled={busy}>
            {t('handwritten.clear')}
          </button>
        )}
        <button type="button" className="ink-button ink-button--primary" onClick={confirm} disabled={busy}>
          {t('handwritten.confirm')}
        </button>
      </div>
    </div>
  );
}
