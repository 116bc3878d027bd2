import { Navigate } from 'react-router';
import { useSession } from './services.js';

/** `/` and unknown routes: the dashboard when signed in, else /login. */
export function FallbackRedirect() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return <Navigate to={signedIn ? '/contracts' : '/login'} replace />;
}
