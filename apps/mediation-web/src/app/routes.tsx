import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@mediation/ui';
import { LoadingScreen, LogoutScreen, UnauthorizedScreen } from '../screens/Status/StatusScreens';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RootLayout } from './RootLayout';
import { RouteGuard } from './RouteGuard';

// Each screen's code loads when its route is first visited.
const LoginScreen = lazy(() => import('../screens/Login/LoginScreen'));
const ClientLoginScreen = lazy(() => import('../screens/Login/ClientLoginScreen'));
const PartyRoom = lazy(() => import('../screens/Room/PartyRoomScreen'));
const AdminDashboard = lazy(() => import('../screens/Admin/AdminDashboard'));
const AddMediatorScreen = lazy(() => import('../screens/Admin/AddMediatorScreen'));
const MediatorLayout = lazy(() => import('../screens/Mediator/MediatorLayout'));
const MediatorDashboard = lazy(() => import('../screens/Mediator/Dashboard'));
const NewCase = lazy(() => import('../screens/Mediator/NewCase'));
const Settings = lazy(() => import('../screens/Mediator/Settings'));
const MediatorRoom = lazy(() => import('../screens/Room/MediatorRoomScreen'));
const CaseInfo = lazy(() => import('../screens/Mediator/CaseInfo'));
const VerifyScreen = lazy(() => import('../screens/Verify/VerifyScreen'));

const toLogin = <Navigate to="/login" replace />;

/** What shows while a screen's code loads (usually for a moment only). */
function ScreenLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: '24px' }}>
      <Spinner size="sm" /> Loading…
    </div>
  );
}

/** The spec's route table (section 2); case-sensitive like the role names in it. */
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
            <Route path="User" caseSensitive element={<RouteGuard />}>
              <Route path="dashboard" caseSensitive element={<PartyRoom />} />
              <Route path="*" element={toLogin} />
            </Route>
            <Route path="Admin" caseSensitive element={<RouteGuard />}>
              <Route path="dashboard" caseSensitive element={<AdminDashboard />} />
              <Route path="add-mediator" caseSensitive element={<AddMediatorScreen />} />
              <Route path="*" element={toLogin} />
            </Route>
            <Route path="Mediator" caseSensitive element={<RouteGuard />}>
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
