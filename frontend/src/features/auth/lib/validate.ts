import type { FieldErrors } from '@/lib/api-client';
import type { ForgotPasswordForm, ResetPasswordForm } from '@/lib/api-types';
import { loadShared } from '@/lib/wasm';

import type { LoginInput, SignupInput } from '../types';

/** What the shared rules (fest-shared, as WebAssembly) say about a form. */
export interface Checked {
  ok: boolean;
  errors: FieldErrors;
}

/**
 * Runs one of the shared rules. Should the WebAssembly module fail to load (a network blip), the
 * form is let through: the server applies the very same rules and answers with the same messages.
 */
async function check(run: (shared: Awaited<ReturnType<typeof loadShared>>) => Checked) {
  let shared: Awaited<ReturnType<typeof loadShared>>;
  try {
    shared = await loadShared();
  } catch (error) {
    console.warn('The validation rules could not be loaded; the server will check instead', error);
    return { ok: true, errors: {} } satisfies Checked;
  }
  return run(shared);
}

export const checkSignup = (form: SignupInput) => check((shared) => shared.validateSignup(form));
export const checkLogin = (form: LoginInput) => check((shared) => shared.validateLogin(form));
export const checkOtp = (otp: string) => check((shared) => shared.validateOtp(otp));
export const checkForgotPassword = (form: ForgotPasswordForm) =>
  check((shared) => shared.validateForgotPassword(form));
export const checkResetPassword = (form: ResetPasswordForm) =>
  check((shared) => shared.validateResetPassword(form));

/** Starts loading the rules early, so the first submit does not wait for them. */
export function preloadRules(): void {
  loadShared().catch(() => undefined);
}
