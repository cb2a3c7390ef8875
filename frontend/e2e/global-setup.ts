/**
 * Starts the real release server for the end-to-end tests and stops it afterwards.
 *
 *   FEST_BIN      the server binary (default ../target/release/fest, relative to frontend/)
 *   E2E_BASE_URL  when set, no server is started and the tests run against that URL instead
 *
 * The server runs as `<bin> serve` from a fresh temporary directory (its cwd) with
 *   FEST_BIND=127.0.0.1:<free port>
 *   FEST_DATABASE_URL=sqlite://<temp dir>/fest.db?mode=rwc
 *   FEST_DATA_DIR=<temp dir>
 *   FEST_LOGIN_MAX_PER_IP=1000000 (all the tests' people come from one address)
 * and is ready when GET /api/v1/health answers 200 (within 30 s).
 *
 * The tests find that directory in E2E_DATA_DIR (e.g. the dev mailer's outbox, <dir>/outbox/*.eml).
 * With E2E_BASE_URL, set E2E_DATA_DIR to the other server's FEST_DATA_DIR to run those tests too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import type { FullConfig } from '@playwright/test';

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('could not pick a free port'));
        return;
      }
      server.close(() => {
        resolvePort(address.port);
      });
    });
  });
}

const sleep = (ms: number) =>
  new Promise<void>((r) => {
    setTimeout(r, ms);
  });

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited early (code ${String(child.exitCode)}, signal ${String(child.signalCode)})\n--- server output ---\n${output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(
    `${url} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s (last: ${last})\n--- server output ---\n${output()}`,
  );
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/** A running `fest serve` of the end-to-end tests. */
export interface FestServer {
  baseURL: string;
  /** Its data directory (FEST_DATA_DIR, also its cwd): the dev mailer's outbox is under it. */
  dir: string;
  stop: () => Promise<void>;
}

/**
 * Starts `bin serve` on a free port with a fresh SQLite database in a new temporary directory, with
 * the settings above and `env` on top (e.g. another payment mode), and waits until it is healthy.
 */
export async function startFest(
  bin: string,
  env: Record<string, string> = {},
): Promise<FestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'fest-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const child = spawn(bin, ['serve'], {
    cwd: dir,
    env: {
      ...process.env,
      FEST_BIND: `127.0.0.1:${port}`,
      FEST_DATABASE_URL: `sqlite://${dir}/fest.db?mode=rwc`,
      FEST_DATA_DIR: dir,
      // Every test's people sign up from this one address; the per-address limits are tested in the
      // server's own suite (server/tests/account_safety.rs), as the fuzzer and the bench also lift them.
      FEST_LOGIN_MAX_PER_IP: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  const collect = (chunk: Buffer) => {
    chunks.push(chunk);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const output = () => Buffer.concat(chunks).toString('utf8').trim() || '(none)';

  const teardown = async () => {
    await stop(child);
    if (!process.env.E2E_KEEP_TMP) await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`${baseURL}/api/v1/health`, child, output);
  } catch (error) {
    await teardown();
    throw error;
  }
  return { baseURL, dir, stop: teardown };
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] using E2E_BASE_URL=${process.env.E2E_BASE_URL} (no server started)`);
    return () => Promise.resolve();
  }

  const frontendDir = config.configFile ? dirname(config.configFile) : process.cwd();
  const bin = resolve(frontendDir, process.env.FEST_BIN ?? '../target/release/fest');
  if (!existsSync(bin)) {
    throw new Error(
      `server binary not found: ${bin}\nBuild it (frontend first, then \`cargo build --release\`), or set FEST_BIN, or E2E_BASE_URL to test another server.`,
    );
  }

  const server = await startFest(bin);
  console.log(`[e2e] ${bin} serve is up at ${server.baseURL} (data in ${server.dir})`);
  // Workers start after global setup and inherit this; playwright.config.ts reads it as baseURL.
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dir;
  return server.stop;
}
