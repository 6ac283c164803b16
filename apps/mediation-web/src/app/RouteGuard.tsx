import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { guardDecision } from '../auth/guard';
import { useSession } from './services';

/** Lets a person through only to the screens of their role (spec: route guard). */
export function RouteGuard() {
  const { user, status } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <Navigate to="/loading" replace state={{ from: location }} />;
  const decision = guardDecision(location.pathname, user);
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return <Outlet />;
}
