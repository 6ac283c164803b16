/**
 * The one HTTP client of the app. Every failure becomes an ApiError whose `kind` is one of the spec's
 * error kinds: FETCH_ERROR (no answer), TIMEOUT_ERROR, PARSING_ERROR (an answer that is not the JSON
 * it claims), or the HTTP status with the body the server sent.
 */
import { webCatalog } from '../i18n';
import { localizedProblem, localizedRule, pageLocale } from './errorLanguage';

export type HttpErrorKind =
  | { status: 'FETCH_ERROR'; error: string }
  | { status: 'TIMEOUT_ERROR'; error: string }
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string }
  | { status: number; data: unknown };

export class ApiError extends Error {
  constructor(readonly kind: HttpErrorKind) {
    super(describe(kind));
    this.name = 'ApiError';
  }

  /** The HTTP status, or undefined when no answer came. */
  get httpStatus(): number | undefined {
    if (typeof this.kind.status === 'number') return this.kind.status;
    return this.kind.status === 'PARSING_ERROR' ? this.kind.originalStatus : undefined;
  }

  /** The body of an HTTP error answer. */
  get data(): unknown {
    return 'data' in this.kind ? this.kind.data : undefined;
  }
}

/** What went wrong, in the page's language when the error is made (a server's detail stays as it came). */
function describe(kind: HttpErrorKind): string {
  const locale = pageLocale();
  switch (kind.status) {
    case 'FETCH_ERROR':
      return webCatalog.translate(locale, 'http.unreachable');
    case 'TIMEOUT_ERROR':
      return webCatalog.translate(locale, 'http.timeout');
    case 'PARSING_ERROR':
      return webCatalog.translate(locale, 'http.unreadable');
    default: {
      const detail = (kind.data as { detail?: unknown } | undefined)?.detail;
      return typeof detail === 'string' && detail ? detail : webCatalog.translate(locale, 'http.failed', { status: kind.status });
    }
  }
}

/** A sentence for a person about any error thrown by a call: the server's, by its code, in the page's language. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.data as { code?: unknown; values?: unknown } | undefined;
    return localizedProblem(body?.code, body?.values) ?? error.message;
  }
  // The chat's refusals (an acknowledgement's, a connection's) carry the server's English sentence.
  if (error instanceof Error && error.message) return localizedRule(error.message);
  return webCatalog.translate(pageLocale(), 'http.somethingWrong');
}

/** The first message the server gave for one field of a 400 answer, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data as { errors?: Record<string, unknown>; error_codes?: Record<string, unknown> } | undefined;
  const messages = data?.errors?.[field];
  if (!Array.isArray(messages) || typeof messages[0] !== 'string') return undefined;
  const codes = data?.error_codes?.[field];
  const first = Array.isArray(codes) ? (codes[0] as { code?: unknown; values?: unknown } | undefined) : undefined;
  return localizedProblem(first?.code, first?.values) ?? localizedRule(messages[0]);
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Sends this token instead of the session's access token (a join request's token). */
  token?: string;
  /** Leaves the Authorization header out and never refreshes. @default false */
  anonymous?: boolean;
  signal?: AbortSignal;
  /**
   * 'blob' answers a successful call with its body's bytes as a File named as the server's Content-Disposition
   * names it (the agreement's PDF): the server alone names a file, so every download of it has one name.
   * @default 'json'
   */
  responseType?: 'json' | 'blob';
}

export interface HttpClientOptions {
  /** Prefix of every path. @default '/api' */
  baseUrl?: string;
  /** Milliseconds before a call fails with TIMEOUT_ERROR. @default 15000 */
  timeoutMs?: number;
  /** The current access token, if any. */
  getToken?: () => string | undefined;
  /**
   * Called once when a call with the session's token gets 401: returns a fresh token (the call is then
   * sent again once) or undefined (the 401 stands).
   */
  refresh?: () => Promise<string | undefined>;
  fetch?: typeof fetch;
}

export type HttpClient = <T>(method: string, path: string, options?: RequestOptions) => Promise<T>;

/**
 * The file name of a Content-Disposition header: its UTF-8 `filename*` (RFC 6266, which a Hebrew title needs),
 * else its plain `filename`, else '' (the browser then picks one).
 */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return '';
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1] ?? '';
}

export function createHttpClient({
  baseUrl = '/api',
  timeoutMs = 15_000,
  getToken = () => undefined,
  refresh,
  fetch: fetchImpl = (...args) => fetch(...args),
}: HttpClientOptions = {}): HttpClient {
  async function send<T>(method: string, path: string, options: RequestOptions, token: string | undefined): Promise<T> {
    const url = new URL(`${baseUrl}${path}`, globalThis.location?.origin ?? 'http://localhost');
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: options.responseType === 'blob' ? '*/*' : 'application/json' };
    if (token) headers.authorization = `JWT ${token}`;
    const hasBody = options.body !== undefined;
    // The server refuses a JSON content type without a body, so it is only sent with one.
    if (hasBody) headers['content-type'] = 'application/json';

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchImpl(url.pathname + url.search, {
        method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (timeout.aborted) throw new ApiError({ status: 'TIMEOUT_ERROR', error: 'AbortError: the request timed out' });
      if (options.signal?.aborted) throw error;
      throw new ApiError({ status: 'FETCH_ERROR', error: String(error) });
    }

    if (options.responseType === 'blob' && response.ok) {
      const type = response.headers.get('content-type') ?? '';
      return new File([await response.arrayBuffer()], fileNameOf(response.headers.get('content-disposition')), { type }) as T;
    }
    const text = await response.text();
    let data: unknown;
    if (text !== '') {
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new ApiError({ status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(error) });
      }
    }
    if (!response.ok) throw new ApiError({ status: response.status, data });
    return data as T;
  }

  return async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const usesSession = !options.anonymous && options.token === undefined;
    const token = options.anonymous ? undefined : (options.token ?? getToken());
    try {
      return await send<T>(method, path, options, token);
    } catch (error) {
      const isExpired = error instanceof ApiError && error.httpStatus === 401 && usesSession && token !== undefined;
      if (!isExpired || !refresh) throw error;
      const fresh = await refresh();
      if (!fresh) throw error;
      return send<T>(method, path, options, fresh);
    }
  };
}
