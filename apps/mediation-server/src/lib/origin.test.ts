import { describe, expect, it } from 'vitest';
import { originPolicy } from './origin';

const request = (origin: string | undefined, host = 'mediation.example:3000', localPort = 3000) => ({
  headers: { ...(origin === undefined ? {} : { origin }), host },
  socket: { localPort },
});

describe('socket origin policy', () => {
  it('by default allows clients without Origin and the app on localhost, never whatever the Host header says', () => {
    const isAllowed = originPolicy({});
    expect(isAllowed(request(undefined))).toBe(true);
    expect(isAllowed(request('http://localhost:3000'))).toBe(true);
    expect(isAllowed(request('http://127.0.0.1:3000'))).toBe(true);
    expect(isAllowed(request('http://localhost:3001'))).toBe(false);
    // An attacker's page that reaches the server under its own name sends a matching Host.
    expect(isAllowed(request('http://evil.example', 'evil.example'))).toBe(false);
    expect(isAllowed(request('http://mediation.example:3000'))).toBe(false);
    expect(isAllowed(request('not a url'))).toBe(false);
  });

  it('with PUBLIC_ORIGIN, only that origin and ALLOWED_ORIGINS', () => {
    const isAllowed = originPolicy({
      publicOrigin: 'https://app.mediation.example/',
      allowedOrigins: [' https://admin.mediation.example ', 'http://localhost:5173'],
    });
    expect(isAllowed(request('https://app.mediation.example'))).toBe(true);
    expect(isAllowed(request('https://ADMIN.mediation.example'))).toBe(true);
    expect(isAllowed(request('http://localhost:5173'))).toBe(true);
    expect(isAllowed(request('http://localhost:3000'))).toBe(false);
    expect(isAllowed(request('https://evil.example', 'evil.example'))).toBe(false);
  });
});
