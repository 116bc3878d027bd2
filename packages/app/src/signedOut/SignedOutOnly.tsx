import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/services.js';

/**
 * Layout route of the signed-out pages other than login and change-email (spec §4 Auth: "On
 * other pages, except change-email, an authenticated user goes to /").
 */
export function SignedOutOnly() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return signedIn ? <Navigate to="/" replace /> : <Outlet />;
}
