/**
 * What happens to one scan, apart from React: with a network it is sent to the server (POST
 * /checkin/scan) and the server's answer is what counts; without one, or when the server cannot be
 * reached, it is kept on the device to be synced later and the scanner's own verdict is shown.
 */
import { ApiError, errorMessage } from '@/lib/api-client';
import type { ScanAnswer, ScanDirection, ScanResult } from '@/lib/api-types';

import type { QueuedScan } from './store';

/** A scan to record: from the camera (with the scanner's verdict) or from the manual search. */
export interface ScanInput {
  token: string;
  gate: string;
  /** Which way it counts: out only at a list that counts entry and exit. */
  direction: ScanDirection;
  /** RFC 3339. */
  scannedAt: string;
  /** The scanner's own verdict (camera scans only). */
  local?: LocalVerdict;
}

/** What the scanner decided on the device. */
export interface LocalVerdict {
  result: ScanResult;
  message: string;
  passId: string | null;
  name: string | null;
  /** The role as shown ('Captain'). */
  role: string | null;
  /** The event's slug. */
  event: string | null;
}

export type ScanOutcome =
  /** The server recorded the scan and answered. */
  | { kind: 'server'; answer: ScanAnswer }
  /** Kept on the device, to be synced. */
  | { kind: 'queued'; scan: QueuedScan }
  /** Offline, and not a pass of this fest: nothing to keep. */
  | { kind: 'dropped' }
  /** The server refused the scan (e.g. no gate): nothing recorded. */
  | { kind: 'error'; message: string };

export interface ScanDeps {
  /** Whether the browser says it has a network. */
  online: boolean;
  /** Sends the scan under its id, so a copy synced later (after a lost answer) is recorded once. */
  send: (token: string, gate: string, id: string, direction: ScanDirection) => Promise<ScanAnswer>;
  enqueue: (scan: QueuedScan) => Promise<unknown>;
  /** A fresh id for a kept scan (crypto.randomUUID()). */
  newId: () => string;
}

/**
 * Whether a failed call means the server was not reached (no answer, a timeout, or a gateway that
 * could not reach it), as opposed to an answer that refused the request.
 */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

/** Records one scan (see the module's comment). */
export async function processScan(input: ScanInput, deps: ScanDeps): Promise<ScanOutcome> {
  // One id for the scan whatever happens: sent online, and kept under the same id if no answer comes.
  const id = deps.newId();
  const keep = async (): Promise<ScanOutcome> => {
    // A code that is no pass at all is not worth syncing: the server would only say so again.
    if (input.local?.result === 'invalid' && input.local.passId === null)
      return { kind: 'dropped' };
    const scan: QueuedScan = {
      id,
      token: input.token,
      gate: input.gate,
      direction: input.direction,
      scannedAt: input.scannedAt,
    };
    await deps.enqueue(scan);
    return { kind: 'queued', scan };
  };

  if (!deps.online) return keep();
  try {
    return {
      kind: 'server',
      answer: await deps.send(input.token, input.gate, id, input.direction),
    };
  } catch (error) {
    if (isUnreachable(error)) return keep();
    return { kind: 'error', message: errorMessage(error) };
  }
}

/** One line of the page's scan history, and the latest answer panel. */
export interface Verdict {
  /** Unique within the page. */
  key: string;
  /** Who decided: the server, the device (kept or dropped offline), or nobody (refused). */
  source: 'server' | 'device' | 'error';
  result: ScanResult | null;
  message: string;
  name: string | null;
  role: string | null;
  /** The event's slug. */
  event: string | null;
  /** When it was scanned (RFC 3339). */
  at: string;
  /** Which way it counted. */
  direction: ScanDirection;
  /** Kept on the device, waiting to be synced. */
  queued: boolean;
}

/** The verdict to show for `outcome`. */
export function verdictOf(key: string, input: ScanInput, outcome: ScanOutcome): Verdict {
  const local = input.local;
  const base = { key, at: input.scannedAt, direction: input.direction };
  switch (outcome.kind) {
    case 'server': {
      const { answer } = outcome;
      return {
        ...base,
        direction: answer.direction,
        source: 'server',
        result: answer.result,
        message: answer.message,
        name: answer.pass?.name ?? local?.name ?? null,
        role: answer.pass?.roleTitle ?? local?.role ?? null,
        event: answer.pass?.event ?? local?.event ?? null,
        queued: false,
      };
    }
    case 'queued':
    case 'dropped':
      return {
        ...base,
        source: 'device',
        result: local?.result ?? null,
        message: local?.message ?? '',
        name: local?.name ?? null,
        role: local?.role ?? null,
        event: local?.event ?? null,
        queued: outcome.kind === 'queued',
      };
    case 'error':
      return {
        ...base,
        source: 'error',
        result: null,
        message: outcome.message,
        name: local?.name ?? null,
        role: local?.role ?? null,
        event: local?.event ?? null,
        queued: false,
      };
  }
}
