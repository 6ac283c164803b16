import { CASE_ID_STORAGE_KEY, roleOf } from '@mediation/protocol';
import type { Role, Side, User } from '@mediation/protocol';

/** The signed-in person as the app keeps it (spec section 3, without the token). */
export interface SessionUser extends User {
  side: Side;
}

export type SessionStatus = 'restoring' | 'ready';

export interface SessionSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
}

/** How the session reaches the server; the app passes the real API, tests a fake. */
export interface SessionTransport {
  /** Exchanges the staff refresh cookie for an access token. */
  refreshStaff: () => Promise<{ access: string }>;
  /** Exchanges the party session cookie for a party token. */
  refreshParty: () => Promise<{
    access: string;
    case_id: string;
    side: Side;
    user: { id: number; email: string; first_name: string; last_name: string };
  }>;
  /** Revokes the refresh cookie. */
  logout: () => Promise<void>;
}

export const USER_STORAGE_KEY = 'user';

/** A signed-in user is one whose id is above 0. */
export function isSignedIn(user: Pick<SessionUser, 'id'> | null | undefined): user is SessionUser {
  return user !== null && user !== undefined && user.id > 0;
}

export function roleOfUser(user: SessionUser): Role {
  return roleOf(user);
}

/** A party as a session user: no staff flags, its side from the join. */
export function partyUser(user: { id: number; email: string; first_name: string; last_name: string }, side: Side): SessionUser {
  return { ...user, username: '', is_staff: false, is_superuser: false, first_logged: false, side };
}

function readStoredUser(storage: Storage): SessionUser | null {
  try {
    const parsed = JSON.parse(storage.getItem(USER_STORAGE_KEY) ?? 'null') as Partial<SessionUser> | null;
    if (!parsed || typeof parsed.id !== 'number' || typeof parsed.email !== 'string') return null;
    return {
      side: 'M',
      username: '',
      first_name: '',
      last_name: '',
      is_staff: false,
      is_superuser: false,
      first_logged: false,
      ...parsed,
    } as SessionUser;
  } catch {
    return null;
  }
}

/**
 * The session: the access token lives only in memory, the user in localStorage. On start and when a
 * call gets 401, the token is refreshed once through the httpOnly cookie; when that fails the user is
 * cleared, which sends every guarded screen to /login.
 */
export class Session {
  private token: string | undefined;
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private refreshing: Promise<string | undefined> | undefined;

  constructor(
    private readonly transport: SessionTransport,
    private readonly storage: Storage = localStorage,
  ) {
    const user = readStoredUser(storage);
    this.snapshot = { status: isSignedIn(user) ? 'restoring' : 'ready', user: isSignedIn(user) ? user : null };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  getToken = (): string | undefined => this.token;

  private update(next: Partial<SessionSnapshot>) {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener();
  }

  /** Stores a signed-in user and its token. */
  signIn(user: SessionUser, token: string) {
    this.token = token;
    this.storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    this.update({ user, status: 'ready' });
  }

  /** Stores an admitted party, its token and its case. */
  admitParty(joined: {
    access: string;
    case_id: string;
    side: Side;
    user: { id: number; email: string; first_name: string; last_name: string };
  }) {
    this.storage.setItem(CASE_ID_STORAGE_KEY, joined.case_id);
    this.signIn(partyUser(joined.user, joined.side), joined.access);
  }

  /** Changes the stored user's fields (after a profile edit). */
  updateUser(fields: Partial<SessionUser>) {
    if (!this.snapshot.user) return;
    const user = { ...this.snapshot.user, ...fields };
    this.storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    this.update({ user });
  }

  /** Forgets the user, the token and the stored case. */
  clear() {
    this.token = undefined;
    this.storage.removeItem(USER_STORAGE_KEY);
    this.storage.removeItem(CASE_ID_STORAGE_KEY);
    this.update({ user: null, status: 'ready' });
  }

  /** Signs out: revokes the refresh cookie (best effort) and clears the session. */
  async signOut() {
    const wasStaff = this.snapshot.user?.is_staff ?? false;
    this.clear();
    if (wasStaff) await this.transport.logout().catch(() => undefined);
  }

  /**
   * Gets a fresh token through the cookie, once at a time; on failure clears the session.
   * Resolves with the token, or undefined when the session is over.
   */
  refresh = (): Promise<string | undefined> => {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  };

  private async runRefresh(): Promise<string | undefined> {
    const user = this.snapshot.user;
    if (!isSignedIn(user)) {
      this.update({ status: 'ready' });
      return undefined;
    }
    try {
      if (user.is_staff || user.is_superuser) {
        const { access } = await this.transport.refreshStaff();
        this.token = access;
        this.update({ status: 'ready' });
      } else {
        const joined = await this.transport.refreshParty();
        this.storage.setItem(CASE_ID_STORAGE_KEY, joined.case_id);
        this.token = joined.access;
        const refreshed = partyUser(joined.user, joined.side);
        this.storage.setItem(USER_STORAGE_KEY, JSON.stringify(refreshed));
        this.update({ user: refreshed, status: 'ready' });
      }
      return this.token;
    } catch {
      this.clear();
      return undefined;
    }
  }

  /** On start: a stored user gets a token through the cookie, or is cleared. */
  async restore(): Promise<void> {
    if (this.snapshot.status !== 'restoring') return;
    await this.refresh();
  }
}
