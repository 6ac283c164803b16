import type { Role } from '@mediation/protocol';
import { isSignedIn, roleOfUser, type SessionUser } from './session';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: '/login' | '/unauthorised' };

/**
 * The spec's route guard: no first path segment, or nobody signed in (id not above 0), goes to
 * /login; a role that differs from the first segment goes to /unauthorised.
 */
export function guardDecision(pathname: string, user: SessionUser | null): GuardDecision {
  const firstSegment = pathname.split('/').filter(Boolean)[0];
  if (!firstSegment || !isSignedIn(user)) return { allow: false, redirectTo: '/login' };
  const role: Role = roleOfUser(user);
  if (role !== firstSegment) return { allow: false, redirectTo: '/unauthorised' };
  return { allow: true };
}

/** Where a signed-in person starts. */
export function homeOf(user: SessionUser): string {
  const role = roleOfUser(user);
  switch (role) {
    case 'Admin':
      return '/Admin/dashboard';
    case 'Mediator':
      return '/Mediator/dashboard';
    case 'User':
      return '/User/dashboard';
    default:
      return role satisfies never;
  }
}

/** The address of /loading that returns to `target` (a path of this site) once the session is restored. */
export function loadingPath(target: string) {
  return `/loading?${new URLSearchParams({ from: target })}`;
}

/** Where /loading returns to: its `from`, when that is a path of this site, else /login. */
export function returnTarget(search: string) {
  const from = new URLSearchParams(search).get('from');
  return from && /^\/(?![/\\])/.test(from) ? from : '/login';
}
