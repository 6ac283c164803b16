import { describe, expect, it } from 'vitest';
import type { UpdateMeResponse, User } from '@mediation/protocol';
import { ADMIN, DATABASE_KINDS } from '../../../testing/harness';
import { createMediator, useWorldServer } from '../../../testing/world';

const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0]!;

describe.each(DATABASE_KINDS)('profile and password on %s', (kind) => {
  const context = useWorldServer(kind);

  it('reads and changes a mediator’s names and phone', async () => {
    const { api, world } = context;
    const profile = await api<UpdateMeResponse>('GET', '/auth/users/me/profile/', { token: world.mediator.token });
    expect(profile.body).toMatchObject({ id: world.mediator.id, first_name: 'Maya', phone: '+972501234567' });
    const changed = await api<UpdateMeResponse>('PATCH', '/auth/users/me/', {
      token: world.mediator.token,
      body: { first_name: ' Maya ', last_name: 'Levi', phone: '+15551234567' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ first_name: 'Maya', last_name: 'Levi', phone: '+15551234567', email: world.mediator.email });
    const me = await api<User>('GET', '/auth/users/me/', { token: world.mediator.token });
    expect(me.body).toMatchObject({ first_name: 'Maya', last_name: 'Levi' });
    // One field alone changes only that field.
    const one = await api<UpdateMeResponse>('PATCH', '/auth/users/me/', { token: world.mediator.token, body: { last_name: 'Mediator' } });
    expect(one.body).toMatchObject({ first_name: 'Maya', last_name: 'Mediator', phone: '+15551234567' });
  });

  it('refuses bad profile input with the field named', async () => {
    const { api, world } = context;
    const cases: [unknown, string][] = [
      [{}, '_'],
      [{ first_name: 'M' }, 'first_name'],
      [{ last_name: 'x'.repeat(51) }, 'last_name'],
      [{ phone: '12' }, 'phone'],
      [{ phone: 'call me maybe' }, 'phone'],
      [{ first_name: 42 }, 'first_name'],
    ];
    for (const [body, field] of cases) {
      const response = await api<{ errors: Record<string, string[]> }>('PATCH', '/auth/users/me/', { token: world.mediator.token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors)).toContain(field);
    }
    const adminPhone = await api<{ errors: Record<string, string[]> }>('PATCH', '/auth/users/me/', {
      token: world.adminToken,
      body: { phone: '+972501234567' },
    });
    expect(adminPhone.status).toBe(400);
    expect(adminPhone.body.errors).toHaveProperty('phone');
  });

  it('changes the password: the old one stops working, this browser stays signed in, other devices are signed out', async () => {
    const { api } = context;
    const signIn = await api<{ access: string }>('POST', '/core/auth/token/', { body: { email: ADMIN.email, password: ADMIN.password } });
    const adminToken = signIn.body.access;
    const mediator = await createMediator(api, adminToken, 'Rona');
    const here = await api<{ access: string }>('POST', '/core/auth/token/', {
      body: { email: mediator.email, password: mediator.password },
    });
    const elsewhere = await api('POST', '/core/auth/token/', { body: { email: mediator.email, password: mediator.password } });
    const changed = await api('POST', '/auth/users/set_password/', {
      token: here.body.access,
      headers: { cookie: cookieOf(here.headers) },
      body: { current_password: mediator.password, new_password: 'a-brand-new-password' },
    });
    // This browser goes on in a new session: a new access token and a new refresh cookie.
    expect(changed.status).toBe(200);
    const fresh = (changed.body as { access: string }).access;
    expect((await api('GET', '/auth/users/me/', { token: fresh })).status).toBe(200);
    expect((await api('POST', '/core/auth/token/refresh/', { headers: { cookie: cookieOf(changed.headers) } })).status).toBe(200);
    // Every earlier session ended, access tokens included.
    expect((await api('GET', '/auth/users/me/', { token: here.body.access })).status).toBe(401);
    expect((await api('GET', '/auth/users/me/', { token: (elsewhere.body as { access: string }).access })).status).toBe(401);
    expect((await api('POST', '/core/auth/token/', { body: { email: mediator.email, password: mediator.password } })).status).toBe(401);
    expect((await api('POST', '/core/auth/token/', { body: { email: mediator.email, password: 'a-brand-new-password' } })).status).toBe(
      200,
    );
    expect((await api('POST', '/core/auth/token/refresh/', { headers: { cookie: cookieOf(here.headers) } })).status).toBe(401);
    expect((await api('POST', '/core/auth/token/refresh/', { headers: { cookie: cookieOf(elsewhere.headers) } })).status).toBe(401);
  });

  it('refuses a wrong current password, a short or unchanged new one', async () => {
    const { api, world } = context;
    const wrong = await api<{ errors: Record<string, string[]> }>('POST', '/auth/users/set_password/', {
      token: world.otherMediator.token,
      body: { current_password: 'not-it', new_password: 'long-enough-1' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { errors: { current_password: ['The current password is not right.'] } } });
    const short = await api<{ errors: Record<string, string[]> }>('POST', '/auth/users/set_password/', {
      token: world.otherMediator.token,
      body: { current_password: world.otherMediator.password, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty('new_password');
    const same = await api('POST', '/auth/users/set_password/', {
      token: world.otherMediator.token,
      body: { current_password: world.otherMediator.password, new_password: world.otherMediator.password },
    });
    expect(same.status).toBe(400);
    const missing = await api('POST', '/auth/users/set_password/', {
      token: world.otherMediator.token,
      body: { new_password: 'long-enough-1' },
    });
    expect(missing.status).toBe(400);
  });
});
