import { Route, Routes } from 'react-router';
import { DashboardPage } from './dashboard/DashboardPage.js';
import { DocumentPage } from './documents/DocumentPage.js';
import { GuestPage } from './guest/GuestPage.js';
import { SignedInLayout } from './layout/SignedInLayout.js';
import { LoginPage } from './login/LoginPage.js';
import { FallbackRedirect } from './session/FallbackRedirect.js';
import { RequireAuth } from './session/RequireAuth.js';
import { SessionGate } from './session/SessionGate.js';

/**
 * The app's routes (docs/foundation-contract.md "App routes", spec §2). Render inside a router
 * (BrowserRouter in main.tsx, MemoryRouter in tests) and an i18n provider.
 *
 * - `/documents/:id/at/:guestToken`: guest signing, no session needed.
 * - `/login`, `/login/password`: the login steps.
 * - `/contracts`, `/documents/:id`: signed in only (else /login, path kept).
 * - `/` and anything else: /contracts when signed in, else /login.
 */
export function App() {
  return (
    <Routes>
      <Route path="/documents/:id/at/:guestToken" element={<GuestPage />} />
      <Route element={<SessionGate />}>
        <Route path="/login" element={<LoginPage step="email" />} />
        <Route path="/login/password" element={<LoginPage step="password" />} />
        <Route element={<RequireAuth />}>
          <Route element={<SignedInLayout />}>
            <Route path="/contracts" element={<DashboardPage />} />
            <Route path="/documents/:id" element={<DocumentPage />} />
          </Route>
        </Route>
        <Route path="*" element={<FallbackRedirect />} />
      </Route>
    </Routes>
  );
}
