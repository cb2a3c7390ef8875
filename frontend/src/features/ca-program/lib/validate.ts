import type { FieldErrors } from '@/lib/api-client';
import { loadShared } from '@/lib/wasm';

import type { CaApplicationInput } from '../types';

/**
 * Checks the application with the shared rules (fest-shared as WebAssembly, SPEC 5). Should the
 * module fail to load, the form is let through: the server applies the very same rules.
 */
export async function checkApplication(
  form: CaApplicationInput,
): Promise<{ ok: boolean; errors: FieldErrors }> {
  try {
    const shared = await loadShared();
    return shared.validateCaApplication(form);
  } catch (error) {
    console.warn('The validation rules could not be loaded; the server will check instead', error);
    return { ok: true, errors: {} };
  }
}

/** Starts loading the rules early, so the first submit does not wait for them. */
export function preloadRules(): void {
  loadShared().catch(() => undefined);
}
