import { Blob as NodeBlob } from 'node:buffer';

import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';
import { readSavedPasses, savePasses } from '@/lib/saved-passes';
import { server } from '@/test/server';

import {
  answer,
  api,
  apiClient,
  ApiError,
  apiFetch,
  apiFetchFile,
  API_TIMEOUT_MS,
  DEFAULT_ERROR_MESSAGE,
  errorMessage,
  NETWORK_MESSAGE,
  TIMEOUT_MESSAGE,
  timedFetch,
} from './api-client';

/** The requests the server received, in order. */
let requests: Request[];

beforeEach(() => {
  localStorage.clear();
  requests = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request);
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

/** Every call is answered by `answer` (a Response, or a promise of one). */
function answerWith(answer: () => Response | Promise<Response>) {
  server.use(http.all('*', answer));
}

/** A call that is never answered (until it is aborted). */
const never = () => new Promise<Response>(() => undefined);

function lastRequest() {
  const request = requests.at(-1);
  if (!request) throw new Error('no request was made');
  const url = new URL(request.url);
  return {
    url: `${url.pathname}${url.search}`,
    request,
    headers: request.headers,
    body: () => request.clone().text(),
  };
}

describe('api client requests', () => {
  it('calls /api/v1 with JSON, cookies and no Authorization when no token is stored', async () => {
    answerWith(() => jsonResponse({ success: true }));
    await expect(api.post('/auth/login', { email: 'a@b.in', password: 'x' })).resolves.toEqual({
      success: true,
    });
    const { url, request, headers, body } = lastRequest();
    expect(url).toBe('/api/v1/auth/login');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(await body()).toBe('{"email":"a@b.in","password":"x"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('names the language the site is read in, for the server to answer in it', async () => {
    answerWith(() => jsonResponse({ success: true }));
    await api.get('/health');
    expect(lastRequest().headers.get('Accept-Language')).toBe('en-IN');
    await activateLanguage('hi');
    try {
      await api.post('/auth/login', { email: 'a@b.in', password: 'x' });
      expect(lastRequest().headers.get('Accept-Language')).toBe('hi-IN');
      await apiClient.GET('/races');
      expect(lastRequest().headers.get('Accept-Language')).toBe('hi-IN');
    } finally {
      await activateLanguage('en');
    }
    await api.get('/health');
    expect(lastRequest().headers.get('Accept-Language')).toBe('en-IN');
  });

  it("says its own messages in the language the site is read in (the server's as they come)", async () => {
    await activateLanguage('hi');
    try {
      expect(DEFAULT_ERROR_MESSAGE).toBe('कुछ गड़बड़ हो गई');
      expect(errorMessage(undefined)).toBe('कुछ गड़बड़ हो गई');
      answerWith(() => HttpResponse.error());
      await expect(api.get('/config')).rejects.toMatchObject({
        status: 0,
        message: 'सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
      });
      expect(NETWORK_MESSAGE).toBe('सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें।');
      expect(TIMEOUT_MESSAGE).toBe('सर्वर ने जवाब देने में बहुत देर लगाई। कृपया फिर से कोशिश करें।');
    } finally {
      await activateLanguage('en');
    }
    expect(DEFAULT_ERROR_MESSAGE).toBe('Something went wrong');
    expect(errorMessage(undefined)).toBe('Something went wrong');
    expect(NETWORK_MESSAGE).toBe('Could not reach the server. Please check your connection.');
  });

  it('adds the stored token as a bearer header', async () => {
    localStorage.setItem('token', 'tok-123');
    answerWith(() => jsonResponse({ success: true, user: {} }));
    await api.get('/user/me');
    const { headers, request } = lastRequest();
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(request.body).toBeNull();
  });

  it('sends no body when there is none (logout)', async () => {
    answerWith(() => jsonResponse({ success: true }));
    await api.post('/auth/logout');
    const { request, headers, body } = lastRequest();
    expect(request.body).toBeNull();
    expect(await body()).toBe('');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('resolves to undefined for an empty answer', async () => {
    answerWith(() => new Response(null, { status: 204 }));
    await expect(api.put('/ca/1/accept')).resolves.toBeUndefined();
  });

  it('sends a file as it is, typed by the file unless a content type is given', async () => {
    localStorage.setItem('token', 'tok-123');
    answerWith(() => jsonResponse({ success: true }));
    // Node's own Blob: the tests' fetch (Node's) sends only its own Blobs as they are.
    const file = new NodeBlob(['%PDF-1.7 rules'], { type: 'application/pdf' }) as Blob;
    await expect(apiFetch('/upload', { method: 'PUT', body: file })).resolves.toEqual({
      success: true,
    });
    let sent = lastRequest();
    expect(sent.request.method).toBe('PUT');
    expect(await sent.body()).toBe('%PDF-1.7 rules');
    expect(sent.headers.get('Content-Type')).toBe('application/pdf');
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-123');

    const untyped = new NodeBlob(['%PDF-1.7']) as Blob;
    await apiFetch('/upload', {
      method: 'PUT',
      body: untyped,
      headers: { 'Content-Type': 'application/pdf' },
    });
    sent = lastRequest();
    expect(await sent.body()).toBe('%PDF-1.7');
    expect(sent.headers.get('Content-Type')).toBe('application/pdf');
  });
});

describe('api client bodies and files', () => {
  it('sends a JSON body with DELETE when one is given, and none otherwise', async () => {
    localStorage.setItem('token', 'tok-123');
    answerWith(() => jsonResponse({ success: true, message: 'Deleted.' }));
    await expect(api.delete('/user/me', { json: { password: 'secret' } })).resolves.toEqual({
      success: true,
      message: 'Deleted.',
    });
    let sent = lastRequest();
    expect(sent.request.method).toBe('DELETE');
    expect(await sent.body()).toBe('{"password":"secret"}');
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-123');

    await api.delete('/user/me/sessions/s2');
    sent = lastRequest();
    expect(sent.request.method).toBe('DELETE');
    expect(sent.request.body).toBeNull();
    expect(sent.headers.has('Content-Type')).toBe(false);
  });

  it('downloads a file as a Blob, with the bearer token and the name the server gives', async () => {
    localStorage.setItem('token', 'tok-123');
    answerWith(
      () =>
        new Response('a,b\n1,2\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="chess-registrations.csv"',
          },
        }),
    );
    const file = await apiFetchFile('/events/chess/export?format=csv');
    expect(file.fileName).toBe('chess-registrations.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    const { url, request, headers } = lastRequest();
    expect(url).toBe('/api/v1/events/chess/export?format=csv');
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('include');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Accept')).toBe('*/*');

    answerWith(() => new Response('{}'));
    await expect(apiFetchFile('/user/me/export')).resolves.toMatchObject({ fileName: undefined });
  });

  it('fails a download as any call fails: the server message, a 401 forgets the token', async () => {
    localStorage.setItem('token', 'stale');
    answerWith(() => jsonResponse({ success: false, message: 'Session expired' }, 401));
    await expect(apiFetchFile('/user/me/export')).rejects.toMatchObject({
      status: 401,
      message: 'Session expired',
    });
    expect(localStorage.getItem('token')).toBeNull();

    answerWith(() => HttpResponse.error());
    await expect(apiFetchFile('/user/me/export')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_MESSAGE,
    });
  });
});

describe('api client errors', () => {
  it('forgets the passes saved on the device on a 401 to a signed-in call only', async () => {
    const saved = { success: true, passes: [] };
    savePasses('user-asha', saved);
    answerWith(() => jsonResponse({ success: false, message: 'Invalid credentials' }, 401));
    // No session to end (a wrong password): they stay.
    await api.post('/auth/login', { email: 'a@b.c', password: 'x' }).catch(() => undefined);
    expect(readSavedPasses('user-asha')).not.toBeNull();

    localStorage.setItem('token', 'stale');
    await api.get('/user/me').catch(() => undefined);
    expect(readSavedPasses('user-asha')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes the stored token on a 401, once, without retrying, and passes the error on', async () => {
    localStorage.setItem('token', 'stale');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    answerWith(() => jsonResponse({ success: false, message: 'Session expired' }, 401));

    const error = await api.get('/user/me').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired' });
    expect(requests).toHaveLength(1);
    // The token once (with the user kept for it: auth-token.ts).
    expect(removeItem.mock.calls.filter(([key]) => key === 'token')).toHaveLength(1);
    expect(removeItem).toHaveBeenCalledWith('session-user');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token on other failures', async () => {
    localStorage.setItem('token', 'good');
    answerWith(() => jsonResponse({ message: 'Forbidden' }, 403));
    await expect(api.get('/user/all-users')).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('carries field errors of a 422 and the rest of the body', async () => {
    answerWith(() =>
      jsonResponse(
        {
          success: false,
          message: 'Please fix the highlighted fields.',
          errors: { email: ['Enter a valid email address.'], 'team.players[0].email': ['x'] },
        },
        422,
      ),
    );
    const error = (await api
      .post('/auth/signup/send-otp', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      email: ['Enter a valid email address.'],
      'team.players[0].email': ['x'],
    });
  });

  it('keeps extra fields such as timeLeft', async () => {
    answerWith(() => jsonResponse({ success: false, message: 'Wait', timeLeft: 42 }, 429));
    const error = (await api
      .post('/auth/signup/send-otp', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.body?.timeLeft).toBe(42);
  });

  it('times out after 10 seconds', async () => {
    answerWith(never);
    vi.useFakeTimers();
    const pending = api.get('/user/me').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(lastRequest().request.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
  });

  it('asks again after the wait a busy server gives, for a call that may be repeated', async () => {
    const busy = {
      success: false,
      message: 'The site is very busy right now. Please try again in a few seconds.',
    };
    let calls = 0;
    answerWith(() => {
      calls += 1;
      return calls <= 2
        ? HttpResponse.json(busy, { status: 503, headers: { 'Retry-After': '2' } })
        : HttpResponse.json({ saved: true });
    });
    vi.useFakeTimers();
    const pending = api.put('/user/drafts/football', { values: {} });
    await vi.waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => {
      expect(requests).toHaveLength(2);
    });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toEqual({ saved: true });
    expect(requests).toHaveLength(3);
    expect(await requests[2]?.clone().text()).toBe('{"values":{}}');
  });

  it('shows a busy server its message after two more tries, and never repeats a POST', async () => {
    const busy = {
      success: false,
      message: 'The site is very busy right now. Please try again in a few seconds.',
    };
    answerWith(() => HttpResponse.json(busy, { status: 503, headers: { 'Retry-After': '1' } }));
    vi.useFakeTimers();
    const get = api.get('/user/me').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await get).toMatchObject({ status: 503, message: busy.message });
    expect(requests).toHaveLength(3);

    requests = [];
    const post = api.post('/events/football/create-order', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await post).toMatchObject({ status: 503, message: busy.message });
    expect(requests).toHaveLength(1);
  });

  it('does not wait out a long Retry-After or a 503 without one', async () => {
    for (const headers of [{ 'Retry-After': '120' }, {} as Record<string, string>]) {
      requests = [];
      answerWith(() =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 503, headers }),
      );
      await expect(api.get('/config')).rejects.toMatchObject({ status: 503, message: 'Down' });
      expect(requests).toHaveLength(1);
    }
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    answerWith(() => HttpResponse.error());
    await expect(api.get('/config')).rejects.toMatchObject({ status: 0, message: NETWORK_MESSAGE });
  });

  it("passes the caller's own abort on", async () => {
    const controller = new AbortController();
    answerWith(never);
    const pending = api.get('/user/me', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('errorMessage (SPEC 8)', () => {
  const failure = (body: Record<string, unknown> | undefined) => new ApiError(400, '', body);

  it('prefers the server message', () => {
    expect(errorMessage(failure({ message: 'Invalid OTP', error: 'otp' }), 'x')).toBe(
      'Invalid OTP',
    );
  });

  it('then the error field', () => {
    expect(errorMessage(failure({ error: 'Bad request body' }), 'x')).toBe('Bad request body');
    expect(errorMessage(failure({ message: '', error: 'Bad request body' }), 'x')).toBe(
      'Bad request body',
    );
  });

  it("then the error's own message", () => {
    expect(errorMessage(new ApiError(0, TIMEOUT_MESSAGE), 'x')).toBe(TIMEOUT_MESSAGE);
    expect(errorMessage(new Error('boom'), 'x')).toBe('boom');
  });

  it('then the default', () => {
    expect(errorMessage(failure(undefined), 'Login failed')).toBe('Login failed');
    expect(errorMessage(failure({}), 'Failed to send OTP')).toBe('Failed to send OTP');
    expect(errorMessage('weird')).toBe('Something went wrong');
    expect(errorMessage(new Error(''))).toBe('Something went wrong');
  });

  it('reads a real failed response the same way', async () => {
    answerWith(() => jsonResponse({}, 500));
    const error = await api.get('/user/me').catch((e: unknown) => e);
    expect(errorMessage(error, 'Something went wrong')).toBe('Something went wrong');
  });
});

describe('the typed client', () => {
  it('sends a typed call as every call is sent: JSON, cookies, the bearer token, the path filled in', async () => {
    localStorage.setItem('token', 'tok-123');
    answerWith(() => jsonResponse({ success: true, message: 'Role changed' }));
    await expect(
      answer(
        apiClient.PUT('/user/{id}/role', {
          params: { path: { id: 'a/b c' } },
          body: { role: 'admin' },
        }),
      ),
    ).resolves.toEqual({ success: true, message: 'Role changed' });
    const { url, request, headers, body } = lastRequest();
    expect(url).toBe('/api/v1/user/a%2Fb%20c/role');
    expect(request.method).toBe('PUT');
    expect(request.credentials).toBe('include');
    expect(await body()).toBe('{"role":"admin"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends the query of a typed call', async () => {
    answerWith(() => jsonResponse({ success: true, entries: [], pagination: {} }));
    await answer(apiClient.GET('/admin/audit-log', { params: { query: { page: 2, limit: 5 } } }));
    expect(lastRequest().url).toBe('/api/v1/admin/audit-log?page=2&limit=5');
  });

  it('reads an empty or unreadable answer as undefined', async () => {
    answerWith(() => new Response(null, { status: 204 }));
    await expect(answer(apiClient.POST('/auth/logout'))).resolves.toBeUndefined();
    answerWith(() => new Response('not json', { status: 200 }));
    await expect(answer(apiClient.POST('/auth/logout'))).resolves.toBeUndefined();
  });

  it('throws the ApiError of a failed call and drops the token on a 401', async () => {
    localStorage.setItem('token', 'stale');
    answerWith(() => jsonResponse({ success: false, message: 'Session expired' }, 401));
    const error = await answer(apiClient.GET('/user/me')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the field errors of a refused typed call', async () => {
    answerWith(() =>
      jsonResponse(
        { success: false, message: 'Check the form', errors: { utr: ['12 digits'] } },
        422,
      ),
    );
    const error = await answer(
      apiClient.POST('/payments/upi/{order}/utr', {
        params: { path: { order: 'o1' } },
        body: { utr: '1' },
      }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, fieldErrors: { utr: ['12 digits'] } });
  });

  it('gives up after its own timeout with timedFetch', async () => {
    vi.useFakeTimers();
    answerWith(never);
    const pending = answer(
      apiClient.POST('/checkin/scan', {
        body: { token: 't', gate: 'North' },
        fetch: timedFetch(50),
      }),
    ).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await pending).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
  });

  it("passes the caller's abort on", async () => {
    answerWith(never);
    const controller = new AbortController();
    const pending = answer(apiClient.GET('/user/me', { signal: controller.signal })).catch(
      (e: unknown) => e,
    );
    controller.abort(new Error('left the page'));
    expect(await pending).toMatchObject({ message: 'left the page' });
  });
});
