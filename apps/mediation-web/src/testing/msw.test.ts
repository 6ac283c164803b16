import { describe, expect, it } from 'vitest';
import { broken, refuse, respond } from './msw';

describe("the fake backend's answers", () => {
  it("are read through the route's schema for their status, the first success status unless told", async () => {
    const created = respond('mediatorAreas', { mediator: 4, areas: ['Family'] });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ mediator: 4, areas: ['Family'] });
    const waiting = respond('join', { request_id: 'r1', request_token: 't', status: 'waiting', side: 'A' }, { status: 202 });
    expect(waiting.status).toBe(202);
    expect(respond('logout', undefined).status).toBe(204);
  });

  it('throw on a body the contract refuses', () => {
    expect(() => respond('mediatorCases', [{ id: 1 }] as never)).toThrow();
    expect(() => respond('join', { request_id: 'r1', request_token: 't', status: 'waiting', side: 'A' } as never)).toThrow();
  });

  it('throw on a status the contract does not give the route, but take 500 on any', async () => {
    expect(() => refuse('mediators', 404 as never, 'Not found.')).toThrow('The contract gives mediators no 404 answer');
    const failed = refuse('agreementVerify', 500, 'The server is unavailable.');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ detail: 'The server is unavailable.' });
    expect(broken('mediators').info.path).toBe('/api/users/mediator/');
  });
});
