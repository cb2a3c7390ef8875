/**
 * The gate scanner island (package `fest-scanner-island`, made by scripts/island.sh from
 * islands/scanner): a leptos component compiled to WebAssembly that reads pass QR codes from the
 * camera and verifies them offline with the fest's public key.
 *
 * Props in, events out. `mount(element, bundle, gate, language)` renders the scanner (camera
 * preview, verdict panel naming the check-in list the gate scans for, pause button) into `element`,
 * its texts and verdicts in `language` ('en' or 'hi', the site's), and returns a `ScannerHandle`;
 * the page passes later changes through it (`set_bundle`, `set_gate`, `set_direction`,
 * `set_language`, and what the server confirmed: `mark_used` for the default list's check-ins,
 * `mark_entry` for other lists' entries) and calls `unmount()` when it leaves. Every new scan is
 * dispatched on `element` as a bubbling `fest-scan` CustomEvent whose `detail` is a `ScanDetail`
 * (with the list's id and name and the scan's direction); the element also carries
 * `data-last-result` and `data-last-ms`.
 *
 * `loadScanner()` fetches and initialises the module once, on first use, so only the check-in page
 * pays for it. In Vitest (Node) the module cannot fetch its .wasm: tests of the page mock this file.
 */
import type * as ScannerModule from 'fest-scanner-island';
import type { ScanDetail } from 'fest-scanner-island';

export type {
  CheckinBundle,
  CheckinListRule,
  ScanDetail,
  ScanDirection,
  ScanResult,
  ScannerHandle,
} from 'fest-scanner-island';

/** The island's module: `mount`, `decode_rgba` and the `ScannerHandle` class. */
export type Scanner = typeof ScannerModule;

/** The name of the DOM event the scanner dispatches on its element for every scan. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an event's name
export const SCAN_EVENT = 'fest-scan';

/** A scan, as the scanner dispatches it. */
export type ScanEvent = CustomEvent<ScanDetail>;

declare global {
  interface HTMLElementEventMap {
    'fest-scan': ScanEvent;
  }
}

let loading: Promise<Scanner> | undefined;

/** Loads and initialises the scanner's WebAssembly module (once); later calls share the promise. */
export function loadScanner(): Promise<Scanner> {
  loading ??= import('fest-scanner-island').then(
    async (module) => {
      await module.default();
      return module;
    },
    (error: unknown) => {
      loading = undefined; // let a later call try again (e.g. after a network blip)
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` with every scan the scanner in `element` reports; returns the unsubscribe. */
export function onScan(element: HTMLElement, listener: (scan: ScanDetail) => void): () => void {
  const handle = (event: ScanEvent) => {
    listener(event.detail);
  };
  element.addEventListener(SCAN_EVENT, handle);
  return () => {
    element.removeEventListener(SCAN_EVENT, handle);
  };
}
