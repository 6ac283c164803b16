import { describe, expect, it } from 'vitest';
import { guardDecision, homeOf } from './guard';
import type { SessionUser } from './session';

const base: SessionUser = {
  id: 3,
  email: 'a@b.co',
  username: '',
  first_name: 'A',
  last_name: 'B',
  is_staff: false,
  is_superuser: false,
  first_logged: false,
  side: 'M',
};
const mediator = { ...base, is_staff: true };
const admin = { ...base, is_staff: true, is_superuser: true };
const party = { ...base, side: 'A' as const };

describe('the route guard', () => {
  it('sends a path without a first segment to /login', () => {
    expect(guardDecision('/', mediator)).toEqual({ allow: false, redirectTo: '/login' });
  });

  it('sends everybody to /login when nobody is signed in (id not above 0)', () => {
    expect(guardDecision('/Mediator/dashboard', null)).toEqual({ allow: false, redirectTo: '/login' });
    expect(guardDecision('/Mediator/dashboard', { ...mediator, id: -1 })).toEqual({ allow: false, redirectTo: '/login' });
    expect(guardDecision('/Admin/dashboard', { ...admin, id: 0 })).toEqual({ allow: false, redirectTo: '/login' });
  });

  it('sends a role other than the first segment to /unauthorised', () => {
    expect(guardDecision('/Admin/dashboard', mediator)).toEqual({ allow: false, redirectTo: '/unauthorised' });
    expect(guardDecision('/Mediator/dashboard', admin)).toEqual({ allow: false, redirectTo: '/unauthorised' });
    expect(guardDecision('/Mediator/chat', party)).toEqual({ allow: false, redirectTo: '/unauthorised' });
    expect(guardDecision('/User/dashboard', mediator)).toEqual({ allow: false, redirectTo: '/unauthorised' });
  });

  it('lets each role into its own screens (is_superuser makes an Admin, is_staff a Mediator)', () => {
    expect(guardDecision('/Admin/add-mediator', admin)).toEqual({ allow: true });
    expect(guardDecision('/Mediator/case/abc', mediator)).toEqual({ allow: true });
    expect(guardDecision('/User/dashboard', party)).toEqual({ allow: true });
  });

  it('starts each role on its dashboard', () => {
    expect(homeOf(admin)).toBe('/Admin/dashboard');
    expect(homeOf(mediator)).toBe('/Mediator/dashboard');
    expect(homeOf(party)).toBe('/User/dashboard');
  });
});
