import { lazy, Suspense, type ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Redirect, Route, Router, Switch, useLocation } from 'wouter';
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

/**
 * Paths match with their letters' case, as the spec's role names do: /Mediator/dashboard is a screen and
 * /mediator/dashboard is not. (regexparam, wouter's own parser, ignores case.)
 */
export function exactCasePattern(route: string, loose?: boolean) {
  const { keys, pattern } = parse(route, loose);
  return { keys, pattern: new RegExp(pattern.source) };
}

/** The screens inside the mediator's frame (MediatorLayout), which stays mounted between them. */
const MEDIATOR_SCREENS: readonly (readonly [path: string, Screen: ComponentType])[] = [
  ['/Mediator/dashboard', MediatorDashboard],
  ['/Mediator/new-case', NewCase],
  ['/Mediator/settings', Settings],
  ['/Mediator/chat', MediatorRoom],
  ['/Mediator/case/:id', CaseInfo],
];
/** Every path under a role: the guard lets through only the signed-in person of that role. */
const ROLE_PATHS = /^\/(?:User|Admin|Mediator)(?:\/.*)?$/;

function ToLogin() {
  return <Redirect to="/login" replace />;
}

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
    <Router parser={exactCasePattern}>
      <RouteErrorBoundary>
        <Suspense fallback={<ScreenLoading />}>
          <RootLayout>
            <Switch>
              <Route path="/loading">
                <LoadingScreen />
              </Route>
              <Route path="/login">
                <LoginScreen />
              </Route>
              <Route path="/client-login">
                <ClientLoginScreen />
              </Route>
              <Route path="/logout">
                <LogoutScreen />
              </Route>
              <Route path="/unauthorized">
                <UnauthorizedScreen />
              </Route>
              <Route path="/unauthorised">
                <UnauthorizedScreen />
              </Route>
              {/* Public, like sign-in: anyone holding an agreement's PDF may check it. */}
              <Route path="/verify">
                <VerifyScreen />
              </Route>
              <Route path={ROLE_PATHS}>
                <RouteGuard>
                  <RoleRoutes />
                </RouteGuard>
              </Route>
              <Route>
                <ToLogin />
              </Route>
            </Switch>
          </RootLayout>
        </Suspense>
      </RouteErrorBoundary>
    </Router>
  );
}

/**
 * The screens of the three roles, behind the guard. No Suspense boundary of their own: one mounted by a
 * navigation shows its fallback even in a transition, and React then holds the screen back 300 ms; under
 * the one boundary of AppRoutes the screen on view stays until the next is ready (transitionLocation.ts).
 */
function RoleRoutes() {
  return (
    <Switch>
      <Route path="/User/dashboard">
        <PartyRoom />
      </Route>
      <Route path="/Admin/dashboard">
        <AdminDashboard />
      </Route>
      <Route path="/Admin/add-mediator">
        <AddMediatorScreen />
      </Route>
      <Route>
        <MediatorScreens />
      </Route>
    </Switch>
  );
}

/** A mediator's screen in the mediator's frame; any other path under the roles goes to /login. */
function MediatorScreens() {
  const [pathname] = useLocation();
  const screen = MEDIATOR_SCREENS.find(([path]) => matchRoute(exactCasePattern, path, pathname)[0]);
  if (!screen) return <ToLogin />;
  const [path, Screen] = screen;
  return (
    <MediatorLayout>
      <Route path={path}>
        <Screen />
      </Route>
    </MediatorLayout>
  );
}
