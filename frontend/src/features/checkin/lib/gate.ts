/** Where the gate's name is remembered on the device, so a volunteer types it once a day. */
export const GATE_STORAGE_KEY = 'checkin.gate';

/**
 * The gate at which the server checks guests in at the hostel instead of at the fest's gates (the
 * server's `accommodation::HOSTEL_GATE`, matched in any case).
 */
export const HOSTEL_GATE = 'hostel';

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
