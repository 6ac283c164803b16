/** A fake of the server's HTTP API for component tests: routes by method and path, records calls. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeHandler = (call: FakeCall) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

export function fakeServer(routes: Record<string, FakeHandler> = {}) {
  const calls: FakeCall[] = [];
  const handlers = { ...routes };
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([key, value]) => [key.toLowerCase(), value]),
    );
    const call: FakeCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ detail: `No route for ${method} ${url.pathname}` }), { status: 404 });
    const answer = await handler(call);
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json' } });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    on(route: string, handler: FakeHandler) {
      handlers[route] = handler;
    },
    callsTo(route: string) {
      const [method, path] = route.split(' ');
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;
