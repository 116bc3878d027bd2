import { Route, Routes } from 'react-router';
import { DashboardPage } from './dashboard/DashboardPage.js';
import { DocumentPage } from './documents/DocumentPage.js';
import { GuestPage } from './guest/GuestPage.js';
import { EidReturnPage } from './guest/EidReturnPage.js';
import { NewVersionBanner } from './layout/NewVersionBanner.js';
import { SignedInLayout } from './layout/SignedInLayout.js';
import { LoginPage } from './login/LoginPage.js';
import { HomeRoute } from './signedOut/HomeRoute.js';
import { IconsPage } from './signedOut/IconsPage.js';
import { SignedOutOnly } from './signedOut/SignedOutOnly.js';
import { ChangeEmailPage } from './signedOut/changeEmail/ChangeEmailPage.js';
import { ChangeEmailRequestPage } from './signedOut/changeEmail/ChangeEmailRequestPage.js';
import { productName } from './signedOut/productName.js';
import { RecoverAccountPage } from './signedOut/recover/RecoverAccountPage.js';
import { SignupPage } from './signedOut/signup/SignupPage.js';
import { FocusReload } from './session/FocusReload.js';
import { FallbackRedirect } from './session/FallbackRedirect.js';
import { RequireAuth } from './session/RequireAuth.js';
import { SessionGate } from './session/SessionGate.js';
import { reloadMarker } from './session/transport.js';
import { EmbedSettingsPage } from './settings/EmbedSettingsPage.js';
import { MfaSettingsPage } from './settings/MfaSettingsPage.js';
import { SsoSettingsPage } from './settings/SsoSettingsPage.js';

/**
 * The app's routes (docs/foundation-contract.md "App routes", spec §2). Render inside a router
 * (BrowserRouter in main.tsx, MemoryRouter in tests) and an i18n provider.
 *
 * - `/documents/:id/at/:guestToken`: guest signing, no session needed.
 * - `/login`, `/login/method`, `/login/password`: the login steps (spec §2 Login).
 * - `/signup/:token?`, `/recover-account/:token?`: signed out only (signed in -> `/`).
 * - `/change-email/:token`: signed in or out; `/{product}-icons`: the development icon list.
 * - `/`: the dashboard signed in, the not-found page signed out.
 * - `/contracts` (the default workspace), `/c/:workspaceId` and its `/templates` and `/trash` (issue #4 dashboard),
 *   `/documents/:id`, `/settings/email`, `/settings/two-step`, `/settings/sso`: signed in only (else /login, path kept).
 * - anything else: /contracts when signed in, else /login.
 * - FocusReload: focus + successful ping reloads (spec §4 Auth).
 * - NewVersionBanner: "A new version is available" once the server's reload marker changes (§7).
 */
export function App() {
  return (
    <>
      <FocusReload />
      <NewVersionBanner marker={reloadMarker} />
      <Routes>
        <Route path="/documents/:id/at/:guestToken" element={<GuestPage />} />
        <Route path="/eid/return" element={<EidReturnPage />} />
        <Route path="/change-email/:token" element={<ChangeEmailPage />} />
        <Route path={`/${productName().toLowerCase()}-icons`} element={<IconsPage />} />
        <Route element={<SessionGate />}>
          <Route path="/login" element={<LoginPage step="email" />} />
          <Route path="/login/method" element={<LoginPage step="method" />} />
          <Route path="/login/password" element={<LoginPage step="password" />} />
          <Route element={<SignedOutOnly />}>
            <Route path="/signup/:token?" element={<SignupPage />} />
            <Route path="/recover-account/:token?" element={<RecoverAccountPage />} />
          </Route>
          <Route path="/" element={<HomeRoute />} />
          <Route element={<RequireAuth />}>
            <Route element={<SignedInLayout />}>
              <Route path="/contracts" element={<DashboardPage />} />
              <Route path="/c/:workspaceId" element={<DashboardPage key="contracts" />} />
              <Route path="/c/:workspaceId/templates" element={<DashboardPage key="templates" view="templates" />} />
              <Route path="/c/:workspaceId/trash" element={<DashboardPage key="trash" view="trash" />} />
              <Route path="/documents/:id" element={<DocumentPage />} />
              <Route path="/settings/email" element={<ChangeEmailRequestPage />} />
              <Route path="/settings/embed" element={<EmbedSettingsPage />} />
              <Route path="/settings/two-step" element={<MfaSettingsPage />} />
              <Route path="/settings/sso" element={<SsoSettingsPage />} />
            </Route>
          </Route>
          <Route path="*" element={<FallbackRedirect />} />
        </Route>
      </Routes>
    </>
  );
}
