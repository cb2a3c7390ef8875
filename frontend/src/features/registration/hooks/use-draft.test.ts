import 'fake-indexeddb/auto';

import { renderHook } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetDraftStore } from '@/lib/draft-store';
import { fakeApi, type FakeApi } from '@/test/server';

import { DEVICE_DELAY_MS, useDraft } from './use-draft';

let api: FakeApi;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDraftStore();
  api = fakeApi();
  api.on('GET', '/user/drafts/cricket', () => ({ success: true, draft: null }));
  api.on('PUT', '/user/drafts/cricket', (call) => ({
    success: true,
    draft: {
      values: (call.body as { values: unknown }).values,
      step: 1,
      updatedAt: new Date().toISOString(),
    },
  }));
  // Only the draft's timers are the test's to move: IndexedDB and the network keep their own.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

interface Props {
  values: { name: string };
  holding: boolean;
}

function renderDraft() {
  const restore = vi.fn();
  return renderHook(
    ({ values, holding }: Props) =>
      useDraft({
        eventId: 'cricket',
        userId: 'u1',
        enabled: true,
        values,
        step: 1,
        restore,
        holding,
      }),
    { initialProps: { values: { name: '' }, holding: false } },
  );
}

describe('the draft while the form is being sent', () => {
  it('sends nothing to the server while the registration is sent, and what waited once that fails', async () => {
    const { result, rerender } = renderDraft();
    await vi.waitFor(() => {
      expect(result.current.phase).toBe('ready');
    });

    // A change typed, then the form sent: the device keeps it, nothing waits for the server.
    rerender({ values: { name: 'Asha' }, holding: false });
    rerender({ values: { name: 'Asha' }, holding: true });
    vi.advanceTimersByTime(DEVICE_DELAY_MS);
    expect(vi.getTimerCount()).toBe(0);
    expect(api.callsTo('PUT', '/user/drafts/cricket')).toHaveLength(0);

    // The payment was dismissed: the change goes to the server now.
    rerender({ values: { name: 'Asha' }, holding: false });
    await vi.waitFor(() => {
      expect(api.callsTo('PUT', '/user/drafts/cricket')).toHaveLength(1);
    });
    expect(api.callsTo('PUT', '/user/drafts/cricket')[0]?.body).toMatchObject({
      values: { name: 'Asha' },
    });
  });

  it('keeps the change for the server as usual when nothing is being sent', async () => {
    const { result, rerender } = renderDraft();
    await vi.waitFor(() => {
      expect(result.current.phase).toBe('ready');
    });
    rerender({ values: { name: 'Asha' }, holding: false });
    vi.advanceTimersByTime(DEVICE_DELAY_MS);
    // The server's copy still waits for its rest.
    expect(vi.getTimerCount()).toBe(1);
  });

  it('sends nothing once the registration went through and the wizard is left', async () => {
    const { result, rerender, unmount } = renderDraft();
    await vi.waitFor(() => {
      expect(result.current.phase).toBe('ready');
    });
    rerender({ values: { name: 'Asha' }, holding: false });
    rerender({ values: { name: 'Asha' }, holding: true });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(api.callsTo('PUT', '/user/drafts/cricket')).toHaveLength(0);
  });
});
