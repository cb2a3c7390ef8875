/**
 * The network of the unit tests: an MSW server in front of `fetch`. Some handlers are there by
 * default: the home page's public notices (none), since every test that draws Home asks for them,
 * and what the account page asks for: the signed-in user's certificates (none, as before the fest
 * releases them), how many of the user's browsers get notifications (none) and the key browsers
 * subscribe with; and the account's answer to the age question (18 or older, so the forms that ask
 * it are sent as before), which `fakeApi()` gives too unless the test routes it itself (a test's
 * `otherwise` decides alone: the forms' tests answer it there). Each test file adds the ones it
 * needs (`server.use(...)`, usually through a feature's testing/handlers file), and they are reset
 * after every test. A call that no handler answers fails the test.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

import { ageAnswer } from './fixtures';

/** The server's push key in the tests: an uncompressed P-256 point (65 bytes), base64url. */
export const TEST_PUSH_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export const server = setupServer(
  http.get('/api/v1/announcements', () => HttpResponse.json({ success: true, notices: [] })),
  http.get('/api/v1/user/certificates', () =>
    HttpResponse.json({ success: true, certificates: [] }),
  ),
  http.get('/api/v1/user/push-subscriptions', () =>
    HttpResponse.json({ success: true, devices: 0 }),
  ),
  http.get('/api/v1/push/public-key', () =>
    HttpResponse.json({ success: true, publicKey: TEST_PUSH_KEY }),
  ),
  http.get('/api/v1/account/age', () => HttpResponse.json(ageAnswer())),
);

/** The address the app calls for an API path (SPEC 7: under /api/v1). */
export const apiPath = (path: string) => `/api/v1${path}`;

/** One request as the server saw it. */
export interface ApiCall {
  method: string;
  /** The path under /api/v1, without the query. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Headers;
}

async function describeRequest(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown;
  if (text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api\/v1/, ''),
    query: url.searchParams,
    body,
    headers: request.headers,
  };
}

/** What a route answers: a Response, or a JSON body sent with 200. */
export type RouteAnswer = Response | JsonBodyType | undefined;
export type Route = (call: ApiCall) => RouteAnswer | Promise<RouteAnswer>;

/**
 * What `fakeApi()` answers without a route of its own and without `otherwise`, as the server's
 * default handlers do: the account's answer to the age question, 18 or older.
 */
const DEFAULT_ROUTES = new Map<string, Route>([['GET /account/age', () => ageAnswer()]]);

/**
 * A fake of the server's API for one test: `on(method, path, route)` answers a call (paths under
 * /api/v1, without the query); anything else goes to `otherwise`, by default the routes every test
 * has (DEFAULT_ROUTES), else a 404 'Not found'. Every call is recorded, so a test can check what was
 * sent.
 */
export function fakeApi(otherwise?: Route) {
  const routes = new Map<string, Route>();
  const calls: ApiCall[] = [];
  server.use(
    http.all(apiPath('/*'), async ({ request }) => {
      const call = await describeRequest(request);
      calls.push(call);
      const key = `${call.method} ${call.path}`;
      const route = routes.get(key) ?? otherwise ?? DEFAULT_ROUTES.get(key);
      if (!route) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      const answer = await route(call);
      if (answer instanceof Response) return answer;
      return answer === undefined
        ? new HttpResponse(null, { status: 200 })
        : HttpResponse.json(answer);
    }),
  );
  return {
    calls,
    on(method: string, path: string, route: Route) {
      routes.set(`${method} ${path}`, route);
    },
    /** The calls to one method and path. */
    callsTo(method: string, path: string) {
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
