import { useEffect, useRef } from 'react';
import type {} from 'altcha/types/react';

/** Props of Captcha. */
export interface CaptchaProps {
  /** Called with the solved payload (sent as `captcha_response_token`, §3), or null when reset or expired. */
  onChange(token: string | null): void;
  /** Changing this number resets and clears the widget (§2 Login: after a failed login). */
  resetSignal?: number;
  /** The challenge URL. Default `/api/captcha/challenge` (docs/accounts-api.md). */
  challengeUrl?: string;
  /** Widget language (ALTCHA i18n code); default the page language. */
  language?: string;
}

type AltchaElement = HTMLElement & { reset?: () => void };

/**
 * The ALTCHA captcha of spec §2 Login and Sign-up start: the `<altcha-widget>` web component
 * (package altcha, loaded on first use). It reports its payload on `statechange` (`verified`)
 * and null in every other state, so a form can keep submit disabled until it is solved (§5).
 */
export function Captcha({ onChange, resetSignal = 0, challengeUrl = '/api/captcha/challenge', language }: CaptchaProps) {
  const ref = useRef<AltchaElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    // The component registers itself as a custom element; loading it lazily keeps it out of
    // the pages that never need a captcha.
    void import('altcha').catch(() => undefined);
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  useEffect(() => {
    if (resetSignal === 0) return;
    ref.current?.reset?.();
    onChangeRef.current(null);
  }, [resetSignal]);

  return (
    <div className="captcha">
      <altcha-widget ref={ref} challenge={challengeUrl} language={language ?? document.documentElement.lang ?? 'en'} />
    </div>
  );
}
