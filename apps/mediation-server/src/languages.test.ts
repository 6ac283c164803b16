/**
 * A staff account's language (none until chosen) and a case's language are stored, only 'en' or 'he'; a case
 * takes its mediator's language, only its mediator changes it, and its e-mails are in it.
 */
import { describe, expect, it } from 'vitest';
import type { CaseDetails, ChatMessage, ErrorBody, OutboxItem, UpdateMeResponse } from '@mediation/protocol';
import { problemSentence } from '@mediation/protocol/messages';
import { connectOptionsOf } from './testing/rooms';
import { connect } from './testing/sockets';
import { useWorldServer } from './testing/world';

describe('languages of accounts and cases', () => {
  const context = useWorldServer('pglite');

  it('keeps the account language the mediator chooses, and refuses any other than English and Hebrew', async () => {
    const { api, world } = context;
    // Never chosen: no language, so the web app follows the browser's; a case made without one is in English.
    const before = await api<{ language?: string }>('GET', '/auth/users/me/', { token: world.otherMediator.token });
    expect(before.body).not.toHaveProperty('language');
    const unchosen = await api<UpdateMeResponse>('GET', '/auth/users/me/profile/', { token: world.otherMediator.token });
    expect(unchosen.body).not.toHaveProperty('language');
    const plain = await api<CaseDetails>('POST', '/session/case/', {
      token: world.otherMediator.token,
      body: { title: 'Unchosen', category: 'neighbors', mediator: world.otherMediator.id },
    });
    expect(plain.body.language).toBe('en');
    const refused = await api<ErrorBody>('PATCH', '/auth/users/me/', { token: world.otherMediator.token, body: { language: 'fr' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error_codes?.language).toEqual([{ code: 'language_invalid' }]);
    expect(problemSentence('he', refused.body.error_codes!.language![0]!)).toBe('השפה צריכה להיות אנגלית או עברית');
    const changed = await api<UpdateMeResponse>('PATCH', '/auth/users/me/', { token: world.otherMediator.token, body: { language: 'he' } });
    expect(changed).toMatchObject({ status: 200, body: { language: 'he' } });
    const profile = await api<UpdateMeResponse>('GET', '/auth/users/me/profile/', { token: world.otherMediator.token });
    expect(profile.body.language).toBe('he');
    const me = await api<{ language?: string }>('GET', '/auth/users/me/', { token: world.otherMediator.token });
    expect(me.body.language).toBe('he');
  });

  it("gives a new case its mediator's language, and sends that case's invitation in Hebrew", async () => {
    const { api, world } = context;
    await api('PATCH', '/auth/users/me/', { token: world.otherMediator.token, body: { language: 'he' } });
    const created = await api<CaseDetails>('POST', '/session/case/', {
      token: world.otherMediator.token,
      body: { title: 'Neighbours', category: 'neighbors', mediator: world.otherMediator.id },
    });
    expect(created).toMatchObject({ status: 201, body: { language: 'he' } });
    const english = await api<CaseDetails>('POST', '/session/case/', {
      token: world.otherMediator.token,
      body: { title: 'Chosen', category: 'neighbors', mediator: world.otherMediator.id, language: 'en' },
    });
    expect(english.body.language).toBe('en');
    const invited = await api('POST', '/session/send-invite-email/', {
      token: world.otherMediator.token,
      body: { case_id: created.body.id, side: 'A', email: 'hebrew.reader@example.com' },
    });
    expect(invited.status).toBe(202);
    const outbox = await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken });
    const mail = outbox.body.find((item) => item.to === 'hebrew.reader@example.com')!;
    expect(mail.subject).toBe('הזמנה לתיק הגישור ״Neighbours״');
    expect(mail.text).toContain('להצטרף לתיק הגישור ״Neighbours״ בתור צד א׳.');
  });

  it('lets the mediator of a case change its language, and neither a party nor another mediator', async () => {
    const { api, world } = context;
    const path = `/session/case/${world.caseOne.id}/information/`;
    expect(world.caseOne.language).toBe('en');
    const byParty = await api<ErrorBody>('PATCH', path, { token: world.partyA.token, body: { language: 'he' } });
    expect(byParty.status).toBe(403);
    const byOther = await api<ErrorBody>('PATCH', path, { token: world.otherMediator.token, body: { language: 'he' } });
    expect(byOther.status).toBe(403);
    const wrong = await api<ErrorBody>('PATCH', path, { token: world.mediator.token, body: { language: 'de' } });
    expect(wrong.status).toBe(400);
    const read = await api<CaseDetails>('GET', `/session/case/${world.caseOne.id}/`, { token: world.mediator.token });
    expect(read.body.language).toBe('en');
    const changed = await api<CaseDetails>('PATCH', path, { token: world.mediator.token, body: { language: 'he' } });
    expect(changed).toMatchObject({ status: 200, body: { language: 'he', is_active: true } });
  });

  it("posts the discussion rules in the case's language, title and text", async () => {
    const { api, server, world } = context;
    await api('PATCH', `/session/case/${world.caseOne.id}/information/`, { token: world.mediator.token, body: { language: 'he' } });
    const mediator = await connect(server.url, connectOptionsOf(world, 'mediator'));
    try {
      const ack = await mediator.emit<{ ok: true; message: ChatMessage; rules: string[] }>('rules', { case_id: world.caseOne.id });
      const rules = ['כבוד: מדברים זה אל זה בכבוד.', 'מעשיות: מתמקדים במה שאפשר לעשות.', 'תמציתיות: עד 3 משפטים בכל תגובה.'];
      expect(ack).toMatchObject({
        ok: true,
        rules,
        message: { ext: { type: 'instraction', title: 'כללי השיח' }, message: rules.join('\n') },
      });
    } finally {
      mediator.close();
    }
  });
});
