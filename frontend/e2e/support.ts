import { execFile } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Collects page errors, console errors, failed requests, error responses and requests that leave the server. */
/**
 * `problems` without those of a document answered 404 on purpose at `path` (an address that is no page):
 * its status, and the line Chromium logs for it.
 */
export function withoutNotFound(problems: readonly string[], path: string): string[] {
  return problems.filter(
    (problem) =>
      problem !== `HTTP 404: GET ${path}` &&
      !(problem.startsWith('console error: Failed to load resource') && problem.includes('404')),
  );
}

export function watchPage(page: Page, baseURL: string) {
  const problems: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '?';
    // ERR_ABORTED is a cancellation, not a failure: leaving a page cancels the media and images it was
    // still loading. Missing files and server errors show up as responses, checked below.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    const status = response.status();
    // The API answers 4xx on purpose (a wrong password, a full team); a page asset never should.
    if (status >= 500 || (status >= 400 && !url.pathname.startsWith('/api/'))) {
      problems.push(`HTTP ${status}: ${response.request().method()} ${url.pathname}`);
    }
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) {
      problems.push(`request to another origin: ${request.url()}`);
    }
  });
  return problems;
}

/**
 * Waits until a page whose first view came with index.html (prerendered: /, /event/ins, /ca) is live: the
 * view stays inert until React has hydrated it, so focusing an element and pressing a key before then
 * reaches nothing. (A click waits by itself, as an inert element takes no clicks.)
 */
export async function interactive(page: Page) {
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
}

/** The server's data directory (FEST_DATA_DIR), set by global-setup.ts; undefined when unknown. */
export const dataDir = (): string | undefined => process.env.E2E_DATA_DIR;

/**
 * The newest e-mail in the dev mailer's outbox (<data dir>/outbox/*.eml) that is addressed to `to`
 * and was written at or after `since` (ms since the epoch), or undefined when there is none yet.
 */
export async function newestEmailTo(
  to: string,
  since: number,
  dir: string | undefined = dataDir(),
): Promise<string | undefined> {
  if (!dir) return undefined;
  const outbox = join(dir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined; // no e-mail written yet
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const path = join(outbox, name);
      return { path, mtime: (await stat(path)).mtimeMs };
    }),
  );
  files.sort((a, b) => b.mtime - a.mtime);
  for (const { path, mtime } of files) {
    if (mtime < since - 1_000) break; // allow for coarse file-system timestamps
    const text = await readFile(path, 'utf8');
    if (text.toLowerCase().includes(to.toLowerCase())) return text;
  }
  return undefined;
}

/** The 6-digit code of a sign-up e-mail: from its Subject header, else from anywhere in it. */
export function signupCode(eml: string): string | undefined {
  const subject = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(eml)?.[1] ?? '';
  return /\b(\d{6})\b/.exec(subject)?.[1] ?? /\bcode\b[^0-9]{0,80}(\d{6})\b/i.exec(eml)?.[1];
}

/**
 * The 6-digit code of a password-reset e-mail (Subject: "Your Infinito password reset code: 123456"),
 * or undefined when `eml` is another e-mail (e.g. the sign-up code sent a moment earlier).
 */
export function resetCode(eml: string): string | undefined {
  const subject = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(eml)?.[1] ?? '';
  if (!/password\s+reset\s+code/i.test(subject)) return undefined;
  return /\b(\d{6})\b/.exec(subject)?.[1];
}

/** The password of every account the end-to-end tests sign up. */
export const PASSWORD = 'correct horse 42';

export interface Account {
  username: string;
  email: string;
  token: string;
}

/**
 * Signs a fresh account up through the API, with the code from the dev mailer's outbox (of the
 * server whose data directory is `dir`, by default the end-to-end server's), and answers the age
 * question as 18 or older (`answerAge`), as the forms that collect personal data ask it first; with
 * `answerAge: false` the account has not answered, and those forms ask it inline.
 */
export async function signUp(
  request: APIRequestContext,
  prefix: string,
  dir: string | undefined = dataDir(),
  { answerAge = true }: { answerAge?: boolean } = {},
): Promise<Account> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const username = `${prefix}_${stamp}`;
  const email = `${prefix}.${stamp}@example.org`;
  const sentAfter = Date.now();
  const sent = await request.post('/api/v1/auth/signup/send-otp', {
    data: { username, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const eml = await newestEmailTo(email, sentAfter, dir);
        code = eml ? signupCode(eml) : undefined;
        return code;
      },
      { message: `a sign-up e-mail to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);

  const verified = await request.post('/api/v1/auth/signup/verify-otp', {
    data: { email, otp: code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const body = (await verified.json()) as { accessToken?: string };
  expect(body.accessToken).toBeTruthy();
  const token = body.accessToken ?? '';
  if (answerAge) await answerAgeAsAdult(request, token);
  return { username, email, token };
}

/** Answers the age question of `token`'s owner as 18 or older (PUT /account/age), as the forms do. */
export async function answerAgeAsAdult(request: APIRequestContext, token: string) {
  const answered = await request.put('/api/v1/account/age', {
    headers: bearer(token),
    data: { adult: true },
  });
  expect(answered.status(), await answered.text()).toBe(200);
}

const run = promisify(execFile);
const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The server binary the end-to-end tests run (FEST_BIN, as global-setup.ts resolves it). */
export const festBin = (): string =>
  resolve(frontendDir, process.env.FEST_BIN ?? '../target/release/fest');

/**
 * `fest user promote`, run against the end-to-end server's database (or the one in `dataDirectory`),
 * as an operator would.
 */
export async function promote(
  email: string,
  role: 'admin' | 'moderator' | 'volunteer' | 'scorer',
  dataDirectory: string | undefined = dataDir(),
) {
  const dir = dataDirectory ?? '';
  await run(festBin(), ['user', 'promote', '--email', email, '--role', role], {
    cwd: dir,
    env: {
      ...process.env,
      FEST_DATABASE_URL: `sqlite://${dir}/fest.db?mode=rwc`,
      FEST_DATA_DIR: dir,
    },
  });
}

/** The API's authorization header for a session token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A fresh account made `role` by an operator (`promote`), then logged in again so its session
 * carries the role.
 */
export async function staffAccount(
  request: APIRequestContext,
  prefix: string,
  role: 'admin' | 'moderator' | 'volunteer' | 'scorer',
): Promise<Account> {
  const account = await signUp(request, prefix);
  await promote(account.email, role);
  const login = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { accessToken?: string; user?: { role?: string } };
  expect(body.user?.role).toBe(role);
  return { ...account, token: body.accessToken ?? '' };
}

/** Stores the session token before any page of the site loads. */
export async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('token', value);
    } catch {
      // a frame without storage (e.g. an embedded map)
    }
  }, token);
}

/**
 * Registers a football Men team (captain, vice-captain and eleven players, every person distinct) for
 * `token`'s owner through the API and pays for it in the sandbox checkout, as the wizard and the
 * checkout widget would. Needs a server whose payments run in sandbox mode.
 */
export async function payForFootballTeam(request: APIRequestContext, token: string) {
  const base = Math.floor(Math.random() * 9e5) + 1e5;
  const names = [
    'Asha',
    'Ravi',
    'Meera',
    'Kabir',
    'Zoya',
    'Dev',
    'Neha',
    'Arjun',
    'Isha',
    'Vikram',
  ];
  let n = 0;
  const person = () => {
    n += 1;
    const id = `${base}${String(n).padStart(2, '0')}`;
    return {
      fullname: `${names[n % names.length] ?? 'Player'} ${names[(n + 3) % names.length] ?? 'Kumar'}`,
      email: `player.${id}@example.org`,
      phoneNumber: `9${id}00`.slice(0, 10),
      aadharId: `1234${id}00`.slice(0, 12),
    };
  };
  const form = {
    collegeName: 'Indian Institute of Technology Patna',
    collegeAddress: 'Bihta, Patna, Bihar',
    category: 'Men',
    accompanyingCoach: 'No',
    team: {
      captain: [person()],
      viceCaptain: [person()],
      players: Array.from({ length: 11 }, person),
    },
  };
  await orderAndPay(request, token, 'football', form);
}

/**
 * Orders `form` for `event` as `token`'s owner and pays for it in the sandbox checkout, as the wizard
 * and the checkout widget would (create-order, the sandbox's pay, verify-payment).
 */
export async function orderAndPay(
  request: APIRequestContext,
  token: string,
  event: string,
  form: unknown,
) {
  const headers = bearer(token);
  const order = await request.post(`/api/v1/events/${event}/create-order`, { headers, data: form });
  expect(order.status(), await order.text()).toBe(200);
  const { order: created } = (await order.json()) as { order: { id: string } };
  const paid = await request.post(`/api/v1/payments/sandbox/${created.id}/pay`, {
    headers,
    data: {},
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await request.post(`/api/v1/events/${event}/verify-payment`, {
    headers,
    data: (await paid.json()) as unknown,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
