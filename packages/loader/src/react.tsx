import { useEffect, useRef, type CSSProperties } from 'react';
import { mount } from './mount.js';
import type { InkflowEventPayload, InkflowHandle, MountOptions, ThemeVariables } from './types.js';

interface BaseProps {
  /** The guest token (§4), a template signing link's token, or `preview`. */
  guestToken: string;
  /** The Inkflow origin, e.g. `https://app.inkflow.com`; default the page's own origin. */
  origin?: string;
  /** Interface language (§1 code); changing it switches the language without reloading. */
  language?: string;
  /** Theme CSS variables (see InkflowHandle.theme); changing them re-applies without reloading. */
  theme?: ThemeVariables;
  /** Accessible name of the iframe. */
  title?: string;
  /** Milliseconds a command waits for the iframe's reply. Default 10000. */
  timeout?: number;
  /** The document is shown: agreement id, the viewer's participant id (null in preview), state. */
  onReady?: (payload: InkflowEventPayload<'ready'>) => void;
  /** The content height changed (CSS px); the iframe is already resized. */
  onResize?: (payload: InkflowEventPayload<'resize'>) => void;
  /** The participant signed; for a template, `agreementId` is the new agreement's id. */
  onSigned?: (payload: InkflowEventPayload<'signed'>) => void;
  /** The participant declined, with the reason. */
  onDeclined?: (payload: InkflowEventPayload<'declined'>) => void;
  /** `code` is the §8 api_error_code (or HTTP status), `message` the text the iframe shows. */
  onError?: (payload: InkflowEventPayload<'error'>) => void;
  /** The participant closed the signing view. */
  onClosed?: (payload: InkflowEventPayload<'closed'>) => void;
  /** Receives the handle once mounted, and null when it is destroyed (for focus(), theme()...). */
  onHandle?: (handle: InkflowHandle | null) => void;
  className?: string;
  style?: CSSProperties;
}

/** Props of InkflowDocument: a document (`documentId`) or a template signing link (`templateId`). */
export type InkflowDocumentProps = BaseProps & ({ documentId: number | string; templateId?: never } | { templateId: number | string; documentId?: never });

const report = (error: unknown) => console.error(error);

/**
 * `@inkflow/loader/react`: an Inkflow document inside a React page. SSR-safe (renders an empty
 * div; the iframe is mounted in an effect), remounts when the document, token or origin change,
 * and destroys the iframe, its listener and pending commands on unmount. Callbacks may change on
 * every render; `language` and `theme` changes are sent as commands.
 */
export function InkflowDocument(props: InkflowDocumentProps) {
  const { documentId, templateId, guestToken, origin, language, title, timeout, theme, className, style } = props;
  const ref = useRef<HTMLDivElement>(null);
  const handleRef = useRef<InkflowHandle | null>(null);
  const latest = useRef(props);
  const mountedLanguage = useRef(language);
  const themeKey = theme ? JSON.stringify(theme) : '';
  const mountedTheme = useRef(themeKey);

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!ref.current) return;
    const current = latest.current;
    mountedLanguage.current = current.language;
    mountedTheme.current = current.theme ? JSON.stringify(current.theme) : '';
    const target = templateId != null ? { templateId } : { documentId: documentId! };
    const options = { ...target, guestToken, origin, title, timeout, language: current.language, theme: current.theme } as MountOptions;
    const handle = mount(ref.current, options);
    handleRef.current = handle;
    handle.on('ready', (p) => latest.current.onReady?.(p));
    handle.on('resize', (p) => latest.current.onResize?.(p));
    handle.on('signed', (p) => latest.current.onSigned?.(p));
    handle.on('declined', (p) => latest.current.onDeclined?.(p));
    handle.on('error', (p) => latest.current.onError?.(p));
    handle.on('closed', (p) => latest.current.onClosed?.(p));
    current.onHandle?.(handle);
    return () => {
      handle.destroy();
      handleRef.current = null;
      latest.current.onHandle?.(null);
    };
  }, [documentId, templateId, guestToken, origin, title, timeout]);

  useEffect(() => {
    if (language && language !== mountedLanguage.current) {
      mountedLanguage.current = language;
      handleRef.current?.setLanguage(language).catch(report);
    }
  }, [language]);

  useEffect(() => {
    // The theme command replaces the whole set, so a removed prop sends {} (the default look).
    if (themeKey !== mountedTheme.current) {
      mountedTheme.current = themeKey;
      handleRef.current?.theme(themeKey ? (JSON.parse(themeKey) as ThemeVariables) : {}).catch(report);
    }
  }, [themeKey]);

  return <div ref={ref} className={className} style={style} />;
}
