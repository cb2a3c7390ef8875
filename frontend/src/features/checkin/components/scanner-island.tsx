import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';

import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/query-state';

import {
  loadScanner,
  onScan as listenForScans,
  type CheckinBundle,
  type ScanDetail,
  type ScanDirection,
  type ScannerHandle,
} from '../lib/island';
import { useI18n } from '../i18n';

/** Where the scanner stands: its code loading, mounted, or failed to start. */
type ScannerState = 'loading' | 'ready' | 'error';

/** What the page may tell a mounted scanner besides its props: what the server confirmed. */
export interface ScannerControls {
  /**
   * A check-in at the default list `list` (its id; '' for a bundle without lists): a later scan of
   * the pass there names its time, gate and volunteer.
   */
  markUsed: (list: string, passId: string, checkedInAt: string, gate: string, by: string) => void;
  /** An entry at another list: the pass went in (`inside`) or out, at `at`, at `gate`, by `by`. */
  markEntry: (
    list: string,
    passId: string,
    inside: boolean,
    at: string,
    gate: string,
    by: string,
  ) => void;
}

/**
 * The gate scanner island (Rust, WebAssembly): loaded on first use and mounted into its own element,
 * where it runs the camera and shows its verdict and the check-in list the gate scans for. Props in:
 * `bundle`, `gate` and `direction`, and the site's language, in which the island draws its own texts
 * and verdicts (later changes go through `set_bundle`, `set_gate`, `set_direction` and
 * `set_language`); events out: `onScan` for every scan. It is unmounted (the
 * camera released) when this component goes. The element carries `data-last-result` and
 * `data-last-ms` (milliseconds from frame to verdict), which the end-to-end tests read.
 */
export function ScannerIsland({
  bundle,
  gate,
  direction,
  onScan,
  ref,
}: {
  bundle: CheckinBundle;
  gate: string;
  /** Which way scans count (out only matters at a list that counts entry and exit). */
  direction: ScanDirection;
  onScan: (scan: ScanDetail) => void;
  ref?: Ref<ScannerControls>;
}) {
  const { i18n, language } = useI18n();
  const hostRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<ScannerHandle | null>(null);
  // The latest props, for the mount (which waits for the module) and the scan listener.
  const latest = useRef({ bundle, gate, direction, language, onScan });
  const [state, setState] = useState<ScannerState>('loading' satisfies ScannerState);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    latest.current = { bundle, gate, direction, language, onScan };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let live = true;
    let handle: ScannerHandle | null = null;
    const stopListening = listenForScans(host, (scan) => {
      latest.current.onScan(scan);
    });
    loadScanner()
      .then((scanner) => {
        if (!live) return;
        handle = scanner.mount(
          host,
          latest.current.bundle,
          latest.current.gate,
          latest.current.language,
        );
        handle.set_direction(latest.current.direction);
        handleRef.current = handle;
        setState('ready' satisfies ScannerState);
      })
      .catch((error: unknown) => {
        console.error('The scanner could not start', error);
        if (live) setState('error' satisfies ScannerState);
      });
    return () => {
      live = false;
      stopListening();
      handleRef.current = null;
      if (handle) {
        handle.unmount();
        handle.free();
      }
    };
  }, [attempt]);

  useEffect(() => {
    try {
      handleRef.current?.set_bundle(bundle);
    } catch (error) {
      console.error('The scanner refused the check-in bundle', error);
    }
  }, [bundle]);

  useEffect(() => {
    handleRef.current?.set_gate(gate);
  }, [gate]);

  useEffect(() => {
    handleRef.current?.set_direction(direction);
  }, [direction]);

  useEffect(() => {
    handleRef.current?.set_language(language);
  }, [language]);

  useImperativeHandle(
    ref,
    () => ({
      markUsed: (list, passId, checkedInAt, at, by) => {
        handleRef.current?.mark_used(list, passId, checkedInAt, at, by);
      },
      markEntry: (list, passId, inside, at, gate, by) => {
        handleRef.current?.mark_entry(list, passId, inside, at, gate, by);
      },
    }),
    [],
  );

  return (
    <div className="checkin-scanner">
      {state === 'loading' && (
        <LoadingStatus label={i18n._('checkin.scanner.loading')} className="checkin-muted" />
      )}
      {state === 'error' && (
        <div className="checkin-notice" role="alert">
          <p className="checkin-error">{i18n._('checkin.scanner.failed')}</p>
          <Button
            variant="ghost"
            onClick={() => {
              setState('loading' satisfies ScannerState);
              setAttempt((n) => n + 1);
            }}
          >
            {i18n._('checkin.tryAgain')}
          </Button>
        </div>
      )}
      <div ref={hostRef} className="checkin-scanner__island" data-testid="scanner-island" />
    </div>
  );
}
