import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';

import type { BundleResponse, ScanAnswer } from '@/lib/api-types';

import { bundleQueryKey, useBundle } from '../api/get-bundle';
import { scanPass } from '../api/scan-pass';
import { syncScans } from '../api/sync-scans';
import type { ScannerControls } from '../components/scanner-island';
import { islandBundle } from '../lib/bundle';
import type { CheckinBundle, ScanDetail } from '../lib/island';
import { useOnline } from '../lib/online';
import {
  isUnreachable,
  processScan,
  verdictOf,
  type ScanInput,
  type Verdict,
} from '../lib/scan-flow';
import { memoryCheckinStore, openCheckinStore, type CheckinStore } from '../lib/store';
import { singleFlight, SYNC_INTERVAL_MS, syncQueue } from '../lib/sync';

/** How long an online scanner waits for a fresh bundle before it starts with the one kept. */
export const FRESH_BUNDLE_WAIT_MS = 3_000;

/** How many scans the page's history keeps. */
export const HISTORY_SIZE = 10;

export type Connection = 'online' | 'unreachable' | 'offline';

/** Whether the server answered the latest call, and when (ms since the epoch). */
interface Reach {
  reachable: boolean;
  at: number;
}

/** A scan from the camera, as `processScan` takes it (in the direction the scanner judged it). */
export function cameraScan(scan: ScanDetail, gate: string): ScanInput {
  return {
    token: scan.token,
    gate,
    direction: scan.direction,
    scannedAt: scan.scannedAt,
    local: {
      result: scan.result,
      // Shown until the server answers: the scanner's verdict in the language it was drawn in.
      message: scan.said,
      passId: scan.passId,
      name: scan.name,
      role: scan.roleTitle,
      event: scan.event,
    },
  };
}

/**
 * The gate scanner's state and actions: the device's connection, the check-in bundle (from the
 * server every 30 s while online, else the last one kept on the device), the scans waiting to be
 * synced (synced when the connection comes back and every 15 s while any wait), and the verdicts
 * of the latest scans, newest first.
 */
export function useGateScanner(controls: RefObject<ScannerControls | null>) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [store, setStore] = useState<CheckinStore | null>(null);
  const [storeMissing, setStoreMissing] = useState(false);
  const [stored, setStored] = useState<BundleResponse | undefined>(undefined);
  const [pending, setPending] = useState(0);
  const [callReach, setCallReach] = useState<Reach>({ reachable: true, at: 0 });
  const setReachable = useCallback((value: boolean) => {
    setCallReach({ reachable: value, at: Date.now() });
  }, []);
  const [syncing, setSyncing] = useState(false);
  const [history, setHistory] = useState<Verdict[]>([]);
  const counter = useRef(0);

  // The device's store: the waiting scans and the last bundle survive a reload.
  useEffect(() => {
    let live = true;
    let opened: CheckinStore | null = null;
    const use = async (next: CheckinStore) => {
      opened = next;
      const [bundle, count] = await Promise.all([next.loadBundle(), next.count()]);
      if (!live) return;
      setStored(bundle);
      setPending(count);
      setStore(next);
    };
    openCheckinStore()
      .catch((error: unknown) => {
        console.error('The scans cannot be kept on this device', error);
        if (live) setStoreMissing(true);
        return memoryCheckinStore();
      })
      .then(async (next) => {
        if (!live) {
          next.close();
          return;
        }
        await use(next);
      })
      .catch((error: unknown) => {
        console.error('The check-in store could not be read', error);
      });
    return () => {
      live = false;
      opened?.close();
    };
  }, []);

  const bundleQuery = useBundle(online);
  const fresh = bundleQuery.data;
  useEffect(() => {
    if (fresh && store) {
      store.saveBundle(fresh).catch((error: unknown) => {
        console.error('The check-in bundle could not be kept', error);
      });
    }
  }, [fresh, store]);

  // Whether the server answers: the latest of the bundle's answer and the scans' and syncs' own.
  const bundleReach: Reach =
    bundleQuery.errorUpdatedAt > bundleQuery.dataUpdatedAt
      ? { reachable: !isUnreachable(bundleQuery.error), at: bundleQuery.errorUpdatedAt }
      : { reachable: true, at: bundleQuery.dataUpdatedAt };
  const reachable = (bundleReach.at >= callReach.at ? bundleReach : callReach).reachable;

  // Online, the scanner waits a moment for a fresh bundle rather than start with yesterday's.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setWaited(true);
    }, FRESH_BUNDLE_WAIT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  const awaitingFresh = online && bundleQuery.isPending && bundleQuery.isFetching && !waited;
  const source = fresh ?? (awaitingFresh ? undefined : stored);
  const bundle: CheckinBundle | null = useMemo(
    () => (source ? islandBundle(source) : null),
    [source],
  );

  const refreshCount = useCallback(async (from: CheckinStore) => {
    setPending(await from.count());
  }, []);

  // What telling the scanner needs of the bundle's lists (values that rarely change, so that the
  // sync below does not start over with each new bundle): whether it has lists (a server before
  // lists sends none), and which is the default one.
  const withLists = (bundle?.lists?.length ?? 0) > 0;
  const defaultList = bundle?.lists?.find((list) => list.isDefault === true)?.id ?? null;

  /**
   * Tells the scanner about an entry the server knows (ok or duplicate), at the list the answer
   * names: at the default list the pass's check-in, elsewhere its entry (in, or out after a scan out
   * at a list that counts exits). Other lists' entries never make a pass a duplicate at the fest's
   * gates, nor the reverse.
   */
  const tellScanner = useCallback(
    (
      answer: Pick<
        ScanAnswer,
        'result' | 'pass' | 'checkedInAt' | 'gate' | 'by' | 'list' | 'direction'
      >,
    ) => {
      const scanner = controls.current;
      const { pass, list } = answer;
      if (!scanner || !pass || (answer.result !== 'ok' && answer.result !== 'duplicate')) return;
      const gate = answer.gate ?? '';
      const by = answer.by ?? '';
      if (!list) {
        // A server from before check-in lists: every check-in is at the fest's gates.
        if (!withLists && answer.checkedInAt) {
          scanner.markUsed('', pass.id, answer.checkedInAt, gate, by);
        }
        return;
      }
      const at = answer.checkedInAt ?? '';
      if (list.id === defaultList) {
        scanner.markUsed(list.id, pass.id, at, gate, by);
      } else {
        const inside = !(answer.result === 'ok' && answer.direction === 'out');
        scanner.markEntry(list.id, pass.id, inside, at, gate, by);
      }
    },
    [controls, withLists, defaultList],
  );

  // Syncing stops when the page goes: a request under way is aborted and no later batch is sent.
  const [underWay] = useState(() => new Set<AbortController>());
  useEffect(
    () => () => {
      for (const controller of underWay) controller.abort();
    },
    [underWay],
  );

  // One sync at a time: a trigger while one runs (the timer, the button, the connection coming
  // back) asks for one more after it, which sends whatever is still waiting then.
  const sync = useMemo(() => {
    const run = async (from: CheckinStore) => {
      const controller = new AbortController();
      const { signal } = controller;
      underWay.add(controller);
      setSyncing(true);
      try {
        const outcome = await syncQueue(from, (scans) => syncScans(scans, signal));
        if (signal.aborted) return;
        outcome.synced.forEach(tellScanner);
        if (outcome.synced.length > 0) {
          setReachable(true);
          void queryClient.invalidateQueries({ queryKey: bundleQueryKey });
        }
        if (outcome.error !== null) {
          if (isUnreachable(outcome.error)) setReachable(false);
          else console.error('The waiting scans could not be synced', outcome.error);
        }
        await refreshCount(from);
      } catch (error: unknown) {
        if (!signal.aborted) console.error('The waiting scans could not be synced', error);
      } finally {
        underWay.delete(controller);
        if (!signal.aborted) setSyncing(false);
      }
    };
    const flight = store ? singleFlight(() => run(store)) : null;
    return (): Promise<void> => flight?.() ?? Promise.resolve();
  }, [store, underWay, tellScanner, queryClient, refreshCount, setReachable]);

  // Online with scans waiting: sync now (the connection may just have come back), then every 15 s.
  const waiting = pending > 0;
  useEffect(() => {
    if (!online || !waiting || !store) return;
    void sync();
    const timer = setInterval(() => {
      void sync();
    }, SYNC_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [online, waiting, store, sync]);

  /** Records a scan (see lib/scan-flow.ts) and adds its verdict to the history. */
  const record = useCallback(
    async (input: ScanInput): Promise<Verdict> => {
      const target = store ?? memoryCheckinStore();
      const outcome = await processScan(input, {
        online,
        send: scanPass,
        enqueue: (scan) => target.enqueue(scan),
        newId: () => crypto.randomUUID(),
      });
      if (outcome.kind === 'server') {
        setReachable(true);
        tellScanner(outcome.answer);
      }
      if (outcome.kind === 'queued') {
        if (online) setReachable(false);
        await refreshCount(target);
      }
      counter.current += 1;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a key
      const verdict = verdictOf(`scan-${counter.current}`, input, outcome);
      setHistory((list) => [verdict, ...list].slice(0, HISTORY_SIZE));
      return verdict;
    },
    [store, online, tellScanner, refreshCount, setReachable],
  );

  const connection: Connection = !online ? 'offline' : reachable ? 'online' : 'unreachable';

  return {
    connection,
    /** The bundle the scanner works with (null until one has been loaded or kept). */
    bundle,
    bundleQuery,
    /** The device's store is open (or its stand-in in memory). */
    ready: store !== null,
    storeMissing,
    pending,
    syncing,
    sync,
    history,
    record,
  };
}
