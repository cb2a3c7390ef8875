import type { ScanResult } from '@/lib/api-types';

/** Texts of the gate check-in page. */
export const MSG = {
  title: 'Gate check-in',
  description: 'Scan fest-day passes at the gate, online or offline.',
  // Connection and sync
  online: 'Online',
  offline: 'Offline — scans are kept on this device',
  unreachable: 'Cannot reach the server — scans are kept on this device',
  pending: (count: number) => `${count} ${count === 1 ? 'scan' : 'scans'} waiting to sync`,
  syncNow: 'Sync now',
  syncing: 'Syncing...',
  storeUnavailable:
    'This browser does not let the page keep scans: scans made offline are lost if the page is closed.',
  // Gate
  gate: 'Gate',
  gateHint:
    'The name of the gate you stand at, e.g. North. The organisers set which list each gate scans for.',
  gateMissing: "Enter the gate's name.",
  useGate: 'Start scanning',
  changeGate: 'Change gate',
  scanningAt: 'Scanning at gate',
  scanningFor: 'Scanning for',
  // Which way scans count, at a list that counts entry and exit
  direction: 'Scanning people',
  directionIn: 'In',
  directionOut: 'Out',
  directionHint: 'This list counts entry and exit: choose Out to scan people leaving.',
  gateFirst: "Enter the gate's name to start scanning.",
  // Scanner
  loadingBundle: 'Loading the list of passes...',
  noBundleOffline:
    'The scanner needs the list of passes from the server once: connect to the internet to start.',
  bundleFailed: 'Could not load the list of passes',
  loadingScanner: 'Starting the scanner...',
  scannerFailed: 'The scanner could not start. Check that the page may use the camera.',
  tryAgain: 'Try again',
  // Answers
  latest: 'Latest scan',
  noScans: 'No scans yet.',
  savedOnDevice: 'Saved on this device: it is sent to the server when the connection is back.',
  notSaved: 'Not saved: this is not a pass of the fest.',
  refused: 'Not recorded',
  letOut: 'Let out',
  history: 'Recent scans',
  fromServer: 'server',
  fromDevice: 'this device',
  waiting: 'waiting to sync',
  // Manual search
  search: 'Find a person without a pass',
  searchLabel: 'Name, phone number, pass id or registration id',
  searchHint:
    'A name, the whole phone number, the pass id printed under the QR code (when the camera cannot read it), or the first characters of the registration id.',
  searchButton: 'Search',
  searching: 'Searching...',
  searchFailed: 'Search failed',
  noneFound: 'Nobody found.',
  people: 'People found',
  checkIn: 'Check in',
  checkInOf: (name: string) => `Check in ${name}`,
  checkingIn: 'Checking in...',
  gateBeforeCheckIn: 'Enter the gate first.',
  notYet: 'Not checked in',
  checkedInAt: (time: string) => `Checked in at ${time}`,
  revoked: 'Revoked',
  phone: 'Phone',
  college: 'College',
} as const;

/** The headline of a verdict, as the scanner itself words it. */
export const HEADLINES: Record<ScanResult, string> = {
  ok: 'Let in',
  duplicate: 'Already checked in',
  revoked: 'Revoked',
  invalid: 'Not valid',
  refused: 'Not admitted',
};
