import { describe, expect, it, vi } from 'vitest';
import { CASE_ID_STORAGE_KEY } from '@mediation/protocol';
import { Session, USER_STORAGE_KEY, type SessionTransport, type SessionUser } from './session';

const MEDIATOR: SessionUser = {
  id: 7,
  email: 'maya@example.com',
  username: 'maya',
  first_name: 'Maya',
  last_name: 'Cohen',
  is_staff: true,
  is_superuser: false,
  first_logged: false,
  side: 'M',
};

function transport(overrides: Partial<SessionTransport> = {}): SessionTransport {
  return {
    refreshStaff: vi.fn(async () => ({ access: 'fresh-token' })),
    refreshParty: vi.fn(async () => ({
      access: 'party-token',
      case_id: 'CASE01',
      side: 'A' as const,
      user: { id: 9, email: 'dana@example.com', first_name: 'Dana', last_name: 'Levi' },
    })),
    logout: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('the session', () => {
  it('keeps the token in memory only and the user, without it, in localStorage', () => {
    const session = new Session(transport());
    session.signIn(MEDIATOR, 'secret-token');
    expect(session.getToken()).toBe('secret-token');
    const stored = localStorage.getItem(USER_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual(MEDIATOR);
    expect(stored).not.toContain('secret-token');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-token');
  });

  it('on start with a stored user, refreshes once through the cookie and is ready', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(MEDIATOR));
    const wire = transport();
    const session = new Session(wire);
    expect(session.getSnapshot().status).toBe('restoring');
    await session.restore();
    expect(wire.refreshStaff).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBe('fresh-token');
    expect(session.getSnapshot()).toMatchObject({ status: 'ready', user: { id: 7 } });
  });

  it('clears the user when the refresh fails', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(MEDIATOR));
    localStorage.setItem(CASE_ID_STORAGE_KEY, 'CASE01');
    const session = new Session(transport({ refreshStaff: vi.fn(async () => Promise.reject(new Error('401'))) }));
    await session.restore();
    expect(session.getSnapshot()).toEqual({ status: 'ready', user: null });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CASE_ID_STORAGE_KEY)).toBeNull();
  });

  it('asks the cookie once for concurrent refreshes', async () => {
    let release: (value: { access: string }) => void = () => undefined;
    const refreshStaff = vi.fn(() => new Promise<{ access: string }>((resolve) => (release = resolve)));
    const session = new Session(transport({ refreshStaff }));
    session.signIn(MEDIATOR, 'old');
    const first = session.refresh();
    const second = session.refresh();
    release({ access: 'new' });
    await expect(Promise.all([first, second])).resolves.toEqual(['new', 'new']);
    expect(refreshStaff).toHaveBeenCalledTimes(1);
  });

  it('refreshes a party through its own cookie and keeps its case and side', async () => {
    const wire = transport();
    const session = new Session(wire);
    session.admitParty({
      access: 'first',
      case_id: 'CASE01',
      side: 'A',
      user: { id: 9, email: 'dana@example.com', first_name: 'Dana', last_name: 'Levi' },
    });
    expect(session.getSnapshot().user).toMatchObject({ id: 9, side: 'A', is_staff: false });
    await session.refresh();
    expect(wire.refreshParty).toHaveBeenCalledTimes(1);
    expect(wire.refreshStaff).not.toHaveBeenCalled();
    expect(session.getToken()).toBe('party-token');
    expect(localStorage.getItem(CASE_ID_STORAGE_KEY)).toBe('CASE01');
  });

  it('signs a mediator out: revokes the cookie and forgets the user', async () => {
    const wire = transport();
    const session = new Session(wire);
    session.signIn(MEDIATOR, 'token');
    await session.signOut();
    expect(wire.logout).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeUndefined();
    expect(session.getSnapshot().user).toBeNull();
  });
});
