import { Suspense, lazy } from 'react';
import type { ErrorScreenProps } from './ErrorScreen.js';

// Error screens are rare: their code loads when one is shown (keeps the embed's first load small).
const ErrorScreenChunk = lazy(() => import('./ErrorScreen.js').then((m) => ({ default: m.ErrorScreen })));

/** ErrorScreen (§2 Error screens) loaded on demand: the same props, nothing shown until its code has loaded. */
export function LazyErrorScreen(props: ErrorScreenProps) {
  return (
    <Suspense fallback={null}>
      <ErrorScreenChunk {...props} />
    </Suspense>
  );
}
