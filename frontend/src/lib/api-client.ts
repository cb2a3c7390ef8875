/**
 * A small fetch wrapper for the server's JSON API (SPEC 7): base /api/v1, JSON bodies (or a file sent
 * as it is), cookies sent, a 10 second timeout, and `Authorization: Bearer <token>` whenever a token
 * is stored. `apiFetchFile` does the same for a download and keeps the answer as a Blob.
 *
 * Every request names the language the site is read in (`Accept-Language: en-IN` or `hi-IN`), in
 * which the server says its messages (English word for word, as SPEC 7 gives them, for en-IN).
 *
 * Error bodies have one shape: { success: false, message, error?, errors?: { fieldPath: [messages] },
 * ...extra fields such as timeLeft }. A 401 removes the stored token (SPEC 8) and the error is passed on.
 */
import createClient from 'openapi-fetch';

import { API_BASE } from './api-base';
import type { paths } from './api-schema.gen';
import { clearToken, readToken } from './auth-token';
import { activeLanguage, i18n } from './i18n/i18n';
import { LOCALE_TAGS } from './i18n/languages';
import { forgetSavedPasses } from './saved-passes';

export { API_BASE };

/** SPEC 9: API timeout 10000 ms. */
export const API_TIMEOUT_MS = 10_000;

/** SPEC 8: the message when nothing better is known (in the active language). */
export let DEFAULT_ERROR_MESSAGE = i18n._('api.error.default');

/** Field path -> messages, as the server and the wasm validators report them. */
export type FieldErrors = Record<string, string[]>;

/** The parsed body of a failed response (when it was a JSON object). */
export type ErrorBody = Record<string, unknown>;

/**
 * A failed call. `status` is the HTTP status, or 0 when no response arrived (network failure or
 * timeout). `message` is the server's `message`, else its `error` field, else (no response) a
 * description of what went wrong, else empty: then callers fall back to their own default.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | undefined;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, message: string, body?: ErrorBody) {
    super(message);
    this.status = status;
    this.body = body;
    this.fieldErrors = fieldErrorsOf(body);
  }
}

/** No answer in time, no answer at all (in the active language). */
export let TIMEOUT_MESSAGE = i18n._('api.error.timeout');
export let NETWORK_MESSAGE = i18n._('api.error.network');

// The messages above follow the language the site is read in.
// eslint-disable-next-line lingui/no-unlocalized-strings -- an event's name
i18n.on('change', () => {
  DEFAULT_ERROR_MESSAGE = i18n._('api.error.default');
  TIMEOUT_MESSAGE = i18n._('api.error.timeout');
  NETWORK_MESSAGE = i18n._('api.error.network');
});

/* eslint-disable lingui/no-unlocalized-strings -- below: HTTP's methods, headers and media types */

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function fieldErrorsOf(body: ErrorBody | undefined): FieldErrors | undefined {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string',
    );
    if (list.length > 0) out[path] = list;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** `text` when it is a non-blank string, else `fallback` (server messages may be empty). */
export function textOr(text: unknown, fallback: string): string {
  return nonEmptyString(text) ?? fallback;
}

/** Without the errors of `path` (after its field was edited). */
export function withoutField(errors: FieldErrors, path: string): FieldErrors {
  if (!(path in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([p]) => p !== path));
}

/**
 * The text to show for a failed call (SPEC 8): the server's `message`, else its `error` field, else
 * the error's own message, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof ApiError) {
    return (
      nonEmptyString(error.body?.message) ??
      nonEmptyString(error.body?.error) ??
      nonEmptyString(error.message) ??
      fallback
    );
  }
  if (error instanceof Error) return nonEmptyString(error.message) ?? fallback;
  return fallback;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = await readJson(response).catch(() => undefined);
  const body =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as ErrorBody)
      : undefined;
  const message = nonEmptyString(body?.message) ?? nonEmptyString(body?.error) ?? '';
  return new ApiError(response.status, message, body);
}

/** Methods a busy server's 503 may be answered by asking again (they change nothing twice). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** How many times a call is asked again after a 503 with Retry-After. */
export const BUSY_RETRIES = 2;

/** The longest Retry-After waited for (seconds); a longer one is shown to the person instead. */
const BUSY_MAX_WAIT_S = 5;

/** The wait a 503 asks for in its Retry-After (delta-seconds), when it is one the client waits for. */
function busyWaitMs(response: Response): number | undefined {
  if (response.status !== 503) return undefined;
  // Delta-seconds only (an HTTP date is not waited for): an HTTP header, no rule of the fest.
  const header = response.headers.get('Retry-After')?.trim() ?? '';
  const seconds = header === '' ? NaN : Number(header);
  if (!Number.isInteger(seconds) || seconds < 0) return undefined;
  return seconds <= BUSY_MAX_WAIT_S ? seconds * 1000 : undefined;
}

/** Resolves after `ms`, or rejects when `signal` aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with a JSON content type. */
  json?: unknown;
  /**
   * Sent as it is (a file, not with `json`), with the Blob's own type as the content type unless
   * `headers` name one; a string (a body the typed client has serialized) goes with its headers.
   */
  body?: Blob | string;
  /** Milliseconds before the request is aborted (default API_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * Sends a request as every call is sent (Accept JSON unless `headers` name another type, the bearer
 * token, cookies, the caller's signal) and hands the successful response to `read`; the timeout
 * covers reading the body too. A failed response becomes an ApiError (a 401 first removes the
 * stored token), and so does a request or a body that cannot be read (status 0).
 */
async function send<T>(
  path: string,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const { json, body, headers, signal, timeoutMs = API_TIMEOUT_MS, ...init } = options;
  const requestHeaders = new Headers(headers);
  if (!requestHeaders.has('Accept')) requestHeaders.set('Accept', 'application/json');
  // The server's messages in the language the site is read in (not the browser's own preference).
  if (!requestHeaders.has('Accept-Language'))
    requestHeaders.set('Accept-Language', LOCALE_TAGS[activeLanguage()]);
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json');
  else if (
    body &&
    typeof body !== 'string' &&
    body.type !== '' &&
    !requestHeaders.has('Content-Type')
  ) {
    requestHeaders.set('Content-Type', body.type);
  }
  const token = readToken();
  if (token && !requestHeaders.has('Authorization')) {
    requestHeaders.set('Authorization', `Bearer ${token}`);
  }

  // The timeout, and the caller's own signal when there is one, both abort the request.
  const controller = new AbortController();
  const timeout = new Error('timeout');
  const timer = setTimeout(() => {
    controller.abort(timeout);
  }, timeoutMs);
  const forward = () => {
    controller.abort(signal?.reason);
  };
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });

  const failure = (error: unknown): unknown => {
    if (controller.signal.reason === timeout) return new ApiError(0, TIMEOUT_MESSAGE);
    if (controller.signal.aborted) return error; // the caller gave up: pass its reason on
    return new ApiError(0, NETWORK_MESSAGE);
  };

  const idempotent = IDEMPOTENT.has((init.method ?? 'GET').toUpperCase());
  try {
    let response: Response;
    for (let attempt = 0; ; attempt += 1) {
      try {
        response = await fetch(`${API_BASE}${path}`, {
          ...init,
          credentials: 'include',
          headers: requestHeaders,
          signal: controller.signal,
          ...(json !== undefined
            ? { body: JSON.stringify(json) }
            : body !== undefined
              ? { body }
              : {}),
        });
      } catch (error) {
        throw failure(error);
      }
      // A busy server (503 with Retry-After) did nothing: a call that may be repeated is, after the
      // wait it asks for, within the same timeout. Other calls show its message.
      const wait = idempotent && attempt < BUSY_RETRIES ? busyWaitMs(response) : undefined;
      if (wait === undefined) break;
      try {
        await pause(wait, controller.signal);
      } catch (error) {
        throw failure(error);
      }
    }

    if (!response.ok) {
      // SPEC 8: a 401 removes the stored token (once: the request is not retried) and the error is
      // passed on to the caller. A session that has ended takes the passes saved on the device along.
      if (response.status === 401) {
        clearToken();
        if (token) forgetSavedPasses();
      }
      throw await toApiError(response);
    }
    try {
      return await read(response);
    } catch (error) {
      throw failure(error);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/** Calls `${API_BASE}${path}` and resolves to the parsed JSON body (undefined for an empty body). */
export function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send(path, options, async (response) => {
    if (response.status === 204) return undefined as T;
    return (await readJson(response)) as T;
  });
}

/** A file the API sent: its body, and the name its Content-Disposition header gives, if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | undefined;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Badly encoded: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name === '' ? undefined : name;
}

/**
 * Calls `${API_BASE}${path}` like `apiFetch` (token, cookies, timeout, errors) and keeps the body as
 * a Blob: a download such as an export. Any type is accepted unless `headers` name one.
 */
export function apiFetchFile(path: string, options: RequestOptions = {}): Promise<ApiFile> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', '*/*');
  return send(path, { ...options, headers }, async (response) => ({
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('Content-Disposition')),
  }));
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'POST', json }),
  put: <T>(path: string, json?: unknown, options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'PUT', json }),
  patch: <T>(path: string, json?: unknown, options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'PATCH', json }),
  /** A body, when the call takes one, goes in `options.json`. */
  delete: <T>(path: string, options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'DELETE' }),
};

/** The server's paths under API_BASE, as its OpenAPI document (api-schema.gen.ts) names them. */
export type ApiPaths = {
  [P in keyof paths as P extends `${typeof API_BASE}${infer Rest}` ? Rest : never]: paths[P];
};

/** The JSON body the OpenAPI document gives `method` on `path`. */
export type JsonBody<
  Path extends keyof ApiPaths,
  Method extends 'post' | 'put' | 'patch' | 'delete',
> = ApiPaths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/**
 * What openapi-fetch builds for a call, handed as it is to `send`: the URL stays relative, the body
 * the serialized string, the signal the caller's (no platform Request, whose rules differ between
 * the browser and Node).
 */
class PlannedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | Blob | undefined;
  readonly signal: AbortSignal | undefined;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.headers = new Headers(init.headers);
    this.body = typeof init.body === 'string' || init.body instanceof Blob ? init.body : undefined;
    this.signal = init.signal ?? undefined;
  }
}

/**
 * Sends a typed call as every call is sent (`send`: token, cookies, timeout, ApiError, a 401 drops
 * the token) and hands openapi-fetch the answer: an empty body or one that is not JSON reads as no
 * data, as `apiFetch` reads it.
 */
function sendPlanned(
  request: PlannedRequest,
  timeoutMs: number = API_TIMEOUT_MS,
): Promise<Response> {
  const path = request.url.startsWith(API_BASE) ? request.url.slice(API_BASE.length) : request.url;
  return send(
    path,
    {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      timeoutMs,
    },
    async (response) => {
      const text = response.status === 204 ? '' : await response.text();
      let json = text.trim() !== '';
      if (json) {
        try {
          JSON.parse(text);
        } catch {
          json = false;
        }
      }
      if (!json) {
        return new Response(null, {
          status: response.status,
          headers: { 'Content-Length': '0' },
        });
      }
      return new Response(text, {
        status: response.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  );
}

/**
 * The typed client of the server's API (SPEC 7): a path, its parameters, its body and its answer
 * are checked together against the OpenAPI document by the compiler. Calls go through `send`, so
 * they behave as `apiFetch` does; read the answer with `answer(...)`.
 *
 *     const { events } = await answer(apiClient.GET('/events', { signal }));
 *     await answer(apiClient.PUT('/ca/{id}/{decision}', { params: { path: { id, decision } } }));
 */
export const apiClient = createClient<ApiPaths>({
  baseUrl: API_BASE,
  Request: PlannedRequest as unknown as typeof Request,
  fetch: (request) => sendPlanned(request as unknown as PlannedRequest),
});

/** A typed call's transport with its own timeout: `apiClient.POST(path, { fetch: timedFetch(ms) })`. */
export const timedFetch =
  (timeoutMs: number) =>
  (request: Request): Promise<Response> =>
    sendPlanned(request as unknown as PlannedRequest, timeoutMs);

/**
 * The body of a typed call's answer. A failed call has been thrown as an ApiError by then; an
 * empty body is undefined, as with `apiFetch`.
 */
export async function answer<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
