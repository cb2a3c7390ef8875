/* eslint-disable lingui/no-unlocalized-strings -- the draft's phases and storage, no text shown */
import { useCallback, useEffect, useRef, useState } from 'react';

import type { DraftView } from '@/lib/api-types';

import { deleteServerDraft, getServerDraft, putServerDraft } from '../api/drafts';
import { draftStore, type DeviceDraft } from '@/lib/draft-store';

/** How long typing rests before the values are kept on the device, and before they go to the server. */
export const DEVICE_DELAY_MS = 400;
export const SERVER_DELAY_MS = 3000;

/** A draft found when the wizard opened, offered to be resumed. */
export interface DraftOffer {
  values: Record<string, unknown>;
  step: number;
  /** When it was last typed. */
  savedAt: Date;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The draft to offer: the newer of the device's and the server's. A device copy that this device
 * pushed (`serverAt`) and the server no longer has was cleared elsewhere (paid, in line, Start again
 * on another device): it is not offered. Across devices the two clocks are compared, which is good
 * enough to pick the copy typed last.
 */
export function newerDraft(
  device: DeviceDraft | undefined,
  server: DraftView | null | undefined,
): DraftOffer | null {
  const fromServer = (s: DraftView): DraftOffer | null =>
    isObject(s.values) ? { values: s.values, step: s.step, savedAt: new Date(s.updatedAt) } : null;
  const fromDevice = (d: DeviceDraft): DraftOffer | null =>
    isObject(d.values) ? { values: d.values, step: d.step, savedAt: new Date(d.savedAt) } : null;
  if (!device) return server ? fromServer(server) : null;
  // The server answered without a draft: one this device had pushed was cleared since.
  if (server === null && device.serverAt !== undefined) return null;
  if (!server) return fromDevice(device);
  if (device.serverAt === server.updatedAt) return fromDevice(device);
  return Date.parse(server.updatedAt) > device.savedAt ? fromServer(server) : fromDevice(device);
}

/** Removes both copies of a user's draft for an event (each as far as it can). */
export async function clearDraft(userId: string, eventId: string): Promise<void> {
  const store = await draftStore();
  await Promise.allSettled([store?.remove(userId, eventId), deleteServerDraft(eventId)]);
}

/**
 * The wizard's draft (issue 33, nothing typed is lost): when a new registration's wizard opens, the
 * newer of the device's draft and the server's is offered (`offer`); `resume` restores its values
 * and step, `startAgain` removes both copies. Meanwhile, and once there is nothing to offer, every
 * change is kept on the device after a short rest (at once when the page is hidden or left) and
 * sent to the server after a few seconds, so the draft follows the user to another device. Nothing
 * is kept before the user changes something, nor while an offer waits for an answer (the draft
 * offered is never overwritten by a blank form).
 */
export function useDraft<V extends object>({
  eventId,
  userId,
  enabled,
  values,
  step,
  restore,
  holding = false,
}: {
  eventId: string;
  userId: string | null;
  /** False for the edit-team wizard (a registration that exists), or without a user. */
  enabled: boolean;
  values: V;
  step: number;
  /** Puts a draft's values and step into the wizard. */
  restore: (values: V, step: number) => void;
  /**
   * True while the form is being sent (order, payment, verification; joining the waiting list):
   * nothing goes to the server meanwhile, since a registration that goes through ends the draft
   * (the server refuses a draft of a registered event). What waited is sent once the send fails or
   * is dismissed; the device's copy is kept as usual.
   */
  holding?: boolean;
}) {
  const active = enabled && userId !== null;
  const [phase, setPhase] = useState<'checking' | 'offer' | 'ready' | 'done'>(
    active ? 'checking' : 'ready',
  );
  const [offer, setOffer] = useState<DraftOffer | null>(null);
  // What was last kept (JSON of values and step): nothing is saved until it changes.
  const kept = useRef<string | null>(null);
  const latest = useRef({ values, step });
  useEffect(() => {
    latest.current = { values, step };
  });
  const timers = useRef<{
    device?: ReturnType<typeof setTimeout>;
    server?: ReturnType<typeof setTimeout>;
  }>({});
  // Whether the form is being sent, and whether a push waits for that to end.
  const held = useRef({ holding, waiting: false });

  // The wizard opens: look for a draft on the device and on the server.
  useEffect(() => {
    if (!enabled || userId === null) return;
    const run = { live: true };
    void (async () => {
      const store = await draftStore();
      // Drafts of another user of this device (a shared computer) are not theirs to find.
      await store?.removeUser(userId, true).catch(() => undefined);
      const [device, server] = await Promise.all([
        store?.load(userId, eventId).catch(() => undefined),
        getServerDraft(eventId).then(
          (answer) => answer.draft ?? null,
          () => undefined,
        ),
      ]);
      if (!run.live) return;
      const found = newerDraft(device, server);
      // A copy this device sent that the server no longer has was cleared elsewhere: it goes here too.
      if (device && !found) void store?.remove(userId, eventId).catch(() => undefined);
      kept.current = JSON.stringify(latest.current);
      setOffer(found);
      setPhase(found ? 'offer' : 'ready');
    })();
    return () => {
      run.live = false;
    };
  }, [enabled, userId, eventId]);

  const saveDevice = useCallback(async () => {
    if (!userId) return undefined;
    const store = await draftStore();
    const { values: now, step: at } = latest.current;
    return store?.save(userId, eventId, now, at);
  }, [userId, eventId]);

  const push = useCallback(async () => {
    if (!userId) return;
    if (held.current.holding) {
      held.current.waiting = true;
      return;
    }
    const savedAt = await saveDevice().catch(() => undefined);
    const { values: now, step: at } = latest.current;
    try {
      const answer = await putServerDraft(eventId, now, at);
      const store = await draftStore();
      if (savedAt !== undefined && answer.draft) {
        await store?.markPushed(userId, eventId, savedAt, answer.draft.updatedAt);
      }
    } catch {
      // Offline, or registered meanwhile: the device keeps its copy.
    }
  }, [userId, eventId, saveDevice]);

  // A change: kept on the device after a short rest, and on the server after a longer one.
  useEffect(() => {
    if (!active || phase !== 'ready') return;
    const now = JSON.stringify({ values, step });
    if (now === kept.current) return;
    kept.current = now;
    const t = timers.current;
    clearTimeout(t.device);
    clearTimeout(t.server);
    t.device = setTimeout(() => {
      t.device = undefined;
      void saveDevice().catch(() => undefined);
    }, DEVICE_DELAY_MS);
    t.server = setTimeout(() => {
      t.server = undefined;
      void push();
    }, SERVER_DELAY_MS);
  }, [active, phase, values, step, saveDevice, push]);

  // The form is being sent: what waits for the server is held; the send failed or was dismissed:
  // it goes now. Leaving the wizard (the registration went through) sends nothing.
  useEffect(() => {
    const h = held.current;
    h.holding = holding;
    if (holding) {
      const t = timers.current;
      if (t.server !== undefined) {
        clearTimeout(t.server);
        t.server = undefined;
        h.waiting = true;
      }
    } else if (h.waiting && active && phase === 'ready') {
      h.waiting = false;
      void push();
    }
  }, [holding, active, phase, push]);

  // Leaving the page (a reload, a closed tab, another app): what waits is kept at once.
  useEffect(() => {
    if (!active) return;
    const t = timers.current;
    const flush = () => {
      if (t.device !== undefined) {
        clearTimeout(t.device);
        t.device = undefined;
        void saveDevice().catch(() => undefined);
      }
      if (t.server !== undefined) {
        clearTimeout(t.server);
        t.server = undefined;
        void push();
      }
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the wizard within the site: the device keeps what was typed; the server's copy
      // follows the next time the wizard saves (after a payment, nothing is sent again).
      clearTimeout(t.server);
      t.server = undefined;
      if (t.device !== undefined) {
        clearTimeout(t.device);
        t.device = undefined;
        void saveDevice().catch(() => undefined);
      }
    };
  }, [active, saveDevice, push]);

  const resume = useCallback(() => {
    if (!offer) return;
    restore(offer.values as unknown as V, offer.step);
    setOffer(null);
    setPhase('ready');
  }, [offer, restore]);

  const startAgain = useCallback(() => {
    if (userId) void clearDraft(userId, eventId);
    kept.current = JSON.stringify(latest.current);
    setOffer(null);
    setPhase('ready');
  }, [userId, eventId]);

  /** The registration went through (or the team is in line): both copies go, nothing more is kept. */
  const clear = useCallback(() => {
    const t = timers.current;
    clearTimeout(t.device);
    clearTimeout(t.server);
    t.device = undefined;
    t.server = undefined;
    setPhase('done');
    if (userId) void clearDraft(userId, eventId);
  }, [userId, eventId]);

  return {
    /** Whether this wizard keeps a draft at all (a new registration, a user signed in). */
    active,
    offer: phase === 'offer' ? offer : null,
    /** 'checking' while the copies are looked for, 'offer', then 'ready' (kept as typed) or 'done'. */
    phase,
    resume,
    startAgain,
    clear,
  };
}

export type WizardDraft = ReturnType<typeof useDraft>;
