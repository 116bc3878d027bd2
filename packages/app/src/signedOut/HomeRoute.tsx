import { ErrorScreen } from '@inkflow/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../session/services.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { PublicLayout } from './PublicLayout.js';

/**
 * `/` (spec §2 Signed-out area): the dashboard when signed in (`/contracts`), the not-found page
 * (ErrorScreen 404 with a link to free sign-up) when signed out.
 */
export function HomeRoute() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return signedIn ? <Navigate to="/contracts" replace /> : <NotFoundPage />;
}

/** The signed-out not-found page: §2 Error screens 404 inside the public wrapper. */
export function NotFoundPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('notFound.title'));
  return (
    <PublicLayout footer="none">
      <ErrorScreen status={404} signupHref="/signup" />
    </PublicLayout>
  );
}
