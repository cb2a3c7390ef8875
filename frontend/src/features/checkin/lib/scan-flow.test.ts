import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import type { ScanAnswer } from '@/lib/api-types';

import {
  isUnreachable,
  processScan,
  verdictOf,
  type LocalVerdict,
  type ScanDeps,
  type ScanInput,
} from './scan-flow';
import type { QueuedScan } from './store';

const local: LocalVerdict = {
  result: 'ok',
  message: 'Valid pass.',
  passId: 'aaaaaaaaaaaaaaa2',
  name: 'Ravi K.',
  role: 'Player',
  event: 'football',
};

const camera: ScanInput = {
  token: 'token-ravi',
  gate: 'North',
  direction: 'in',
  scannedAt: '2026-02-20T05:12:00.000Z',
  local,
};

const ok: ScanAnswer = {
  success: true,
  result: 'ok',
  message: 'Checked in.',
  pass: {
    id: 'aaaaaaaaaaaaaaa2',
    registrationId: 'r1',
    event: 'football',
    role: 'players',
    roleTitle: 'Player',
    name: 'Ravi K.',
  },
  checkedInAt: '2026-02-20T05:12:01Z',
  gate: 'North',
  by: 'asha',
  list: { id: 'fest-gates', name: 'Fest gates' },
  direction: 'in',
  inside: 1,
};

function deps(overrides: Partial<ScanDeps> = {}) {
  const kept: QueuedScan[] = [];
  const all = {
    online: true,
    send: vi.fn(() => Promise.resolve(ok)),
    enqueue: vi.fn((scan: QueuedScan) => {
      kept.push(scan);
      return Promise.resolve(true);
    }),
    newId: () => 'id-1',
    ...overrides,
  };
  return { ...all, kept };
}

describe('recording a scan', () => {
  it('online: sends it and takes the server answer', async () => {
    const d = deps();
    expect(await processScan(camera, d)).toEqual({ kind: 'server', answer: ok });
    expect(d.send).toHaveBeenCalledWith('token-ravi', 'North', 'id-1', 'in');
    expect(d.kept).toEqual([]);
  });

  it('sends and keeps the way it counts: out at a list that counts exits', async () => {
    const leaving: ScanInput = { ...camera, gate: 'Pronite', direction: 'out' };
    const online = deps();
    await processScan(leaving, online);
    expect(online.send).toHaveBeenCalledWith('token-ravi', 'Pronite', 'id-1', 'out');
    const offline = deps({ online: false });
    await processScan(leaving, offline);
    expect(offline.kept).toEqual([
      {
        id: 'id-1',
        token: 'token-ravi',
        gate: 'Pronite',
        direction: 'out',
        scannedAt: camera.scannedAt,
      },
    ]);
  });

  it('offline: keeps it on the device with a fresh id, sending nothing', async () => {
    const d = deps({ online: false });
    const outcome = await processScan(camera, d);
    const scan = {
      id: 'id-1',
      token: 'token-ravi',
      gate: 'North',
      direction: 'in',
      scannedAt: camera.scannedAt,
    };
    expect(outcome).toEqual({ kind: 'queued', scan });
    expect(d.kept).toEqual([scan]);
    expect(d.send).not.toHaveBeenCalled();
  });

  it.each([0, 502, 503, 504])(
    'keeps it when the server is not reached (status %i)',
    async (status) => {
      const d = deps({ send: vi.fn(() => Promise.reject(new ApiError(status, ''))) });
      expect((await processScan(camera, d)).kind).toBe('queued');
      expect(d.kept).toHaveLength(1);
      // Kept under the id it was sent with: if the server did record it, the sync does not double it.
      expect(d.send).toHaveBeenCalledWith('token-ravi', 'North', 'id-1', 'in');
      expect(d.kept[0]?.id).toBe('id-1');
    },
  );

  it('reports a refusal and keeps nothing', async () => {
    const refused = new ApiError(422, 'Name the gate you are scanning at.', {
      message: 'Name the gate you are scanning at.',
    });
    const d = deps({ send: vi.fn(() => Promise.reject(refused)) });
    expect(await processScan(camera, d)).toEqual({
      kind: 'error',
      message: 'Name the gate you are scanning at.',
    });
    expect(d.kept).toEqual([]);
  });

  it('offline, drops a code that is no pass at all but keeps a bad, revoked or refused pass', async () => {
    const noPass: ScanInput = {
      ...camera,
      local: { ...local, result: 'invalid', passId: null, name: null },
    };
    const d = deps({ online: false });
    expect(await processScan(noPass, d)).toEqual({ kind: 'dropped' });
    const revoked: ScanInput = { ...camera, local: { ...local, result: 'revoked' } };
    expect((await processScan(revoked, d)).kind).toBe('queued');
    const refused: ScanInput = {
      ...camera,
      local: { ...local, result: 'refused', message: 'No stay is booked for this pass.' },
    };
    expect((await processScan(refused, d)).kind).toBe('queued');
    expect(d.kept).toHaveLength(2);
  });

  it('keeps a manual check-in offline too', async () => {
    const d = deps({ online: false });
    const manual: ScanInput = {
      token: 't',
      gate: 'South',
      direction: 'in',
      scannedAt: camera.scannedAt,
    };
    expect((await processScan(manual, d)).kind).toBe('queued');
  });

  it('tells an unreachable server from a refusal', () => {
    expect(isUnreachable(new ApiError(0, ''))).toBe(true);
    expect(isUnreachable(new ApiError(503, ''))).toBe(true);
    expect(isUnreachable(new ApiError(500, ''))).toBe(false);
    expect(isUnreachable(new ApiError(401, ''))).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });
});

describe('the verdict shown', () => {
  it("is the server's answer when it answered", () => {
    expect(verdictOf('k', camera, { kind: 'server', answer: ok })).toEqual({
      key: 'k',
      at: camera.scannedAt,
      direction: 'in',
      source: 'server',
      result: 'ok',
      message: 'Checked in.',
      name: 'Ravi K.',
      role: 'Player',
      event: 'football',
      queued: false,
    });
  });

  it('names the way the scan counted, as the server did', () => {
    const out: ScanAnswer = { ...ok, message: 'Checked out.', direction: 'out', inside: 0 };
    const leaving: ScanInput = { ...camera, direction: 'out' };
    expect(verdictOf('k', leaving, { kind: 'server', answer: out })).toMatchObject({
      result: 'ok',
      message: 'Checked out.',
      direction: 'out',
    });
    const refused: ScanAnswer = {
      ...ok,
      result: 'refused',
      message: 'No stay is booked for this pass.',
      list: { id: 'hostel-desk', name: 'Hostel desk' },
    };
    expect(verdictOf('k', camera, { kind: 'server', answer: refused })).toMatchObject({
      source: 'server',
      result: 'refused',
      message: 'No stay is booked for this pass.',
    });
  });

  it("is the scanner's own when the scan waits on the device", () => {
    const scan = {
      id: 'i',
      token: 't',
      gate: 'North',
      direction: 'out' as const,
      scannedAt: camera.scannedAt,
    };
    const leaving: ScanInput = { ...camera, direction: 'out' };
    expect(verdictOf('k', leaving, { kind: 'queued', scan })).toMatchObject({
      source: 'device',
      result: 'ok',
      message: 'Valid pass.',
      direction: 'out',
      queued: true,
    });
  });

  it('is the refusal when the server refused', () => {
    expect(verdictOf('k', camera, { kind: 'error', message: 'No gate' })).toMatchObject({
      source: 'error',
      result: null,
      message: 'No gate',
    });
  });
});
