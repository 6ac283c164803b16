import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { guardDecision, loadingPath } from '../auth/guard';
import { useSession } from './services';

/** Lets a person through only to the screens of their role (spec: route guard). */
export function RouteGuard() {
  const { user, status } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'restoring') return <Navigate to={loadingPath(`${pathname}${search}`)} replace />;
  const decision = guardDecision(pathname, user);
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return <Outlet />;
}
