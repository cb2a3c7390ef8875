/** Where the gate's name is remembered on the device, so a volunteer types it once a day. */
export const GATE_STORAGE_KEY = 'checkin.gate';

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
