import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '@mediation/ui';
import { ApiError, createHttpClient, errorMessage, fileNameOf } from './httpClient';

/** A blob's bytes through FileReader, which jsdom's File has (not `arrayBuffer`). */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('the HTTP client', () => {
  it('sends content-type: application/json only with a body, and the JWT scheme with a token', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) => json(200, { ok: true }));
    const http = createHttpClient({ fetch, getToken: () => 'token-1' });
    await http('GET', '/auth/users/me/');
    await http('POST', '/session/case/', { body: { title: 'A' } });
    const [, getInit] = fetch.mock.calls[0] as [string, RequestInit];
    const [postUrl, postInit] = fetch.mock.calls[1] as [string, RequestInit];
    expect(getInit.headers).not.toHaveProperty('content-type');
    expect(getInit.body).toBeUndefined();
    expect(getInit.headers).toMatchObject({ authorization: 'JWT token-1' });
    expect(postUrl).toBe('/api/session/case/');
    expect(postInit.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(postInit.body).toBe('{"title":"A"}');
  });

  it("answers a blob call with the body's bytes as they came, and an error of it as a JSON failure", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a, 0xff]);
    const fetch = vi.fn(
      async (..._args: unknown[]) => new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const http = createHttpClient({ fetch, getToken: () => 'token-1' });
    const blob = await http<Blob>('GET', '/session/case/C1/agreement/pdf/', { responseType: 'blob' });
    expect(new Uint8Array(await bytesOf(blob))).toEqual(bytes);
    expect((fetch.mock.calls[0] as [string, RequestInit])[1].headers).toMatchObject({ authorization: 'JWT token-1' });

    // No Content-Disposition: the browser names the file.
    expect((blob as File).name).toBe('');

    const refused = createHttpClient({ fetch: async () => json(404, { detail: 'No signed agreement yet.' }) });
    await expect(refused('GET', '/session/case/C1/agreement/pdf/', { responseType: 'blob' })).rejects.toMatchObject({ httpStatus: 404 });
  });

  it("names a blob answer's file as the server's Content-Disposition does, Hebrew included", async () => {
    const name = 'גדר משותפת - K7QX2M.pdf';
    const disposition = `attachment; filename="_____ _______ - K7QX2M.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`;
    const http = createHttpClient({
      fetch: async () =>
        new Response('%PDF-', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': disposition } }),
    });
    const file = await http<File>('GET', '/session/case/C1/agreement/pdf/', { responseType: 'blob' });
    expect(file.name).toBe(name);
    expect(file.type).toBe('application/pdf');
    // Only the plain name, or a broken escape beside it: the plain name.
    expect(fileNameOf('attachment; filename="Fence - K7QX2M.pdf"')).toBe('Fence - K7QX2M.pdf');
    expect(fileNameOf(`attachment; filename="Fence.pdf"; filename*=UTF-8''%E0%A4`)).toBe('Fence.pdf');
    expect(fileNameOf(null)).toBe('');
  });

  it('leaves the token out of anonymous calls and adds query parameters', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) => json(200, {}));
    const http = createHttpClient({ fetch, getToken: () => 'token-1' });
    await http('GET', '/session/get_case_full_id/', { query: { link_id: 'AbC123', skip: undefined }, anonymous: true });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/session/get_case_full_id/?link_id=AbC123');
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it('maps a failure to reach the server to FETCH_ERROR', async () => {
    const http = createHttpClient({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await http('GET', '/x/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toMatchObject({ status: 'FETCH_ERROR' });
    expect(errorMessage(error)).toMatch(/cannot be reached/);
  });

  it('says a failure to reach the server in the page’s language', async () => {
    await loadLocale('he');
    document.documentElement.lang = 'he';
    try {
      const http = createHttpClient({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
      const error = await http('GET', '/x/').catch((caught: unknown) => caught);
      expect(errorMessage(error)).toBe('אין חיבור לשרת. כדאי לבדוק את החיבור לרשת ולנסות שוב.');
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('maps a call that outlives its time to TIMEOUT_ERROR', async () => {
    const fetch = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const http = createHttpClient({ fetch: fetch as typeof globalThis.fetch, timeoutMs: 20 });
    const error = (await http('GET', '/slow/').catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind.status).toBe('TIMEOUT_ERROR');
  });

  it('maps an answer that is not JSON to PARSING_ERROR with its status and text', async () => {
    const http = createHttpClient({ fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = (await http('GET', '/x/').catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>' });
    expect(error.httpStatus).toBe(502);
  });

  it('maps an HTTP error to its status with the body, and reads the detail as the message', async () => {
    const http = createHttpClient({ fetch: async () => json(404, { detail: 'Case not found.' }) });
    const error = (await http('GET', '/session/case/x/').catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toEqual({ status: 404, data: { detail: 'Case not found.' } });
    expect(errorMessage(error)).toBe('Case not found.');
  });

  it('on a 401 refreshes once and sends the call again with the new token', async () => {
    const seen: string[] = [];
    const fetch = async (_url: unknown, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string>).authorization ?? '';
      seen.push(auth);
      return auth === 'JWT fresh' ? json(200, { id: 1 }) : json(401, { detail: 'Token expired' });
    };
    let token = 'stale';
    const refresh = vi.fn(async () => {
      token = 'fresh';
      return token;
    });
    const http = createHttpClient({ fetch: fetch as typeof globalThis.fetch, getToken: () => token, refresh });
    await expect(http('GET', '/auth/users/me/')).resolves.toEqual({ id: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['JWT stale', 'JWT fresh']);
  });

  it('keeps the 401 when the refresh fails, and never refreshes a call made with its own token', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) => json(401, { detail: 'No' }));
    const refresh = vi.fn(async () => undefined);
    const http = createHttpClient({ fetch, getToken: () => 'stale', refresh });
    const error = (await http('GET', '/x/').catch((caught: unknown) => caught)) as ApiError;
    expect(error.httpStatus).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(1);
    await http('GET', '/session/join/r1/', { token: 'request-token' }).catch(() => undefined);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
