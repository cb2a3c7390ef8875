import type { ScanDirection } from '@/lib/api-types';

/** Where the gate's name is remembered on the device, so a volunteer types it once a day. */
export const GATE_STORAGE_KEY = 'checkin.gate';

/** Where the way the gate scans (in or out) is remembered on the device, with the gate. */
export const DIRECTION_STORAGE_KEY = 'checkin.direction';

/** The remembered gate, or '' (also when storage is unavailable). */
export function readGate(): string {
  try {
    return localStorage.getItem(GATE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveGate(gate: string): void {
  try {
    localStorage.setItem(GATE_STORAGE_KEY, gate);
  } catch {
    // storage full or refused: the gate is kept for this visit only
  }
}

/** The remembered direction: 'out' when so remembered, else 'in'. */
export function readDirection(): ScanDirection {
  try {
    return localStorage.getItem(DIRECTION_STORAGE_KEY) === 'out' ? 'out' : 'in';
  } catch {
    return 'in';
  }
}

export function saveDirection(direction: ScanDirection): void {
  try {
    localStorage.setItem(DIRECTION_STORAGE_KEY, direction);
  } catch {
    // storage full or refused: the direction is kept for this visit only
  }
}
