import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { guardDecision, loadingPath } from '../auth/guard';
import { useSession } from './services';

/** Lets a person through only to the screens of their role (spec: route guard). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const [pathname] = useLocation();
  const search = useSearch();
  if (status === 'restoring') return <Redirect to={loadingPath(`${pathname}${search ? `?${search}` : ''}`)} replace />;
  const decision = guardDecision(pathname, user);
  if (!decision.allow) return <Redirect to={decision.redirectTo} replace />;
  return children;
}
