import { useEffect, useRef, type CSSProperties } from 'react';
import { mount } from './mount.js';
import type { InkflowEventPayload, InkflowHandle } from './types.js';

/** Props of InkflowDocument. */
export interface InkflowDocumentProps {
  /** The agreement id of the guest link. */
  documentId: number | string;
  /** The participant's guest token (§4). */
  guestToken: string;
  /** The Inkflow origin, e.g. `https://app.inkflow.com`; default the page's own origin. */
  origin?: string;
  /** Interface language (§1 code); changing it switches the language without reloading. */
  language?: string;
  /** Accessible name of the iframe. */
  title?: string;
  onReady?: (payload: InkflowEventPayload<'ready'>) => void;
  onResize?: (payload: InkflowEventPayload<'resize'>) => void;
  onSigned?: (payload: InkflowEventPayload<'signed'>) => void;
  onDeclined?: (payload: InkflowEventPayload<'declined'>) => void;
  /** `code` is the §8 api_error_code (or HTTP status), `message` the text the iframe shows. */
  onError?: (payload: InkflowEventPayload<'error'>) => void;
  onClosed?: (payload: InkflowEventPayload<'closed'>) => void;
  className?: string;
  style?: CSSProperties;
}

/**
 * `@inkflow/loader/react`: an Inkflow document inside a React page. SSR-safe (renders an empty
 * div; the iframe is mounted in an effect), remounts when the document, token or origin change,
 * and destroys the iframe and its listener on unmount. Callbacks may change on every render.
 */
export function InkflowDocument(props: InkflowDocumentProps) {
  const { documentId, guestToken, origin, language, title, className, style } = props;
  const ref = useRef<HTMLDivElement>(null);
  const handleRef = useRef<InkflowHandle | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const mountedLanguage = useRef(language);

  useEffect(() => {
    if (!ref.current) return;
    mountedLanguage.current = latest.current.language;
    const handle = mount(ref.current, { documentId, guestToken, origin, language: mountedLanguage.current, title });
    handleRef.current = handle;
    handle.on('ready', (p) => latest.current.onReady?.(p));
    handle.on('resize', (p) => latest.current.onResize?.(p));
    handle.on('signed', (p) => latest.current.onSigned?.(p));
    handle.on('declined', (p) => latest.current.onDeclined?.(p));
    handle.on('error', (p) => latest.current.onError?.(p));
    handle.on('closed', (p) => latest.current.onClosed?.(p));
    return () => {
      handle.destroy();
      handleRef.current = null;
    };
  }, [documentId, guestToken, origin, title]);

  useEffect(() => {
    if (language && language !== mountedLanguage.current) {
      mountedLanguage.current = language;
      handleRef.current?.setLanguage(language);
    }
  }, [language]);

  return <div ref={ref} className={className} style={style} />;
}
