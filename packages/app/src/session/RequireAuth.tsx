import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { rememberReturnPath } from './returnPath.js';
import { useSession } from './services.js';

/**
 * Layout route for signed-in pages. Signed out (never signed in, or a call answered 401), it
 * stores the current path and query and goes to /login (spec §4 Auth); after a logout it
 * forgets the page.
 */
export function RequireAuth() {
  const status = useSession((s) => s.status);
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = status === 'signedOut';

  useEffect(() => {
    if (!signedOut) return;
    if (!useSession.getState().loggedOutByUser) rememberReturnPath(location.pathname + location.search);
    navigate('/login', { replace: true });
  }, [signedOut, location.pathname, location.search, navigate]);

  return signedOut ? null : <Outlet />;
}
