import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Toaster, TooltipProvider } from './design/index.js';
import { NewVersionBanner } from './layout/NewVersionBanner.js';
import { SignedInLayout } from './layout/SignedInLayout.js';
import { LoginPage } from './login/LoginPage.js';
import { HomeRoute } from './signedOut/HomeRoute.js';
import { SignedOutOnly } from './signedOut/SignedOutOnly.js';
import { productName } from './signedOut/productName.js';
import { FocusReload } from './session/FocusReload.js';
import { FallbackRedirect } from './session/FallbackRedirect.js';
import { RequireAuth } from './session/RequireAuth.js';
import { SessionGate } from './session/SessionGate.js';
import { reloadMarker } from './session/transport.js';

/**
 * A page loaded on first visit: the named export `name` of the module `load` imports, as a
 * component. Each page is its own chunk, so the first load carries only the login and the shell.
 */
function lazyPage<Name extends string, Props>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Renders a lazily loaded page; nothing until its chunk has arrived. */
const page = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage.js'), 'DashboardPage');
const DocumentPage = lazyPage(() => import('./documents/DocumentPage.js'), 'DocumentPage');
const MessageLinkRoute = lazyPage(() => import('./collaboration/MessageLinkRoute.js'), 'MessageLinkRoute');
const GuestPage = lazyPage(() => import('./guest/GuestPage.js'), 'GuestPage');
const EidReturnPage = lazyPage(() => import('./guest/EidReturnPage.js'), 'EidReturnPage');
const IconsPage = lazyPage(() => import('./signedOut/IconsPage.js'), 'IconsPage');
const ChangeEmailPage = lazyPage(() => import('./signedOut/changeEmail/ChangeEmailPage.js'), 'ChangeEmailPage');
const ChangeEmailRequestPage = lazyPage(() => import('./signedOut/changeEmail/ChangeEmailRequestPage.js'), 'ChangeEmailRequestPage');
const RecoverAccountPage = lazyPage(() => import('./signedOut/recover/RecoverAccountPage.js'), 'RecoverAccountPage');
const SignupPage = lazyPage(() => import('./signedOut/signup/SignupPage.js'), 'SignupPage');
const EmbedSettingsPage = lazyPage(() => import('./settings/EmbedSettingsPage.js'), 'EmbedSettingsPage');
const MfaSettingsPage = lazyPage(() => import('./settings/MfaSettingsPage.js'), 'MfaSettingsPage');
const SsoSettingsPage = lazyPage(() => import('./settings/SsoSettingsPage.js'), 'SsoSettingsPage');
const MySettingsPage = lazyPage(() => import('./settings/MySettingsPage.js'), 'MySettingsPage');
const FeatureSettingsPage = lazyPage(() => import('./settings/FeatureSettingsPage.js'), 'FeatureSettingsPage');
const WebhooksSettingsPage = lazyPage(() => import('./settings/webhooks/WebhooksSettingsPage.js'), 'WebhooksSettingsPage');
const WebhookDetailPage = lazyPage(() => import('./settings/webhooks/WebhookDetailPage.js'), 'WebhookDetailPage');
const SettingsArea = lazyPage(() => import('./settings/SettingsArea.js'), 'SettingsArea');
const AccountSettingsPage = lazyPage(() => import('./settings/AccountSettingsPage.js'), 'AccountSettingsPage');
const AccountDataPage = lazyPage(() => import('./settings/AccountDataPage.js'), 'AccountDataPage');
const MembersPage = lazyPage(() => import('./members/MembersPage.js'), 'MembersPage');
const GroupsPage = lazyPage(() => import('./groups/GroupsPage.js'), 'GroupsPage');
const RolesPage = lazyPage(() => import('./roles/RolesPage.js'), 'RolesPage');

/**
 * The app's routes (docs/foundation-contract.md "App routes", spec §2). Render inside a router
 * (BrowserRouter in main.tsx, MemoryRouter in tests) and an i18n provider.
 *
 * - `/documents/:id/at/:guestToken`: guest signing, no session needed (with `/m/:messageId`, a message link: kept, URL replaced, §2).
 * - `/login`, `/login/method`, `/login/password`: the login steps (spec §2 Login).
 * - `/signup/:token?`, `/recover-account/:token?`: signed out only (signed in -> `/`).
 * - `/change-email/:token`: signed in or out; `/{product}-icons`: the development icon list.
 * - `/`: the dashboard signed in, the not-found page signed out.
 * - `/contracts` (the default workspace), `/c/:workspaceId` and its `/templates` and `/trash` (issue #4 dashboard),
 *   `/documents/:id` (and `/documents/:id/m/:messageId`, a message link: kept in session storage, URL replaced, §2), and the settings area (`/settings` opens its first page; `/settings/*` pages beside a side navigation, `settings/settingsNav.ts`): signed in only (else /login, path kept); while the account is closing (§7 cancellation), only `/settings/account-data` (SignedInLayout).
 * - anything else: /contracts when signed in, else /login.
 * - FocusReload: focus + successful ping reloads (spec §4 Auth).
 * - NewVersionBanner: "A new version is available" once the server's reload marker changes (§7).
 * - Toaster and TooltipProvider: the design system's toasts (§9) and tooltip delay for every page.
 */
export function App() {
  return (
    <TooltipProvider>
      <FocusReload />
      <NewVersionBanner marker={reloadMarker} />
      <Routes>
        <Route path="/documents/:id/at/:guestToken" element={page(<GuestPage />)} />
        <Route path="/documents/:id/at/:guestToken/m/:messageId" element={page(<MessageLinkRoute />)} />
        <Route path="/eid/return" element={page(<EidReturnPage />)} />
        <Route path="/change-email/:token" element={page(<ChangeEmailPage />)} />
        <Route path={`/${productName().toLowerCase()}-icons`} element={page(<IconsPage />)} />
        <Route element={<SessionGate />}>
          <Route path="/login" element={<LoginPage step="email" />} />
          <Route path="/login/method" element={<LoginPage step="method" />} />
          <Route path="/login/password" element={<LoginPage step="password" />} />
          <Route element={<SignedOutOnly />}>
            <Route path="/signup/:token?" element={page(<SignupPage />)} />
            <Route path="/recover-account/:token?" element={page(<RecoverAccountPage />)} />
          </Route>
          <Route path="/" element={<HomeRoute />} />
          <Route element={<RequireAuth />}>
            <Route element={<SignedInLayout />}>
              <Route path="/contracts" element={page(<DashboardPage />)} />
              <Route path="/c/:workspaceId" element={page(<DashboardPage key="contracts" />)} />
              <Route path="/c/:workspaceId/templates" element={page(<DashboardPage key="templates" view="templates" />)} />
              <Route path="/c/:workspaceId/trash" element={page(<DashboardPage key="trash" view="trash" />)} />
              <Route path="/documents/:id" element={page(<DocumentPage />)} />
              <Route path="/documents/:id/m/:messageId" element={page(<MessageLinkRoute />)} />
              <Route element={page(<SettingsArea />)}>
                <Route path="/settings" element={null} />
                <Route path="/settings/email" element={page(<ChangeEmailRequestPage />)} />
                <Route path="/settings/embed" element={page(<EmbedSettingsPage />)} />
                <Route path="/settings/two-step" element={page(<MfaSettingsPage />)} />
                <Route path="/settings/sso" element={page(<SsoSettingsPage />)} />
                <Route path="/settings/webhooks" element={page(<WebhooksSettingsPage />)} />
                <Route path="/settings/webhooks/:webhookId" element={page(<WebhookDetailPage />)} />
                {/* The language is one of My settings; the old address still leads there. */}
                <Route path="/settings/language" element={<Navigate to="/settings/my" replace />} />
                <Route path="/settings/my" element={page(<MySettingsPage />)} />
                <Route path="/settings/features" element={page(<FeatureSettingsPage />)} />
                <Route path="/settings/account-data" element={page(<AccountDataPage />)} />
                <Route path="/settings/members" element={page(<MembersPage />)} />
                <Route path="/settings/groups" element={page(<GroupsPage />)} />
                <Route path="/settings/roles" element={page(<RolesPage />)} />
                <Route path="/settings/account" element={page(<AccountSettingsPage />)} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<FallbackRedirect />} />
        </Route>
      </Routes>
      <Toaster />
    </TooltipProvider>
  );
}
