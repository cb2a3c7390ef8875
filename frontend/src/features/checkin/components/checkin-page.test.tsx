import 'fake-indexeddb/auto';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NOT_AUTHORIZED } from '@/components/guard/require-auth';
import { routerOptions, routes } from '@/app/routes';
import { activateLanguage } from '@/lib/i18n/i18n';
import { SessionContext } from '@/lib/session';
import type {
  BundleResponse,
  CheckinListRule,
  FoundPerson,
  PassSummary,
  Role,
  ScanAnswer,
  SyncRequest,
} from '@/lib/api-types';
import { jsonResponse, signedIn } from '@/test/fixtures';
import { render } from '@/test/render';
import { apiPath, fakeApi, server, type FakeApi } from '@/test/server';

import type * as IslandModule from '../lib/island';
import { loadScanner, type ScanDetail, type Scanner } from '../lib/island';
import { DIRECTION_STORAGE_KEY, GATE_STORAGE_KEY } from '../lib/gate';
import { openCheckinStore } from '../lib/store';
// The lazy page, loaded up front so that the first test does not wait for its code.
import './checkin-page';

// The scanner island is WebAssembly with a camera: here a fake stands at its boundary (the module's
// loader), and tests dispatch its `fest-scan` events themselves.
vi.mock('../lib/island', async (importOriginal) => ({
  ...(await importOriginal<typeof IslandModule>()),
  loadScanner: vi.fn(),
}));

const handle = {
  set_bundle: vi.fn(),
  set_gate: vi.fn(),
  set_direction: vi.fn(),
  set_language: vi.fn(),
  mark_used: vi.fn(),
  mark_entry: vi.fn(),
  unmount: vi.fn(),
  free: vi.fn(),
};
const mount = vi.fn<
  (element: HTMLElement, bundle: unknown, gate: string, language?: string) => typeof handle
>(() => handle);

const ravi: PassSummary = {
  id: 'aaaaaaaaaaaaaaa2',
  registrationId: '3f2a9c1e-0000-4000-8000-000000000001',
  event: 'football',
  role: 'players',
  roleTitle: 'Player',
  name: 'Ravi K.',
};

const list = (
  id: string,
  name: string,
  overrides: Partial<CheckinListRule> = {},
): CheckinListRule => ({
  id,
  name,
  kind: 'access',
  mode: 'once',
  events: null,
  gates: [],
  requiresStay: false,
  isDefault: false,
  ...overrides,
});

/** The lists the server seeds. */
const lists: CheckinListRule[] = [
  list('fest-gates', 'Fest gates', { kind: 'entry', isDefault: true }),
  list('hostel-desk', 'Hostel desk', { kind: 'stay', gates: ['hostel'], requiresStay: true }),
  list('mess', 'Mess', { mode: 'in_out', gates: ['mess'], requiresStay: true }),
  list('pronite', 'Pronite', { mode: 'in_out', gates: ['pronite'] }),
];

const bundle: BundleResponse = {
  success: true,
  publicKey: 'public-key',
  revoked: ['bbbbbbbbbbbbbbb1'],
  used: [],
  lists,
  entries: [],
  blocked: [],
  guests: [ravi.id],
  generatedAt: '2026-02-20T05:00:00Z',
};

/** The bundle as the scanner takes it. */
const given = {
  publicKey: 'public-key',
  revoked: ['bbbbbbbbbbbbbbb1'],
  used: [],
  lists,
  entries: [],
  blocked: [],
  guests: [ravi.id],
};

const festGates = { id: 'fest-gates', name: 'Fest gates' };
const pronite = { id: 'pronite', name: 'Pronite' };

const answer = (overrides: Partial<ScanAnswer> = {}): ScanAnswer => ({
  success: true,
  result: 'ok',
  message: 'Checked in.',
  pass: ravi,
  checkedInAt: '2026-02-20T05:12:01Z',
  gate: 'North',
  by: 'asha',
  list: festGates,
  direction: 'in',
  inside: 1,
  ...overrides,
});

/** A scan as the scanner reports it; drawn in English, `said` is `message`. */
const scanOf = (overrides: Partial<ScanDetail> = {}): ScanDetail => ({
  token: 'token-ravi',
  passId: ravi.id,
  result: 'ok',
  message: 'Valid pass.',
  said: overrides.message ?? 'Valid pass.',
  name: 'Ravi K.',
  role: 'players',
  event: 'football',
  roleTitle: 'Player',
  eventTitle: 'Football',
  registrationId: ravi.registrationId,
  gate: 'North',
  list: 'fest-gates',
  listName: 'Fest gates',
  direction: 'in',
  scannedAt: '2026-02-20T05:12:00.000Z',
  ms: 12.5,
  ...overrides,
});

/** A scan at the pronite's gate, which counts entry and exit. */
const atPronite = (overrides: Partial<ScanDetail> = {}): ScanDetail =>
  scanOf({ gate: 'Pronite', list: 'pronite', listName: 'Pronite', ...overrides });

let api: FakeApi;
let online = true;

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  for (const fn of Object.values(handle)) fn.mockClear();
  mount.mockClear();
  vi.mocked(loadScanner).mockResolvedValue({ mount } as unknown as Scanner);
  api = fakeApi();
  api.on('GET', '/checkin/bundle', () => bundle);
  api.on('POST', '/checkin/scan', () => answer());
});

afterEach(() => {
  // Back to jsdom's own answer.
  Reflect.deleteProperty(navigator, 'onLine');
  window.dispatchEvent(new Event('online'));
});

function renderCheckin(role: Role = 'volunteer') {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: ['/checkin'] });
  const view = render(
    <SessionContext value={signedIn(role)}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return { ...view, router, user: userEvent.setup() };
}

/** Opens the page at a remembered gate and waits for the scanner to be mounted. */
async function atGate(gate = 'North', role: Role = 'volunteer') {
  localStorage.setItem(GATE_STORAGE_KEY, gate);
  const view = renderCheckin(role);
  await waitFor(() => {
    expect(mount).toHaveBeenCalledTimes(1);
  });
  return view;
}

function scan(detail: ScanDetail) {
  act(() => {
    screen
      .getByTestId('scanner-island')
      .dispatchEvent(new CustomEvent('fest-scan', { detail, bubbles: true }));
  });
}

const answerPanel = () => screen.getByTestId('server-answer');
const pending = () => screen.getByTestId('pending-count');

describe('/checkin: the gate', () => {
  it('asks for the gate first, remembers it and then starts the scanner', async () => {
    const { user } = renderCheckin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gate check-in' })).toBeVisible();
    expect(screen.getByText("Enter the gate's name to start scanning.")).toBeVisible();
    expect(mount).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Start scanning' }));
    expect(await screen.findByText("Enter the gate's name.")).toBeVisible();

    await user.type(screen.getByLabelText('Gate'), '  North ');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('gate-name')).toHaveTextContent('North');
    expect(localStorage.getItem(GATE_STORAGE_KEY)).toBe('North');
    await waitFor(() => {
      expect(mount).toHaveBeenCalledTimes(1);
    });
    const [element, handed, gate, language] = mount.mock.calls[0] ?? [];
    expect(element).toBe(screen.getByTestId('scanner-island'));
    expect(handed).toEqual(given);
    expect(gate).toBe('North');
    expect(language).toBe('en');
    expect(handle.set_direction).toHaveBeenLastCalledWith('in');
  });

  it('says in the hint that the organisers set which list each gate scans for', async () => {
    renderCheckin();
    expect(await screen.findByLabelText('Gate')).toHaveAccessibleDescription(
      'The name of the gate you stand at, e.g. North. The organisers set which list each gate scans for.',
    );
  });

  it('refuses a gate name with invisible or text-direction characters, as the server does', async () => {
    const { user } = renderCheckin();
    await user.type(await screen.findByLabelText('Gate'), 'North\u202e');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Names cannot contain invisible or text-direction characters.'),
    ).toBeVisible();
    expect(localStorage.getItem(GATE_STORAGE_KEY)).toBeNull();
    expect(mount).not.toHaveBeenCalled();
  });

  it('moves the mounted scanner to another gate', async () => {
    const { user } = await atGate('North');
    await user.click(screen.getByRole('button', { name: 'Change gate' }));
    const field = screen.getByLabelText('Gate');
    expect(field).toHaveValue('North');
    await user.clear(field);
    await user.type(field, 'South{Enter}');
    await waitFor(() => {
      expect(handle.set_gate).toHaveBeenLastCalledWith('South');
    });
    expect(localStorage.getItem(GATE_STORAGE_KEY)).toBe('South');
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('hands the scanner each newer bundle', async () => {
    await atGate();
    const used = [
      { passId: ravi.id, checkedInAt: '2026-02-20T05:00:00Z', gate: 'East', by: 'meera' },
    ];
    const entries = [
      {
        list: 'pronite',
        passId: ravi.id,
        inside: true,
        at: '2026-02-20T05:30:00Z',
        gate: 'Pronite',
        by: 'asha',
      },
    ];
    const blocked = [{ list: 'mess', passId: ravi.id, reason: 'Took two plates' }];
    api.on('GET', '/checkin/bundle', () => ({ ...bundle, used, entries, blocked }));
    // The bundle is asked for again when the connection comes back (and every 30 s).
    setOnline(false);
    setOnline(true);
    await waitFor(() => {
      expect(handle.set_bundle).toHaveBeenLastCalledWith({ ...given, used, entries, blocked });
    });
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('says when the scanner cannot start, and tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(loadScanner).mockRejectedValue(new Error('no WebAssembly'));
    localStorage.setItem(GATE_STORAGE_KEY, 'North');
    const { user } = renderCheckin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The scanner could not start');
    expect(error).toHaveBeenCalledWith('The scanner could not start', expect.any(Error));
    vi.mocked(loadScanner).mockResolvedValue({ mount } as unknown as Scanner);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(mount).toHaveBeenCalledTimes(1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('unmounts the scanner when the page goes', async () => {
    const { router } = await atGate();
    await act(() => router.navigate('/'));
    expect(handle.unmount).toHaveBeenCalledTimes(1);
  });

  it('lets volunteers, moderators and admins in, and no one else', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router } = renderCheckin('user');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(alert).toHaveBeenCalledWith(NOT_AUTHORIZED);
    for (const role of ['moderator', 'admin'] as const) {
      const view = renderCheckin(role);
      expect(await screen.findByRole('heading', { level: 1, name: 'Gate check-in' })).toBeVisible();
      view.unmount();
    }
  });
});

describe('/checkin: scanning online', () => {
  it("sends each scan and shows the server's answer, telling the scanner", async () => {
    await atGate();
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Online');
    scan(scanOf());

    await waitFor(() => {
      expect(answerPanel()).toHaveAttribute('data-result', 'ok');
    });
    expect(api.callsTo('POST', '/checkin/scan')[0]?.body).toEqual({
      token: 'token-ravi',
      gate: 'North',
      id: expect.any(String) as string,
      direction: 'in',
    });
    expect(answerPanel()).toHaveTextContent('Let in');
    expect(answerPanel()).toHaveTextContent('Checked in.');
    expect(answerPanel()).toHaveTextContent('Ravi K. · Player · Football');
    expect(handle.mark_used).toHaveBeenCalledWith(
      'fest-gates',
      ravi.id,
      '2026-02-20T05:12:01Z',
      'North',
      'asha',
    );
    expect(handle.mark_entry).not.toHaveBeenCalled();
    expect(pending()).toHaveTextContent('0 scans waiting to sync');
  });

  it('shows a duplicate as the server words it, and keeps the last ten scans', async () => {
    let n = 0;
    api.on('POST', '/checkin/scan', () => {
      n += 1;
      return n === 1
        ? answer()
        : answer({
            result: 'duplicate',
            message: 'Already checked in at 10:42 at gate North by asha',
          });
    });
    await atGate();
    for (let i = 0; i < 12; i++) {
      scan(scanOf({ scannedAt: `2026-02-20T05:${String(10 + i)}:00.000Z` }));
      await waitFor(() => {
        expect(api.callsTo('POST', '/checkin/scan')).toHaveLength(i + 1);
      });
    }
    await waitFor(() => {
      expect(answerPanel()).toHaveAttribute('data-result', 'duplicate');
    });
    expect(answerPanel()).toHaveTextContent('Already checked in at 10:42 at gate North by asha');
    await waitFor(() => {
      expect(within(screen.getByTestId('scan-history')).getAllByRole('listitem')).toHaveLength(10);
    });
  });

  it('shows a refusal without keeping the scan', async () => {
    api.on('POST', '/checkin/scan', () =>
      jsonResponse(
        {
          success: false,
          message: 'Name the gate you are scanning at.',
          errors: { gate: ['Name the gate you are scanning at.'] },
        },
        422,
      ),
    );
    await atGate();
    scan(scanOf());
    await waitFor(() => {
      expect(answerPanel()).toHaveAttribute('data-result', 'error');
    });
    expect(answerPanel()).toHaveTextContent('Not recorded');
    expect(answerPanel()).toHaveTextContent('Name the gate you are scanning at.');
    expect(pending()).toHaveTextContent('0 scans waiting to sync');
  });

  it('keeps the scan on the device when the request fails for want of a network', async () => {
    server.use(http.post(apiPath('/checkin/scan'), () => HttpResponse.error()));
    api.on('POST', '/checkin/sync', () => HttpResponse.error());
    await atGate();
    scan(scanOf());
    await waitFor(() => {
      expect(pending()).toHaveTextContent('1 scan waiting to sync');
    });
    expect(answerPanel()).toHaveAttribute('data-source', 'device');
    expect(answerPanel()).toHaveTextContent('Valid pass.');
    expect(answerPanel()).toHaveTextContent('Saved on this device');
    await waitFor(() => {
      expect(screen.getByTestId('connection-status')).toHaveTextContent(
        'Cannot reach the server — scans are kept on this device',
      );
    });
    // The sync the waiting scan set off has been tried and is over: nothing is left under way
    // when the page goes.
    await waitFor(() => {
      expect(api.callsTo('POST', '/checkin/sync')).toHaveLength(1);
    });
    expect(await screen.findByRole('button', { name: 'Sync now' })).toBeEnabled();
    expect(pending()).toHaveTextContent('1 scan waiting to sync');
  });
});

describe('/checkin: scanning offline', () => {
  it('keeps scans on the device, then syncs them when the connection comes back', async () => {
    let syncs: SyncRequest[] = [];
    api.on('POST', '/checkin/sync', ({ body }) => {
      const sent = body as SyncRequest;
      syncs.push(sent);
      return {
        success: true,
        results: sent.scans.map((s) => ({ id: s.id, ...answer({ checkedInAt: s.scannedAt }) })),
      };
    });
    await atGate();
    setOnline(false);
    expect(screen.getByTestId('connection-status')).toHaveTextContent(
      'Offline — scans are kept on this device',
    );

    scan(scanOf());
    await waitFor(() => {
      expect(pending()).toHaveTextContent('1 scan waiting to sync');
    });
    expect(api.callsTo('POST', '/checkin/scan')).toHaveLength(0);
    expect(answerPanel()).toHaveAttribute('data-result', 'ok');
    expect(answerPanel()).toHaveTextContent('Saved on this device');

    // No pass at all: nothing to keep.
    scan(scanOf({ token: 'junk', passId: null, result: 'invalid', message: 'Not a pass.' }));
    await waitFor(() => {
      expect(answerPanel()).toHaveTextContent('Not saved');
    });
    expect(pending()).toHaveTextContent('1 scan waiting to sync');

    setOnline(true);
    await waitFor(() => {
      expect(pending()).toHaveTextContent('0 scans waiting to sync');
    });
    expect(syncs).toHaveLength(1);
    const [sent] = syncs[0]?.scans ?? [];
    expect(sent).toMatchObject({
      token: 'token-ravi',
      gate: 'North',
      direction: 'in',
      scannedAt: '2026-02-20T05:12:00.000Z',
    });
    expect(sent?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(handle.mark_used).toHaveBeenCalledWith(
      'fest-gates',
      ravi.id,
      '2026-02-20T05:12:00.000Z',
      'North',
      'asha',
    );
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Online');
    syncs = [];
  });

  it('keeps the scans when a sync fails, and offers to sync again', async () => {
    let fail = true;
    api.on('POST', '/checkin/sync', ({ body }) =>
      fail
        ? jsonResponse({ success: false, message: 'Database down' }, 500)
        : {
            success: true,
            results: (body as SyncRequest).scans.map((s) => ({ id: s.id, ...answer() })),
          },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await atGate();
    setOnline(false);
    scan(scanOf());
    await waitFor(() => {
      expect(pending()).toHaveTextContent('1 scan waiting to sync');
    });
    setOnline(true);
    await waitFor(() => {
      expect(api.callsTo('POST', '/checkin/sync')).toHaveLength(1);
    });
    expect(pending()).toHaveTextContent('1 scan waiting to sync');

    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Sync now' }));
    await waitFor(() => {
      expect(pending()).toHaveTextContent('0 scans waiting to sync');
    });
    const ids = api
      .callsTo('POST', '/checkin/sync')
      .map((call) => (call.body as SyncRequest).scans[0]?.id);
    expect(ids[0]).toBe(ids[1]);
  });

  it('works after a reload without a network, from what the device kept', async () => {
    const first = await atGate();
    await waitFor(async () => {
      const store = await openCheckinStore();
      const kept = await store.loadBundle();
      store.close();
      expect(kept).toEqual(bundle);
    });
    first.unmount();
    mount.mockClear();

    online = false;
    const bundleCalls = api.callsTo('GET', '/checkin/bundle').length;
    await atGate();
    expect(mount.mock.calls[0]?.[1]).toEqual(given);
    expect(api.callsTo('GET', '/checkin/bundle')).toHaveLength(bundleCalls);
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Offline');
  });

  it('online, starts with a fresh bundle rather than the one kept', async () => {
    const first = await atGate();
    await waitFor(async () => {
      const store = await openCheckinStore();
      const kept = await store.loadBundle();
      store.close();
      expect(kept).toEqual(bundle);
    });
    first.unmount();
    mount.mockClear();

    let answer: (body: BundleResponse) => void = () => undefined;
    api.on(
      'GET',
      '/checkin/bundle',
      () =>
        new Promise<BundleResponse>((resolve) => {
          answer = resolve;
        }),
    );
    localStorage.setItem(GATE_STORAGE_KEY, 'North');
    renderCheckin();
    await waitFor(() => {
      expect(api.callsTo('GET', '/checkin/bundle')).toHaveLength(2);
    });
    expect(mount).not.toHaveBeenCalled();
    const used = [{ passId: ravi.id, checkedInAt: '2026-02-20T05:00:00Z', gate: 'East', by: 'x' }];
    answer({ ...bundle, used });
    await waitFor(() => {
      expect(mount).toHaveBeenCalledTimes(1);
    });
    expect(mount.mock.calls[0]?.[1]).toMatchObject({ used });
  });

  it('says the list of passes is needed once when there is none and no network', async () => {
    online = false;
    localStorage.setItem(GATE_STORAGE_KEY, 'North');
    renderCheckin();
    expect(await screen.findByText(/needs the list of passes from the server once/)).toBeVisible();
    expect(mount).not.toHaveBeenCalled();
  });
});

describe('/checkin: check-in lists', () => {
  const gateList = () => screen.getByTestId('gate-list');
  const directions = () => screen.queryByRole('group', { name: 'Scanning people' });

  /** Moves the page to `gate` through the gate form. */
  async function moveTo(user: ReturnType<typeof userEvent.setup>, gate: string) {
    await user.click(screen.getByRole('button', { name: 'Change gate' }));
    const field = screen.getByLabelText('Gate');
    await user.clear(field);
    await user.type(field, `${gate}{Enter}`);
    await waitFor(() => {
      expect(handle.set_gate).toHaveBeenLastCalledWith(gate);
    });
  }

  it('names the list each gate scans for, and offers In and Out only where it counts exits', async () => {
    const { user } = await atGate('North');
    // A gate no list names scans for the default list, which counts entries only.
    expect(gateList()).toHaveTextContent('Fest gates');
    expect(screen.getByText(/Scanning for/)).toHaveTextContent('Scanning for Fest gates');
    expect(directions()).not.toBeInTheDocument();

    // The hostel desk is a list like any other, named by its gate (in any case).
    await moveTo(user, 'Hostel');
    expect(gateList()).toHaveTextContent('Hostel desk');
    expect(directions()).not.toBeInTheDocument();

    await moveTo(user, 'pronite');
    expect(gateList()).toHaveTextContent('Pronite');
    const group = screen.getByRole('group', { name: 'Scanning people' });
    expect(group).toHaveAccessibleDescription(
      'This list counts entry and exit: choose Out to scan people leaving.',
    );
    const scanIn = within(group).getByRole('radio', { name: 'In' });
    const scanOut = within(group).getByRole('radio', { name: 'Out' });
    expect(scanIn).toBeChecked();
    expect(scanOut).not.toBeChecked();

    await user.click(scanOut);
    expect(scanOut).toBeChecked();
    await waitFor(() => {
      expect(handle.set_direction).toHaveBeenLastCalledWith('out');
    });
    expect(localStorage.getItem(DIRECTION_STORAGE_KEY)).toBe('out');

    // Elsewhere every scan goes in; back at a list that counts exits, the choice is remembered.
    await moveTo(user, 'North');
    await waitFor(() => {
      expect(handle.set_direction).toHaveBeenLastCalledWith('in');
    });
    expect(directions()).not.toBeInTheDocument();
    await moveTo(user, 'Mess');
    expect(gateList()).toHaveTextContent('Mess');
    expect(screen.getByRole('radio', { name: 'Out' })).toBeChecked();
    await waitFor(() => {
      expect(handle.set_direction).toHaveBeenLastCalledWith('out');
    });
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('starts the scanner in the direction remembered on the device', async () => {
    localStorage.setItem(DIRECTION_STORAGE_KEY, 'out');
    await atGate('Pronite');
    expect(handle.set_direction).toHaveBeenLastCalledWith('out');
    expect(screen.getByRole('radio', { name: 'Out' })).toBeChecked();
  });

  it('sends the direction with each scan, and tells the scanner who went out', async () => {
    api.on('POST', '/checkin/scan', () =>
      answer({
        message: 'Checked out.',
        list: pronite,
        direction: 'out',
        gate: 'Pronite',
        checkedInAt: '2026-02-20T05:30:00Z',
        inside: 41,
      }),
    );
    const { user } = await atGate('Pronite');
    await user.click(screen.getByRole('radio', { name: 'Out' }));
    scan(atPronite({ direction: 'out', message: 'Checked out.' }));

    await waitFor(() => {
      expect(answerPanel()).toHaveAttribute('data-result', 'ok');
    });
    expect(api.callsTo('POST', '/checkin/scan')[0]?.body).toEqual({
      token: 'token-ravi',
      gate: 'Pronite',
      id: expect.any(String) as string,
      direction: 'out',
    });
    expect(answerPanel()).toHaveTextContent('Let out');
    expect(answerPanel()).toHaveTextContent('Checked out.');
    expect(handle.mark_entry).toHaveBeenCalledWith(
      'pronite',
      ravi.id,
      false,
      '2026-02-20T05:30:00Z',
      'Pronite',
      'asha',
    );
    expect(handle.mark_used).not.toHaveBeenCalled();
  });

  it('keeps the direction with a scan made offline, and syncs it', async () => {
    api.on('POST', '/checkin/sync', ({ body }) => ({
      success: true,
      results: (body as SyncRequest).scans.map((s) => ({
        id: s.id,
        ...answer({ list: pronite, direction: 'out', gate: 'Pronite', inside: 40 }),
      })),
    }));
    localStorage.setItem(DIRECTION_STORAGE_KEY, 'out');
    await atGate('Pronite');
    setOnline(false);
    scan(atPronite({ direction: 'out', message: 'Checked out.' }));
    await waitFor(() => {
      expect(pending()).toHaveTextContent('1 scan waiting to sync');
    });
    expect(answerPanel()).toHaveTextContent('Let out');
    const store = await openCheckinStore();
    const kept = await store.pending();
    store.close();
    expect(kept).toMatchObject([{ token: 'token-ravi', gate: 'Pronite', direction: 'out' }]);

    setOnline(true);
    await waitFor(() => {
      expect(pending()).toHaveTextContent('0 scans waiting to sync');
    });
    const synced = api.callsTo('POST', '/checkin/sync')[0]?.body as SyncRequest;
    expect(synced.scans).toMatchObject([{ gate: 'Pronite', direction: 'out' }]);
    expect(handle.mark_entry).toHaveBeenCalledWith(
      'pronite',
      ravi.id,
      false,
      '2026-02-20T05:12:01Z',
      'Pronite',
      'asha',
    );
  });

  it("records the hostel desk's check-in as its own entry, not as the fest gates'", async () => {
    api.on('POST', '/checkin/scan', () =>
      answer({
        message: 'Checked in at the hostel: Men block, 19 Feb to 22 Feb.',
        list: { id: 'hostel-desk', name: 'Hostel desk' },
        gate: 'hostel',
      }),
    );
    await atGate('hostel');
    scan(scanOf({ gate: 'hostel', list: 'hostel-desk', listName: 'Hostel desk' }));
    await waitFor(() => {
      expect(answerPanel()).toHaveTextContent('Checked in at the hostel');
    });
    expect(api.callsTo('POST', '/checkin/scan')[0]?.body).toMatchObject({
      gate: 'hostel',
      direction: 'in',
    });
    expect(handle.mark_entry).toHaveBeenCalledWith(
      'hostel-desk',
      ravi.id,
      true,
      '2026-02-20T05:12:01Z',
      'hostel',
      'asha',
    );
    expect(handle.mark_used).not.toHaveBeenCalled();
  });

  it('shows a pass the list does not admit as a problem, and tells the scanner nothing', async () => {
    api.on('POST', '/checkin/scan', () =>
      answer({
        result: 'refused',
        message: 'No stay is booked for this pass.',
        list: { id: 'hostel-desk', name: 'Hostel desk' },
        checkedInAt: null,
        gate: null,
        by: null,
        inside: null,
      }),
    );
    await atGate('hostel');
    scan(scanOf({ gate: 'hostel', list: 'hostel-desk', listName: 'Hostel desk' }));
    await waitFor(() => {
      expect(answerPanel()).toHaveAttribute('data-result', 'refused');
    });
    expect(answerPanel()).toHaveTextContent('Not admitted');
    expect(answerPanel()).toHaveTextContent('No stay is booked for this pass.');
    const [line] = within(screen.getByTestId('scan-history')).getAllByRole('listitem');
    expect(line).toHaveAttribute('data-result', 'refused');
    expect(line).toHaveTextContent('Not admitted');
    expect(handle.mark_used).not.toHaveBeenCalled();
    expect(handle.mark_entry).not.toHaveBeenCalled();
  });

  it("shows the scanner's own refusal of a scan kept offline", async () => {
    await atGate('Pronite');
    setOnline(false);
    scan(
      atPronite({
        result: 'refused',
        message: 'Blocked from Pronite: Fought at the gate',
      }),
    );
    await waitFor(() => {
      expect(answerPanel()).toHaveAttribute('data-result', 'refused');
    });
    expect(answerPanel()).toHaveAttribute('data-source', 'device');
    expect(answerPanel()).toHaveTextContent('Not admitted');
    expect(answerPanel()).toHaveTextContent('Blocked from Pronite: Fought at the gate');
    expect(pending()).toHaveTextContent('1 scan waiting to sync');
  });

  it('works with a bundle from before lists: the fest gates at every gate, hostel too', async () => {
    const old = {
      success: true,
      publicKey: bundle.publicKey,
      revoked: bundle.revoked,
      used: bundle.used,
      generatedAt: bundle.generatedAt,
    };
    api.on('GET', '/checkin/bundle', () => old);
    api.on('POST', '/checkin/scan', () => ({ ...answer({ gate: 'hostel' }), list: undefined }));
    await atGate('hostel');
    expect(mount.mock.calls[0]?.[1]).toEqual({
      ...given,
      lists: [],
      entries: [],
      blocked: [],
      guests: [],
    });
    expect(screen.queryByTestId('gate-list')).not.toBeInTheDocument();
    expect(directions()).not.toBeInTheDocument();
    scan(scanOf({ gate: 'hostel' }));
    await waitFor(() => {
      expect(handle.mark_used).toHaveBeenCalledWith(
        '',
        ravi.id,
        '2026-02-20T05:12:01Z',
        'hostel',
        'asha',
      );
    });
    expect(handle.mark_entry).not.toHaveBeenCalled();
  });
});

describe('/checkin: people without their pass', () => {
  const found: FoundPerson = {
    pass: ravi,
    token: 'token-ravi',
    fullname: 'Ravi Kumar',
    phone: 'XXXXXX3210',
    college: 'NIT Patna',
    checkedInAt: null,
    revoked: false,
  };

  it('searches, lists the people and checks one in with the gate', async () => {
    let checked = false;
    api.on('GET', '/checkin/search', ({ query }) => {
      const q = query.get('q') ?? '';
      if (q.length < 3) {
        const how =
          "Type a name (at least 3 letters), the whole 10-digit phone number, the pass id (16 characters), or the registration id's first 8 characters.";
        return jsonResponse({ success: false, message: how, errors: { q: [how] } }, 422);
      }
      return {
        success: true,
        people: [{ ...found, checkedInAt: checked ? '2026-02-20T05:20:00Z' : null }],
      };
    });
    api.on('POST', '/checkin/scan', () => {
      checked = true;
      return answer({ checkedInAt: '2026-02-20T05:20:00Z' });
    });
    const { user } = await atGate();
    const search = screen.getByRole('search');
    const box = within(search).getByLabelText('Name, phone number, pass id or registration id');
    expect(box).toHaveAccessibleDescription(
      'A name, the whole phone number, the pass id printed under the QR code (when the camera cannot read it), or the first characters of the registration id.',
    );

    await user.type(box, 'Ra{Enter}');
    expect(
      await within(search).findByText(
        "Type a name (at least 3 letters), the whole 10-digit phone number, the pass id (16 characters), or the registration id's first 8 characters.",
      ),
    ).toBeVisible();

    await user.type(box, 'vi{Enter}');
    const people = await screen.findByRole('list', { name: 'People found' });
    const person = within(people).getByRole('listitem');
    expect(person).toHaveTextContent('Ravi Kumar');
    expect(person).toHaveTextContent('Player · Football');
    expect(person).toHaveTextContent('NIT Patna');
    expect(person).toHaveTextContent('XXXXXX3210');
    expect(person).toHaveTextContent('Not checked in');
    expect(api.callsTo('GET', '/checkin/search').at(-1)?.query.get('q')).toBe('Ravi');

    await user.click(within(person).getByRole('button', { name: 'Check in Ravi Kumar' }));
    await waitFor(() => {
      expect(answerPanel()).toHaveTextContent('Checked in.');
    });
    expect(api.callsTo('POST', '/checkin/scan')[0]?.body).toEqual({
      token: 'token-ravi',
      gate: 'North',
      id: expect.any(String) as string,
      direction: 'in',
    });
    await waitFor(() => {
      expect(within(people).getByRole('listitem')).toHaveTextContent(/Checked in at/);
    });
    // Someone already in is not offered a second check-in.
    expect(
      within(people).queryByRole('button', { name: 'Check in Ravi Kumar' }),
    ).not.toBeInTheDocument();
  });

  it('finds a pass by the id typed from under its QR code, and offers nobody already in or revoked', async () => {
    api.on('GET', '/checkin/search', ({ query }) => ({
      success: true,
      people:
        query.get('q') === found.pass.id
          ? [found]
          : [
              { ...found, fullname: 'Asha In', checkedInAt: '2026-02-20T05:20:00Z' },
              {
                ...found,
                fullname: 'Om Revoked',
                pass: { ...found.pass, id: 'ffff' },
                revoked: true,
              },
            ],
    }));
    const { user } = await atGate();
    const box = within(screen.getByRole('search')).getByLabelText(
      'Name, phone number, pass id or registration id',
    );
    await user.type(box, `${found.pass.id}{Enter}`);
    const people = await screen.findByRole('list', { name: 'People found' });
    expect(within(people).getByRole('button', { name: 'Check in Ravi Kumar' })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'others{Enter}');
    await waitFor(() => {
      expect(screen.getByRole('list', { name: 'People found' })).toHaveTextContent('Om Revoked');
    });
    const list = screen.getByRole('list', { name: 'People found' });
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(list).toHaveTextContent(/Checked in at/);
  });
});

describe('/checkin in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('asks for the gate, and shows the connection, the latest scan and the search in Hindi, then English again', async () => {
    await activateLanguage('hi');
    const { user } = renderCheckin();
    expect(await screen.findByRole('heading', { level: 1, name: 'गेट चेक-इन' })).toBeVisible();
    expect(screen.getByText('स्कैन शुरू करने के लिए गेट का नाम डालें।')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'स्कैन शुरू करें' }));
    expect(await screen.findByText('गेट का नाम डालें।')).toBeVisible();
    await user.type(screen.getByLabelText('गेट'), 'North{Enter}');
    expect(await screen.findByRole('button', { name: 'गेट बदलें' })).toBeVisible();
    await waitFor(() => {
      expect(mount).toHaveBeenCalledTimes(1);
    });
    expect(screen.getByTestId('connection-status')).toHaveTextContent('ऑनलाइन');
    expect(pending()).toHaveTextContent('0 स्कैन सिंक होने बाकी हैं');
    expect(answerPanel()).toHaveTextContent('अभी तक कोई स्कैन नहीं हुआ है।');
    expect(
      screen.getByRole('heading', { level: 2, name: 'बिना पास वाले व्यक्ति को खोजें' }),
    ).toBeVisible();
    expect(screen.getByLabelText('नाम, फ़ोन नंबर, पास ID या रजिस्ट्रेशन ID')).toBeVisible();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeVisible();

    scan(scanOf());
    await waitFor(() => {
      expect(answerPanel()).toHaveAttribute('data-result', 'ok');
    });
    // The page's headline in Hindi; the server's answer as it comes.
    expect(answerPanel()).toHaveTextContent('अंदर जाने दें');
    expect(answerPanel()).toHaveTextContent('Checked in.');
    expect(screen.getByRole('heading', { level: 2, name: 'हाल के स्कैन' })).toBeVisible();
    expect(screen.getByTestId('scan-history')).toHaveTextContent('सर्वर');

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Gate check-in' })).toBeVisible();
    expect(answerPanel()).toHaveTextContent('Let in');
    expect(pending()).toHaveTextContent('0 scans waiting to sync');
  });

  it('says in Hindi that a scan made offline waits on the device', async () => {
    await activateLanguage('hi');
    await atGate();
    setOnline(false);
    expect(screen.getByTestId('connection-status')).toHaveTextContent(
      'ऑफ़लाइन — स्कैन इसी डिवाइस पर रखे जा रहे हैं',
    );
    scan(scanOf());
    await waitFor(() => {
      expect(pending()).toHaveTextContent('1 स्कैन सिंक होना बाकी है');
    });
    expect(answerPanel()).toHaveTextContent('इस डिवाइस पर सेव है: कनेक्शन लौटते ही सर्वर को भेजा जाएगा।');
  });

  it("shows the scanner's own verdict of a scan kept offline in the scanner's language", async () => {
    await activateLanguage('hi');
    await atGate();
    setOnline(false);
    scan(scanOf({ said: 'पास मान्य है।' }));
    await waitFor(() => {
      expect(answerPanel()).toHaveTextContent('पास मान्य है।');
    });
    expect(answerPanel()).not.toHaveTextContent('Valid pass.');
  });

  it('mounts the scanner in Hindi, and tells it when the language changes', async () => {
    await activateLanguage('hi');
    await atGate();
    const [, , gate, language] = mount.mock.calls[0] ?? [];
    expect(gate).toBe('North');
    expect(language).toBe('hi');

    await act(() => activateLanguage('en'));
    expect(handle.set_language).toHaveBeenLastCalledWith('en');
    await act(() => activateLanguage('hi'));
    expect(handle.set_language).toHaveBeenLastCalledWith('hi');
    // The scanner stays mounted: only its texts change.
    expect(mount).toHaveBeenCalledTimes(1);
    expect(handle.unmount).not.toHaveBeenCalled();
  });

  it('says in Hindi that nobody was found', async () => {
    await activateLanguage('hi');
    api.on('GET', '/checkin/search', () => ({ success: true, people: [] }));
    const { user } = await atGate();
    await user.type(screen.getByLabelText('नाम, फ़ोन नंबर, पास ID या रजिस्ट्रेशन ID'), 'Nobody{Enter}');
    expect(await screen.findByText('कोई नहीं मिला।')).toBeVisible();
  });
});
