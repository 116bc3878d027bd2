import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCollabTexts } from '@inkflow/core';

/**
 * Renders `children` (collaboration views, usually lazy) once the `collab` texts are loaded
 * (core loadCollabTexts: the embed defers them) and their code has loaded (a Suspense boundary
 * with no fallback).
 */
export function CollabTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle('en', 'collab'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCollabTexts(i18n).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
