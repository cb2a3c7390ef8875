import { loadShared } from '@/lib/wasm';

/**
 * Starts loading the shared rules (fest-shared as WebAssembly, SPEC 5) early, so the first submit
 * of the application does not wait for them.
 */
export function preloadRules(): void {
  loadShared().catch(() => undefined);
}
