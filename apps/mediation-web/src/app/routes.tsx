import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@mediation/ui';
import { useText } from '../i18n';
import { lazyPart } from '../lib/lazyPart';
import { LoadingScreen, LogoutScreen, UnauthorizedScreen } from '../screens/Status/StatusScreens';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RootLayout } from './RootLayout';
import { RouteGuard } from './RouteGuard';

// Each screen's code loads when its route is first visited.
const LoginScreen = lazyPart(() => import('../screens/Login/LoginScreen'));
const ClientLoginScreen = lazyPart(() => import('../screens/Login/ClientLoginScreen'));
const PartyRoom = lazyPart(() => import('../screens/Room/PartyRoomScreen'));
const AdminLayout = lazyPart(() => import('../screens/Admin/AdminLayout'));
const AdminMenu = lazyPart(() => import('../screens/Admin/AdminDashboard'));
const AdminScreen = lazyPart(() => import('../screens/Admin/AdminDashboard').then(({ AdminScreen }) => ({ default: AdminScreen })));
const MediatorLayout = lazyPart(() => import('../screens/Mediator/MediatorLayout'));
const MediatorDashboard = lazyPart(() => import('../screens/Mediator/Dashboard'));
const NewCase = lazyPart(() => import('../screens/Mediator/NewCase'));
const Settings = lazyPart(() => import('../screens/Mediator/Settings'));
const MediatorRoom = lazyPart(() => import('../screens/Room/MediatorRoomScreen'));
const CaseInfo = lazyPart(() => import('../screens/Mediator/CaseInfo'));
const VerifyScreen = lazyPart(() => import('../screens/Verify/VerifyScreen'));
const ResetPasswordScreen = lazyPart(() => import('../screens/Login/ResetPasswordScreen'));

const toLogin = <Navigate to="/login" replace />;

/** What shows while a screen's code loads (usually for a moment only). */
function ScreenLoading() {
  const t = useText();
  return (
    <div role="status" aria-live="polite" style={{ padding: '24px' }}>
      <Spinner size="sm" /> {t('common.loading')}
    </div>
  );
}

/**
 * The spec's route table (section 2); the role segments match with their letters' case, as the spec's role
 * names do: /Mediator/dashboard is a screen and /mediator/dashboard is not. Each role's paths are guarded;
 * any other path under a role, and any other path at all, goes to /login.
 *
 * One Suspense boundary for every screen: React Router makes each navigation a React transition, so the
 * screen on view stays until the next one's code has loaded. A boundary mounted by a navigation (one inside
 * a layout) would show its fallback at once, and React then holds the screen back for 300 ms.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route index element={toLogin} />
            <Route path="loading" element={<LoadingScreen />} />
            <Route path="login" element={<LoginScreen />} />
            <Route path="client-login" element={<ClientLoginScreen />} />
            <Route path="logout" element={<LogoutScreen />} />
            <Route path="unauthorized" element={<UnauthorizedScreen />} />
            <Route path="unauthorised" element={<UnauthorizedScreen />} />
            {/* Public, like sign-in: anyone holding an agreement's PDF may check it. */}
            <Route path="verify" element={<VerifyScreen />} />
            {/* Public: the reset link's secret is the credential. */}
            <Route path="reset-password" element={<ResetPasswordScreen />} />
            <Route path="User" caseSensitive element={<RouteGuard />}>
              <Route path="dashboard" caseSensitive element={<PartyRoom />} />
              <Route path="*" element={toLogin} />
            </Route>
            <Route path="Admin" caseSensitive element={<RouteGuard />}>
              {/* The admin's frame stays mounted between the menu and its screens. */}
              <Route element={<AdminLayout />}>
                <Route path="dashboard" caseSensitive element={<AdminMenu />} />
                {/* The menu's screens, in its order (ADMIN_SCREENS). */}
                <Route path="add-mediator" caseSensitive element={<AdminScreen screen="add-mediator" />} />
                <Route path="mediators" caseSensitive element={<AdminScreen screen="mediators" />} />
                <Route path="statistics" caseSensitive element={<AdminScreen screen="statistics" />} />
                <Route path="online" caseSensitive element={<AdminScreen screen="online" />} />
              </Route>
              <Route path="*" element={toLogin} />
            </Route>
            <Route path="Mediator" caseSensitive element={<RouteGuard />}>
              {/* The mediator's frame stays mounted between its screens. */}
              <Route element={<MediatorLayout />}>
                <Route path="dashboard" caseSensitive element={<MediatorDashboard />} />
                <Route path="new-case" caseSensitive element={<NewCase />} />
                <Route path="settings" caseSensitive element={<Settings />} />
                <Route path="chat" caseSensitive element={<MediatorRoom />} />
                <Route path="case/:id" caseSensitive element={<CaseInfo />} />
              </Route>
              <Route path="*" element={toLogin} />
            </Route>
            <Route path="*" element={toLogin} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
